import type { ComponentType } from 'react';
import type { ScreenMap } from './module-manifest';
import type { FormExtra } from './form/resource-form-page';
import type { ResourceDeclaration } from './resource';
import { resourceScreen } from './resource-screen';

/**
 * The screen map of a module's masters: each resource at its own route, and older route variants
 * (`twins`: path -> resource) showing the same screen as their current twin; `extras` (resource name
 * -> component) adds what a module shows under a form's fields.
 */
export function screensFor(
  resources: readonly ResourceDeclaration[],
  twins: Readonly<Record<string, ResourceDeclaration>> = {},
  extras: Readonly<Record<string, FormExtra>> = {},
): ScreenMap {
  const byResource = new Map<ResourceDeclaration, ComponentType>(
    resources.map((resource) => [resource, resourceScreen(resource, extras[resource.name])]),
  );
  const map: Record<string, ComponentType> = {};
  for (const [resource, component] of byResource) map[resource.screen.path] = component;
  for (const [path, resource] of Object.entries(twins)) {
    const component = byResource.get(resource);
    if (!component) throw new Error(`${path}: its twin ${resource.name} is not among the module's resources`);
    map[path] = component;
  }
  return map;
}
