import { can, canVendorScreen, isAdministrator } from '../lib/permissions/can';
import type { ScreenDeclaration } from '../lib/screens/screen-declaration';
import type { SessionRecord } from '../lib/session/session-types';
import { menuFor } from './menu-for';
import type { Menu } from './menu-types';

function menuReaches(menu: Menu, route: string): boolean {
  return menu.some((item) =>
    item.type === 'dropDown' ? menuReaches(item.sub ?? [], route) : item.type === 'link' && item.state === route,
  );
}

/**
 * May the user open this screen by its URL? Administrators may open everything; admin screens
 * are theirs alone; a screen without a code is open to every signed-in user; otherwise the
 * screen's own code (or, for a vendor screen, any right on its screen code), or an item of the
 * user's visible menu that leads there (the spec's menus send some labels to other screens' paths).
 */
export function canOpenScreen(session: SessionRecord | null, screen: ScreenDeclaration): boolean {
  if (!session) return false;
  if (isAdministrator(session)) return true;
  if (screen.administratorOnly) return false;
  if (!screen.code) return true;
  const byCode = screen.vendorScreen ? canVendorScreen(session, screen.code.screenCode) : can(session, screen.code);
  return byCode || menuReaches(menuFor(session), `/${screen.path}`);
}
