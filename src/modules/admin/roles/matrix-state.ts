import type { Permission } from '../../../lib/session/session-types';
import { keyPermission, permissionKey, sortPermissions } from './permission-matrix';

/** How much of a group of rights is ticked: drives a select-all checkbox (ticked, partly ticked, empty). */
export type GroupState = 'none' | 'some' | 'all';

/** The state of a group of rights within the ticked set. */
export function groupState(keys: readonly string[], ticked: ReadonlySet<string>): GroupState {
  let count = 0;
  for (const key of keys) if (ticked.has(key)) count += 1;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** How many of the keys are ticked. */
export function tickedCount(keys: readonly string[], ticked: ReadonlySet<string>): number {
  return keys.reduce((count, key) => count + (ticked.has(key) ? 1 : 0), 0);
}

/** A new set with the keys ticked (on) or cleared. */
export function withKeys(ticked: ReadonlySet<string>, keys: readonly string[], on: boolean): Set<string> {
  const next = new Set(ticked);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** The ticked set of a role's rights. */
export function keysOf(permissions: readonly Permission[]): Set<string> {
  return new Set(permissions.map(permissionKey));
}

/** The rights of a ticked set, in module/menu/screen/transaction order (what Save sends). */
export function permissionsOf(ticked: ReadonlySet<string>): Permission[] {
  return sortPermissions([...ticked].map(keyPermission));
}
