/**
 * The rules of a user's name and password, the same on the screen and in the demo backend.
 * Each answers the problem's text, or null when there is none.
 */
import { isStrongPassword, WEAK_PASSWORD } from '../../../lib/session/password-rule';

const USER_NAME = /^[A-Za-z0-9._]{3,20}$/;

/** A user name: 3 to 20 letters, digits, dots or underscores. */
export function userNameProblem(userName: string): string | null {
  if (userName.trim() === '') return 'Enter a user name.';
  return USER_NAME.test(userName) ? null : 'Use 3 to 20 letters, digits, dots or underscores, e.g. cashier1.';
}

/** Shown under every password field. */
export { PASSWORD_RULE, WEAK_PASSWORD } from '../../../lib/session/password-rule';

/** A password: the rule in lib/session/password-rule.ts. */
export function passwordProblem(password: string): string | null {
  if (password === '') return 'Enter a password.';
  return isStrongPassword(password) ? null : WEAK_PASSWORD;
}

/** '1' for on, '0' for off: the wire form of web and mobile access (true, 1 and '1' all mean on). */
export function checkFlag(value: unknown): '1' | '0' {
  return value === true || value === 1 || value === '1' ? '1' : '0';
}
