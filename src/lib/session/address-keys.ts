/** The fields of the signed-in user's address the client keeps (`UserCompleteInfo.addr`, 08-login.md). */
export const ADDRESS_KEYS = [
  'company',
  'branchName',
  'address',
  'city',
  'district',
  'stat',
  'country',
  'zip',
  'mobile',
  'tel',
  'fax',
  'email',
  'web',
] as const;
