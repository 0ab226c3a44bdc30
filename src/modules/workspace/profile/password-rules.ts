import { isStrongPassword, WEAK_PASSWORD } from '../../../lib/session/password-rule';

export { PASSWORD_RULE } from '../../../lib/session/password-rule';

/**
 * The problem with a new password (the rule in lib/session/password-rule.ts), or null; the same on the screen and in
 * the demo backend.
 */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return 'Enter the new password.';
  return isStrongPassword(password) ? null : WEAK_PASSWORD;
}

/** The new password must not be the current one. */
export const SAME_PASSWORD = 'The new password must differ from the current one.';

/** The change-password form's values. */
export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/** A problem per field of the change-password form; empty when it may be sent. */
export function passwordChangeProblems({
  current,
  next,
  confirm,
}: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const problems: Partial<Record<keyof PasswordChange, string>> = {};
  if (current === '') problems.current = 'Enter your current password.';
  const weak = newPasswordProblem(next);
  if (weak) problems.next = weak;
  else if (next === current) problems.next = SAME_PASSWORD;
  if (confirm === '') problems.confirm = 'Enter the new password again.';
  else if (confirm !== next) problems.confirm = 'The two new passwords are not the same.';
  return problems;
}
