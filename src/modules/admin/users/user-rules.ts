/**
 * The rules of a user's name, the same on the screen and in the demo backend: the problem's text, or null when there is
 * none. A new user's password is the server's to set.
 */

const USER_NAME = /^[A-Za-z0-9._]{3,20}$/;

/** A user name: 3 to 20 letters, digits, dots or underscores. */
export function userNameProblem(userName: string): string | null {
  if (userName.trim() === '') return 'Enter a user name.';
  return USER_NAME.test(userName) ? null : 'Use 3 to 20 letters, digits, dots or underscores, e.g. cashier1.';
}

/** What a new user's password is: the server sets it to the user name (08-login §3), as a reset does. */
export const NEW_PASSWORD_NOTE =
  'The new user’s password is their user name: they sign in with it and change it on their profile.';

/** '1' for on, '0' for off: the wire form of web and mobile access (true, 1 and '1' all mean on). */
export function checkFlag(value: unknown): '1' | '0' {
  return value === true || value === 1 || value === '1' ? '1' : '0';
}
