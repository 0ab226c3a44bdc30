import { DEFAULT_MENU } from './default-menu';
import type { Menu } from './menu-types';

/**
 * The sidebar of the signed-in user's edition. Every edition gets the default demo menu until
 * the per-edition menus (with their permission codes) are declared; the session joins then.
 */
export function menuFor(): Menu {
  return DEFAULT_MENU;
}
