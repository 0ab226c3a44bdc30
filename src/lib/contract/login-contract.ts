import * as z from 'zod';
import { ADDRESS_KEYS } from '../session/address-keys';
import { contractRoute, transactionResult, userInfo } from './contract-route';

/** `LoginControls`. */
const loginControls = z.strictObject({ customerCode: z.number().int(), userName: z.string(), password: z.string() });

/** `UserAddress`: the fields the client keeps of the address. */
const address = z.looseObject(Object.fromEntries(ADDRESS_KEYS.map((key) => [key, z.string().nullable()])));

/** `UserCompleteInfo`: the signed-in user's whole record. */
const userCompleteInfo = z.looseObject({
  usr: userInfo,
  addr: address.nullable(),
  roles: z.array(
    z.looseObject({ moduleCode: z.number(), menuCode: z.number(), screenCode: z.number(), transCode: z.number() }),
  ),
  assg: z.array(z.looseObject({ code: z.string(), detail: z.string(), typ: z.string() })),
  sets: z.array(
    z.looseObject({
      setupCode: z.string(),
      setupDescription: z.string(),
      setupValue: z.union([z.number(), z.string()]),
    }),
  ),
});

/**
 * `CustomerRegistrations`: the licence row the server checks (`ExpDate`: "Your License is expired…", `Fiscal`: the
 * financial year's first day); its other fields are not given.
 */
const customerRegistration = z.looseObject({ expDate: z.string(), fiscal: z.string().nullable().optional() });

/** 08-login.md: sign-in, the user's own password and the customer's registration. */
export const LOGIN_CONTRACT = {
  verification: contractRoute(
    'api/LoginControl/LoginVerification',
    loginControls,
    userCompleteInfo.nullable(),
    'A blocked user is refused with 403 and its reason, where the real server answers null as for a wrong password; ' +
      'the record also carries `expiryMessage` (the licence warning the real server gives as country "REGPROB").',
  ),
  changePassword: contractRoute(
    'api/LoginControl/logChangePassword',
    z.strictObject({ oldpassword: z.string(), newpassword: z.string(), usr: userInfo }),
    transactionResult,
  ),
  // A GET (`?cCode=`): no body.
  customerRegistration: contractRoute('api/LoginControl/GetCustomerRegistration', z.null(), customerRegistration),
} as const;
