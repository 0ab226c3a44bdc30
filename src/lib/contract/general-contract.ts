import * as z from 'zod';
import { contractRoute, generalInformation, transactionResult, userInfo, type ContractRoute } from './contract-route';
import { DOCUMENTED_ROUTES, type DocumentedRoute } from './documented-routes';

/** The body is UserInfo itself (not "UserInfo / { … }", which documents two bodies for a pair of routes). */
const USER_INFO = /^UserInfo(?!\s*\/)(\b|$)/;
/** The body is GeneralInformation, by name or by its fields (`recordId`, `frmDate,toDate`, `{ frmDate, usr }`). */
const GENERAL = /^(GeneralInformation\b|recordId\b|frmDate\b|`\{ (recordId|frmDate|detail)\b[^`]*\busr \}`)/;

/** A documented answer we can check without more reading: a save's TransactionResult. */
const answerOf = (documented: DocumentedRoute) =>
  /^TransactionResult\b/.test(documented.answer) ? transactionResult : z.unknown();

function generalRoute(documented: DocumentedRoute): ContractRoute[] {
  if (documented.method !== 'POST') return [];
  if (USER_INFO.test(documented.body)) return [contractRoute(documented.route, userInfo, answerOf(documented))];
  if (GENERAL.test(documented.body)) return [contractRoute(documented.route, generalInformation, answerOf(documented))];
  return [];
}

/**
 * The documented routes whose request is one of the server's two generic bodies: UserInfo (reads of requirements and
 * lists) and GeneralInformation (a record by id, a list by dates, prints, deletes, approvals). Their schemas follow
 * from the contract's own words; the other routes' are written out per module.
 */
export const GENERAL_CONTRACT: readonly ContractRoute[] = DOCUMENTED_ROUTES.flatMap(generalRoute);
