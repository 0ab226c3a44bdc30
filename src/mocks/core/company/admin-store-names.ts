/** Names under which the administration data sits in the demo database's records store. */
export const ADMIN_STORE = {
  /** Key: role code; data: DemoRole. */
  roles: 'admin.roles',
  /** Key: 'sets' | 'mails' | 'letters'. */
  settings: 'admin.settings',
  /** Key: 'licence'; data: DemoLicence. */
  licence: 'admin.licence',
  /** Key: `${country}-${code}`; data: a state. */
  states: 'admin.states',
} as const;
