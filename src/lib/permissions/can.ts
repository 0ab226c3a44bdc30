import { sameCode, type PermissionCode } from './permission-code';

/** Whoever holds rights: the signed-in session record, or a user as the backend stores it. */
type Holder = { usr: { rCode: string }; roles: readonly PermissionCode[] } | null | undefined;

/** Role ADMINISTRATOR, in any letter case, may do everything. */
export function isAdministrator(session: Holder): boolean {
  return session?.usr.rCode.trim().toUpperCase() === 'ADMINISTRATOR';
}

/**
 * The one decision (spec section 6): an administrator may do everything; anyone else only what
 * their `roles` list grants by an exact module, menu, screen and transaction match.
 */
export function can(session: Holder, code: PermissionCode): boolean {
  if (!session) return false;
  if (isAdministrator(session)) return true;
  return session.roles.some((role) => sameCode(role, code));
}

/** The vendor screen check: matches on the screen code alone. */
export function canVendorScreen(session: Holder, screenCode: number): boolean {
  if (!session) return false;
  if (isAdministrator(session)) return true;
  return session.roles.some((role) => role.screenCode === screenCode);
}
