import { http, HttpResponse, type HttpHandler } from 'msw';
import { withTransaction } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { ACCOUNT_ASSIGN_ENDPOINTS } from '../../modules/procurement/account-settings/account-assign-endpoints';
import {
  assignmentChanges,
  readPurchaseAssignments,
  type AssignDetail,
} from '../../modules/procurement/account-settings/assignment-rules';
import { chartOf } from '../core/accounting/ledger-store';
import { logActivities } from '../core/activity-log';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { authorise } from '../core/sessions/authorise';
import {
  companyPurchasePostingCodes,
  purchaseAccountAssignments,
  replaceAccountAssignments,
} from './account-assign-store';

// The screen's own code (2,8,1: Procurement > Setup > Accounts): reading needs its view right (0), saving
// its modify right (2). The contract's server checks screenCheck(2,8,3,0) on SetAccountsAssignDetails (PUR).
const SCREEN = PROCUREMENT.purAccSettings.code!;

/** `GetAccountsAssignDetailsPurchases` (UserInfo): one row per purchase posting code, sno 1.., its account or null. */
const purchasesRead = http.post(`*/${ACCOUNT_ASSIGN_ENDPOINTS.purchases}`, async ({ request }) => {
  const session = await authorise(request, withTransaction(SCREEN, 'view'), 'read');
  if (session instanceof Response) return session;
  const [codes, rows] = await Promise.all([
    companyPurchasePostingCodes(session.companyCode),
    purchaseAccountAssignments(session.companyCode),
  ]);
  const accounts = new Map(
    rows
      .filter((row) => row.account != null && row.account !== '')
      .map((row) => [row.transcode.toUpperCase(), row.account!]),
  );
  const answer: AssignDetail[] = codes.map((code, index) => ({
    transcode: code.transcode,
    transdescri: code.transdescri,
    sno: index + 1,
    account: accounts.get(code.transcode.toUpperCase()) ?? null,
  }));
  return HttpResponse.json(answer);
});

async function save(session: DemoSession, list: unknown): Promise<Response> {
  const [codes, chart, before] = await Promise.all([
    companyPurchasePostingCodes(session.companyCode),
    chartOf(session.companyCode),
    purchaseAccountAssignments(session.companyCode),
  ]);
  const names = new Map(chart.accounts.map((account) => [account.code, account.name]));
  const parsed = readPurchaseAssignments(
    list,
    codes.map((code) => code.transcode),
    new Set(names.keys()),
  );
  if ('problems' in parsed) return HttpResponse.json({ result: `Not saved. ${parsed.problems.join(' ')}` });
  await replaceAccountAssignments(session.companyCode, 'PUR', parsed.rows);
  const label = (account: string) => (account === '' ? 'not mapped' : `${names.get(account) ?? account} (${account})`);
  const at = new Date().toISOString();
  await logActivities(
    session.companyCode,
    assignmentChanges(before, parsed.rows).map((change) => ({
      at,
      user: session.userName,
      module: 'procurement',
      action: 'Modify',
      subject: 'Purchase account mapping',
      reference: change.transcode,
      before: null,
      after: null,
      detail: `${change.transcode}: ${label(change.before)} → ${label(change.after)}`,
    })),
  );
  return HttpResponse.json({ result: 'OK' });
}

/**
 * `SetAccountsAssignDetails { list, usr }`: replaces every PUR row; every problem listed at once in `result`; one log
 * row per changed code.
 */
const assignmentsSave = http.post(`*/${ACCOUNT_ASSIGN_ENDPOINTS.save}`, async ({ request }) => {
  const session = await authorise(request, withTransaction(SCREEN, 'modify'), 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  return answerOnce(request, session, () => save(session, body.list));
});

/** The purchase account mapping (contract 03 section 5), its codes the posting codes (the contract's defect mended). */
export const accountAssignHandlers: HttpHandler[] = [purchasesRead, assignmentsSave];
