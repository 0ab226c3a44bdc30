import type { ComponentType } from 'react';

/**
 * Where a module's screens live: `auth` in the auth layout without a layout prefix (sessions/),
 * `public` in the blank layout, `admin` in the admin layout behind the sign-in check.
 */
export type ScreenArea = 'auth' | 'public' | 'admin';

export interface ScreenDeclaration {
  /** Full path without the layout prefix and without a leading slash, e.g. 'accounts/accpayments'. */
  path: string;
  title: string;
}

/** What a module's lazy chunk exports: the hand-written or engine-rendered screen per path. */
export type ScreenMap = Readonly<Record<string, ComponentType>>;

export interface ModuleManifest {
  /** Folder name of the module, also the name stored as `modulename`. */
  name: string;
  title: string;
  area: ScreenArea;
  screens: readonly ScreenDeclaration[];
  /** The module's own lazy chunk. */
  load: () => Promise<{ screens: ScreenMap }>;
}

/** Route handle every screen route carries, read by the shell (titles, module name). */
export interface ScreenHandle {
  module: string;
  title: string;
}
