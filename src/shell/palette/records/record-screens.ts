import { can } from '../../../lib/permissions/can';
import { withTransaction } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { SessionRecord } from '../../../lib/session/session-types';
import { menuFor } from '../../../menus/menu-for';
import type { Menu } from '../../../menus/menu-types';
import { canOpenScreen } from '../../../menus/screen-access';
import { KIND_SCREENS } from '../../../menus/record-kind-screens';
import { RECORD_KINDS, type RecordKind } from '../../../lib/record-search/record-search-wire';

function routesOf(menu: Menu, into: Set<string>): Set<string> {
  for (const item of menu) {
    if (item.type === 'dropDown') routesOf(item.sub ?? [], into);
    else if (item.type === 'link' && item.state) into.add(item.state);
  }
  return into;
}

/** A kind's screens this user may open, in the kind's order of preference. */
export type OpenScreens = ReadonlyMap<RecordKind, readonly ScreenDeclaration[]>;

const worked = new WeakMap<SessionRecord, OpenScreens>();

/**
 * The kinds the palette looks for, each with the screens it may open them on: a screen must be in the user's menu
 * (their edition's, filtered by their rights) and pass the same check the screen's route makes. A kind with none is
 * not searched at all. Worked out once per session.
 */
export function openScreens(session: SessionRecord): OpenScreens {
  const known = worked.get(session);
  if (known) return known;
  const routes = routesOf(menuFor(session), new Set());
  const open = new Map<RecordKind, readonly ScreenDeclaration[]>();
  for (const kind of RECORD_KINDS) {
    const screens = KIND_SCREENS[kind].filter(
      (screen) => routes.has(`/${screen.path}`) && canOpenScreen(session, screen),
    );
    if (screens.length > 0) open.set(kind, screens);
  }
  worked.set(session, open);
  return open;
}

/** May the user change records on this screen (a master's or document's form opens only then)? */
export function mayModify(session: SessionRecord, screen: ScreenDeclaration): boolean {
  return !screen.code || can(session, withTransaction(screen.code, 'modify'));
}
