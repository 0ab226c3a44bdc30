import * as z from 'zod';
import { model, num, numOrText, text, usr } from './contract-fields';
import { contractRoute, transactionResult, userInfo } from './contract-route';

/*
 * Targets (05-crm §7), the agents (§9) and the CRM dashboard (§10). The agents' server is not public and the
 * dashboard's body is not given: of those bodies only the convention every signed-in call keeps is known (README:
 * `UserInfo`, as the whole body or as `usr`), so they are checked for it and left open; their saves answer as every
 * save does (TransactionResult).
 */

/** A body the contract gives nothing of but the signed-in user, as `usr`. */
export const withUser = z.looseObject({ usr: userInfo });

/** `{ empno, detail, yea, targetType, brandType, usr }`: detail is the month, quarter or half of `targetType`. */
const targetAsk = z.strictObject({
  empno: numOrText,
  detail: numOrText,
  yea: num,
  targetType: num,
  brandType: num,
  usr,
});

/** A row of the person's targets in the period: `{categoryid, category, itemid?, itemname?, target, calls, slno}`. */
const targetRow = z.looseObject({
  categoryid: numOrText,
  category: text,
  itemid: numOrText,
  itemname: text,
  target: num,
  calls: num,
  slno: num,
});

/** `CrmTargetSettings` (Empno, Mont, Yea, CategoryId, ProductId, Tgt, Calls): one month's target of one category. */
const crmTargetSettings = model({
  empno: numOrText,
  mont: num,
  yea: num,
  categoryId: numOrText,
  productId: numOrText,
  tgt: num,
  calls: num,
});

export const CRM_TARGET_CONTRACT = {
  details: contractRoute(
    'api/CRMTargetSettings/GetCRMTargetDetails',
    targetAsk,
    z.array(targetRow).nullable(),
    'Ours adds `achieved` to each row: what the person’s invoices came to in the period.',
  ),
  save: contractRoute(
    'api/CRMTargetSettings/SetCRMTarget',
    z.strictObject({ targets: z.array(crmTargetSettings), usr }),
    transactionResult,
  ),
  commissions: contractRoute('api/AdminMasters/GetLevelWiseCommissions', withUser, z.unknown()),
  saveCommissions: contractRoute('api/AdminMasters/SetLevelWiseCommissions', withUser, transactionResult),
  agents: contractRoute('api/AdminTransactions/GetLevelAgents', userInfo, z.unknown()),
  saveAgent: contractRoute('api/AdminTransactions/SetLevelAgent', withUser, transactionResult),
  // A GET: what it asks rides in the query (`?upTo=`), with no body.
  agentPaymentRequirements: contractRoute(
    'api/AdminTransactionsThree/GetAgentPaymentRequirements',
    z.undefined(),
    z.unknown(),
  ),
  saveAgentPayment: contractRoute('api/AdminTransactionsThree/SetLevelAgentPayment', withUser, transactionResult),
  dashboard: contractRoute('api/CRMDashboard/GetCRMDashboard', withUser, z.unknown()),
} as const;
