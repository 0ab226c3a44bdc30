/** Change password (backend contract): `api/LoginControl/logChangePassword` {oldpassword, newpassword, usr}. */
export const CHANGE_PASSWORD_ENDPOINT = 'api/LoginControl/logChangePassword';

/** The demo backend's answer when the current password sent is not the user's. */
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';
