import { can, isAdministrator } from '../lib/permissions/can';
import type { SessionRecord } from '../lib/session/session-types';
import type { Menu, MenuItem } from './menu-types';

function shown(item: MenuItem, session: SessionRecord): boolean {
  if (item.disabled) return false;
  if (item.hiddenFor?.some((pCode) => pCode === session.usr.pCode)) return false;
  if (item.hiddenForCompanies?.includes(session.usr.cCode)) return false;
  if (item.administratorOnly && !isAdministrator(session)) return false;
  return !item.code || can(session, item.code);
}

/**
 * What the user sees (spec sections 2 and 6): disabled items are hidden, and so is an item whose
 * check fails; a group shows only when at least one of its children does.
 */
export function visibleMenu(menu: Menu, session: SessionRecord): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of menu) {
    if (!shown(item, session)) continue;
    if (item.type === 'dropDown') {
      const sub = visibleMenu(item.sub ?? [], session);
      if (sub.length > 0) out.push({ ...item, sub });
    } else {
      out.push(item);
    }
  }
  return out;
}
