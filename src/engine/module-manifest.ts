import type { ComponentType } from 'react';
import type { ScreenDeclaration } from '../lib/screens/screen-declaration';

export type { ScreenDeclaration };

/**
 * Where a module's screens live: `auth` in the auth layout without a layout prefix (sessions/),
 * `public` in the blank layout, `admin` in the admin layout behind the sign-in check.
 */
export type ScreenArea = 'auth' | 'public' | 'admin';

/** The hand-written or engine-rendered component per screen path; a declared path without one is "not built yet". */
export type ScreenMap = Readonly<Record<string, ComponentType>>;

/** What a module's lazy chunk exports: its screen declarations and their components. */
export interface ModuleChunk {
  declarations: readonly ScreenDeclaration[];
  screens: ScreenMap;
}

/**
 * A module as the route table sees it. Only the first path segments are in the entry bundle;
 * the screens (titles, codes, components) load with the module's own chunk.
 */
export interface ModuleManifest {
  /** Folder name of the module, also the name stored as `modulename`. */
  name: string;
  title: string;
  area: ScreenArea;
  /** The first path segments the module owns, e.g. ['accounts'], or ['uikits', 'forms', 'invoice'...]. */
  segments: readonly string[];
  /** The module's own lazy chunk. */
  load: () => Promise<ModuleChunk>;
}

/** The screen the current URL shows, as the screen and the shell read it. */
export interface CurrentScreen extends ScreenDeclaration {
  module: string;
}
