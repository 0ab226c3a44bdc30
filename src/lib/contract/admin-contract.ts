import * as z from 'zod';
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

/**
 * The admin routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason).
 */
export const ADMIN_CONTRACT: readonly ContractRoute[] = [
  contractRoute('api/AdminRoles/admPasswordReset', onUser, transactionResult),
  contractRoute('api/AdminRoles/admUserBlock', onUser, transactionResult),
  contractRoute('api/AdminTargets/getActivitiesListUserWise', userInfo, activityFeed),
];
