import type { RouteObject } from 'react-router-dom';
import type { ModuleManifest, ScreenArea, ScreenHandle } from '../engine/module-manifest';
import { NotBuiltScreen } from '../shell/not-built-screen';

/** One lazy route per declared screen; all screens of a module share the module's chunk. */
export function screenRoutes(manifests: readonly ModuleManifest[], area: ScreenArea): RouteObject[] {
  return manifests
    .filter((manifest) => manifest.area === area)
    .flatMap((manifest) =>
      manifest.screens.map((screen): RouteObject => {
        const handle: ScreenHandle = { module: manifest.name, title: screen.title };
        return {
          path: screen.path,
          handle,
          lazy: async () => {
            const { screens } = await manifest.load();
            return { Component: screens[screen.path] ?? NotBuiltScreen };
          },
        };
      }),
    );
}
