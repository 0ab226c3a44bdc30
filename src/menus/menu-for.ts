import type { SessionRecord } from '../lib/session/session-types';
import { editionMenu } from './edition-menus';
import { ADMIN_MENU } from './groups/admin';
import type { MenuItem } from './menu-types';
import { visibleMenu } from './visible-menu';

/**
 * The signed-in user's sidebar: their edition's menu (or their role's own menu where the edition
 * names one), the admin group for administrators of the editions that have it, then filtered by
 * their permissions.
 */
export function menuFor(session: SessionRecord | null): MenuItem[] {
  if (!session) return [];
  const edition = editionMenu(session.usr.pCode);
  const role = session.usr.rCode.trim().toUpperCase();
  const items = edition.roleMenus?.[role] ?? edition.items;
  return visibleMenu(edition.administratorMenu ? [...items, ADMIN_MENU] : items, session);
}
