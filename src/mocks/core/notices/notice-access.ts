import { can } from '../../../lib/permissions/can';
import { TRANSACTION, type TransactionName } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { menuFor } from '../../../menus/menu-for';
import type { Menu } from '../../../menus/menu-types';
import { findDemoCompany } from '../company/companies';
import type { DemoSession } from '../sessions/auth';
import { buildSessionRecord } from '../sessions/session-record';

/** The routes the menu leads to (`/procurement/pur-requests`), groups opened. */
function routesOf(menu: Menu, into = new Set<string>()): Set<string> {
  for (const item of menu) {
    if (item.type === 'dropDown') routesOf(item.sub ?? [], into);
    else if (item.type === 'link' && item.state) into.add(item.state);
  }
  return into;
}

/** What the user may reach: the routes of their sidebar (their edition's menu as their rights show it). */
export interface Reach {
  routes: ReadonlySet<string>;
  may(screen: ScreenDeclaration, transaction?: TransactionName): boolean;
}

/** The user's reach, built once per list: the same menu the client shows them. */
export function reachOf(session: DemoSession): Reach {
  const company = findDemoCompany(session.companyCode);
  const holder = { usr: { rCode: session.user.rCode }, roles: session.roles };
  if (!company) return { routes: new Set(), may: () => false };
  const record = buildSessionRecord(company, session.user, '', { roles: session.roles, sets: [], expiryMessage: '' });
  const routes = routesOf(menuFor(record));
  return {
    routes,
    may(screen, transaction) {
      if (!routes.has(`/${screen.path}`)) return false;
      if (!transaction || !screen.code) return true;
      return can(holder, { ...screen.code, transCode: TRANSACTION[transaction] });
    },
  };
}

/** The first of the screens the user reaches with the right, or undefined: the notice's link. */
export function screenFor(
  reach: Reach,
  screens: readonly ScreenDeclaration[],
  transaction?: TransactionName,
): ScreenDeclaration | undefined {
  return screens.find((screen) => reach.may(screen, transaction));
}
