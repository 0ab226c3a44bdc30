import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import {
  approvalProblem,
  changeProblem,
  nextQuotationNumber,
  QUOTATION_APPROVED_BY_APPROVER,
  quotationBirthPos,
} from '../../../modules/crm/domain/quotation-rules';
import { serverToday } from '../../core/server-dates';
import { setupEntries } from '../../core/company/settings-store';
import type { DemoSession } from '../../core/sessions/auth';
import { tradeActivityLog } from '../../core/trade/trade-activity';
import { highestRecordId } from '../../core/trade/trade-record-ids';
import type { TradeSaveOutcome } from '../../core/trade/trade-save-outcome';
import { member } from '../../core/body-members';
import { quotationMasters } from './quotation-masters';
import { priceQuotation } from './quotation-pricing';
import {
  deleteCrmQuotation,
  isOrdered,
  orderedQuotationKeys,
  storeCrmQuotation,
  storedCrmQuotation,
  storedCrmQuotations,
} from './quotation-store';

type Json = Record<string, unknown>;
export type SaveOutcome = TradeSaveOutcome<{ seq: string; recordId: number }>;

const log = tradeActivityLog('crm', 'Sale quotation');

/** The company's `crm_quo` (CrmSetup, branch CRM) as text; undefined without the row. */
async function crmQuoSetting(companyCode: number): Promise<string | undefined> {
  const entry = (await setupEntries(companyCode)).find((row) => row.branchId === 'CRM' && row.setupCode === 'crm_quo');
  return entry ? String(entry.setupValue) : undefined;
}

/** Create (1): numbered SQ<yy>-<5> in the financial year of its date, Pos from `crm_quo`, the sales person kept. */
export async function createQuotation(session: DemoSession, body: Json): Promise<SaveOutcome> {
  const { companyCode } = session;
  const [masters, quotations] = await Promise.all([quotationMasters(companyCode), storedCrmQuotations(companyCode)]);
  const outcome = await priceQuotation(companyCode, body, masters);
  if (!('priced' in outcome)) return outcome;
  const { header, ...rest } = outcome.priced;
  const recordId = highestRecordId(quotations) + 1;
  const seq = nextQuotationNumber(
    header.dat,
    quotations.map((row) => row.header.seq),
  );
  const pos = quotationBirthPos(await crmQuoSetting(companyCode));
  await storeCrmQuotation(companyCode, {
    header: {
      ...header,
      recordId,
      seq,
      pos,
      approvedUsr: null,
      approvedDat: null,
      usr: session.userName,
      branchId: 'CRM',
      customerCode: companyCode,
    },
    ...rest,
  });
  await log(session, 'Create', seq, `${header.partyName}; total ${formatMoney(toPaise(header.totalAmt))}`);
  return { seq, recordId };
}

/**
 * Modify (2, replaces lines, terms and taxes) or delete (3, hard, as the server does): refused once approved or
 * ordered.
 */
export async function changeQuotation(session: DemoSession, body: Json, traCheck: 2 | 3): Promise<SaveOutcome> {
  const { companyCode } = session;
  const recordId = Number(member(member(body, 'header'), 'recordId'));
  const stored = Number.isInteger(recordId) ? await storedCrmQuotation(companyCode, recordId) : undefined;
  if (!stored) return { refusal: `There is no sale quotation ${String(member(member(body, 'header'), 'recordId'))}.` };
  const problem = changeProblem(
    stored.header.seq,
    stored.header.pos,
    isOrdered(await orderedQuotationKeys(companyCode), stored.header),
    traCheck === 2 ? 'modified' : 'deleted',
  );
  if (problem) return { refusal: problem };
  if (traCheck === 3) {
    await deleteCrmQuotation(companyCode, recordId);
    await log(session, 'Delete', stored.header.seq, stored.header.partyName);
    return { seq: stored.header.seq, recordId };
  }
  const outcome = await priceQuotation(companyCode, body, await quotationMasters(companyCode));
  if (!('priced' in outcome)) return outcome;
  const { header, ...rest } = outcome.priced;
  await storeCrmQuotation(companyCode, { header: { ...stored.header, ...header }, ...rest });
  await log(
    session,
    'Modify',
    stored.header.seq,
    `${header.partyName}; total ${formatMoney(toPaise(header.totalAmt))}`,
  );
  return { seq: stored.header.seq, recordId };
}

/** `SetCRMQuotationForApproval`: only Pos 1 → 3, with the approver and the server's day; twice is refused. */
export async function approveQuotation(session: DemoSession, recordId: number): Promise<string | null> {
  const stored = Number.isInteger(recordId) ? await storedCrmQuotation(session.companyCode, recordId) : undefined;
  if (!stored) return `There is no sale quotation ${recordId}.`;
  const problem = approvalProblem(stored.header.seq, stored.header.pos);
  if (problem) return problem;
  await storeCrmQuotation(session.companyCode, {
    ...stored,
    header: {
      ...stored.header,
      pos: QUOTATION_APPROVED_BY_APPROVER,
      approvedUsr: session.userName,
      approvedDat: serverToday(),
    },
  });
  await log(session, 'Approve', stored.header.seq, 'Approved after review');
  return null;
}
