import * as z from 'zod';
import { ADMIN_USERS_ROUTES } from './admin-users-contract';
import { contractRoute, generalInformation, transactionResult, userInfo, type ContractRoute } from './contract-route';

/** GeneralInformation whose `detail` is the user name the action is on (08-login §3). */
const onUser = generalInformation.extend({ detail: z.string().min(1) });

/** 08-login §4: the signed-in user's audit rows of today, by module. */
const activityFeed = z.array(
  z.looseObject({
    module: z.string(),
    activities: z.array(
      z.looseObject({
        title: z.string(),
        tim: z.string().regex(/^\d{2}:\d{2}$/),
        description: z.string(),
        typ: z.number().int(),
        typdescr: z.string(),
      }),
    ),
  }),
);

/** The covering letter types: the documents whose e-mails the letters cover (screens 2.8.6/7/8). */
export const LETTER_DOCUMENTS = ['PUR_ENQ', 'PUR_ORD', 'PUR_PRT'] as const;

/** 08-login §4: the covering letters and the accounts dashboard. */
export const ADMIN_SETTINGS_CONTRACT = {
  // The answer is not given.
  coveringLetter: contractRoute(
    'api/AdminTargets/GetMisCoveringLetterDetails',
    generalInformation.extend({ detail: z.enum(LETTER_DOCUMENTS) }),
    z.unknown(),
  ),
  // Only its permission is given (screenCheck 2,8,6/7/8): the body is known to carry the user, nothing more.
  saveCoveringLetter: contractRoute(
    'api/AdminTargets/SetMisCoveringLetterDetails',
    z.looseObject({ usr: userInfo }),
    transactionResult,
  ),
  // A module dashboard: the contract gives neither body nor answer; ours sends GeneralInformation with the user alone.
  accountsDashboard: contractRoute('api/accounts/getIAccountsDashboard', generalInformation, z.unknown()),
} as const;

/**
 * The admin routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason).
 */
export const ADMIN_CONTRACT: readonly ContractRoute[] = [
  ...ADMIN_USERS_ROUTES,
  ...Object.values(ADMIN_SETTINGS_CONTRACT),
  // The role is named by `detail` (§3); its rights' answer is ours (not the contract's Admroles[]).
  contractRoute('api/AdminRoles/GetAdminRole', generalInformation.extend({ detail: z.string().min(1) }), z.unknown()),
  contractRoute('api/AdminRoles/admPasswordReset', onUser, transactionResult),
  contractRoute('api/AdminRoles/admUserBlock', onUser, transactionResult),
  contractRoute('api/AdminTargets/getActivitiesListUserWise', userInfo, activityFeed),
];
