import type { Permission } from '../../../lib/session/session-types';
import { isKnownPermission, permissionKey, sortPermissions } from './permission-matrix';

export const ADMINISTRATOR_FIXED = 'The administrator role always has every right.';
export const ADMINISTRATOR_KEPT = 'The administrator role cannot be deleted.';

/** Why a new role's code is not acceptable, or null: 2 to 20 capital letters, digits or underscores. */
export function roleCodeProblem(code: string): string | null {
  if (code.trim() === '') return 'Enter a code for the role.';
  if (!/^[A-Z0-9_]{2,20}$/.test(code)) return 'Use 2 to 20 capital letters, digits or underscores.';
  return null;
}

/** Why a role's name is not acceptable, or null. */
export function roleNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Enter a name for the role.';
  if (name.trim().length > 60) return 'Keep the name to 60 characters.';
  return null;
}

/** The refusal to delete a role some users still hold. */
export function heldByMessage(code: string, userNames: readonly string[]): string {
  const users = userNames.length === 1 ? `user ${userNames[0]}` : `users ${userNames.join(', ')}`;
  return `Role ${code} is held by ${users}; give them another role first.`;
}

const isCode = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A role's rights as sent: a list of {moduleCode, menuCode, screenCode, transCode} integers that
 * some screen of the rights matrix uses; duplicates dropped, in module/menu/screen/transaction order.
 */
export function readPermissions(input: unknown): { permissions: Permission[] } | { problem: string } {
  if (!Array.isArray(input)) return { problem: 'permissions must be a list of rights.' };
  const seen = new Map<string, Permission>();
  for (const [index, item] of input.entries()) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const { moduleCode, menuCode, screenCode, transCode } = entry;
    if (!isCode(moduleCode) || !isCode(menuCode) || !isCode(screenCode) || !isCode(transCode))
      return { problem: `Right ${index + 1} needs whole-number moduleCode, menuCode, screenCode and transCode.` };
    const permission = { moduleCode, menuCode, screenCode, transCode };
    if (!isKnownPermission(permission))
      return { problem: `No screen uses the right ${permissionKey(permission)} (module.menu.screen.transaction).` };
    seen.set(permissionKey(permission), permission);
  }
  return { permissions: sortPermissions([...seen.values()]) };
}

/** The activity log's note of a change of rights, e.g. "12 rights added, 3 removed". */
export function rightsChangeDetail(before: readonly Permission[], after: readonly Permission[]): string {
  const was = new Set(before.map(permissionKey));
  const now = new Set(after.map(permissionKey));
  const added = [...now].filter((key) => !was.has(key)).length;
  const removed = [...was].filter((key) => !now.has(key)).length;
  if (added === 0 && removed === 0) return 'Rights unchanged';
  return `${added} ${added === 1 ? 'right' : 'rights'} added, ${removed} removed`;
}
