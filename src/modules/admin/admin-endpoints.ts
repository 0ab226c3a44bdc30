/**
 * Every administration call by name: the spec's own (section 7) exactly as written, the rest in the
 * backend contract's convention. Reads send the `usr` object itself as the body unless noted.
 */
export const ADMIN_ENDPOINTS = {
  /**
   * Roles: list; one `{detail: role}`; save one module's rights `{roles, rolesName, moduleCode, description, usr}`,
   * delete (ours) `{rolesName, traCheck: 3, usr}`.
   */
  roles: 'api/AdminRoles/GetAdminRoles',
  role: 'api/AdminRoles/GetAdminRole',
  saveRole: 'api/AdminRoles/setAdminRole',
  /**
   * Users: list (no password ever); create `{user, profile?, usr}` (the password becomes the user name) and change
   * `{user, profile?, usr}` (the contract's AdmUsersTotal, answered a plain "OK"); reset the password to the user name
   * and turn block over, each `{detail: userName, usr}`.
   */
  users: 'api/AdminRoles/getUsers',
  addUser: 'api/AdminRoles/addUser',
  changeRole: 'api/AdminRoles/admChangeRoleName',
  resetPassword: 'api/AdminRoles/admPasswordReset',
  blockUser: 'api/AdminRoles/admUserBlock',
  /**
   * Spec section 7: purchase and CRM approval settings (`{sets, usr}`), mail settings (`{mails, usr}`), covering
   * letters (`{detail, usr}`).
   */
  setupDetails: 'api/PurSettings/GetPurSetupDetails',
  saveSetupDetails: 'api/PurSettings/SetPurSetupDetails',
  mailSettings: 'api/PurSettings/GetPurMailSettings',
  saveMailSettings: 'api/PurSettings/SetPurMailSettings',
  coveringLetters: 'api/AdminTargets/GetMisCoveringLetterDetails',
  saveCoveringLetter: 'api/AdminTargets/SetMisCoveringLetterDetails',
  /** The licence: the customer's registration (GET `?cCode=`); save `{licence, usr}` (ours). */
  registration: 'api/LoginControl/GetCustomerRegistration',
  saveLicence: 'api/AdminLicence/SetLicence',
  /** Spec section 7: GET, no body. */
  countries: 'api/countries',
  /** States of a country `{detail: countryCode, usr}`; save `{state, traCheck, usr}`. */
  states: 'api/AdminStates/GetStates',
  saveState: 'api/AdminStates/SetState',
  /**
   * The activity feed (UserInfo): today's audit rows of the signed-in user by module, `[{module, activities:
   * [{title, tim, description, typ, typdescr}]}]`. The accounts activity log of a period is ours
   * (ACCOUNTS_ENDPOINTS.activities).
   */
  activities: 'api/AdminTargets/getActivitiesListUserWise',
} as const;
