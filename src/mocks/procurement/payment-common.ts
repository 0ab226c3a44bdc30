import { HttpResponse } from 'msw';
import type { PaymentMode } from '../../modules/procurement/domain/posting-codes';
import type { SourceAccount } from '../../modules/procurement/advances/advance-types';
import { demoAssignments } from '../core/company/assignments';
import { findDemoCompany } from '../core/company/companies';
import type { DemoSession } from '../core/sessions/auth';
import { supplierNames } from './receipt-context';

/** The server's answer to a refused write: status 200, the reason in `result`. */
export const refusal = (result: string) => HttpResponse.json({ result });

// Advances and payments go through the company's one ledger queue: numbers and balances are read and written as one
// step.
export { oneAtATime } from '../inventory/ledger-queue';

const MODES: readonly string[] = ['CAS', 'BAN', 'MOB'];
export const isPaymentMode = (value: unknown): value is PaymentMode =>
  typeof value === 'string' && MODES.includes(value);

/**
 * The cash, bank and wallet accounts assigned to the user (`assg` rows typ CAS/BAN/MOB; the company's defaults when the
 * user has none).
 */
export function sourceAccounts(session: DemoSession): SourceAccount[] {
  const company = findDemoCompany(session.companyCode);
  const assigned = session.user.assg ?? (company ? demoAssignments(company) : []);
  return assigned
    .filter((row) => isPaymentMode(row.typ))
    .map((row) => ({ code: row.code, detail: row.detail, typ: row.typ as PaymentMode }));
}

/** The refusal for an account the user may not pay from (or of another mode), or null. */
export function accountRefusal(session: DemoSession, mode: PaymentMode, accountId: string): string | null {
  if (sourceAccounts(session).some((account) => account.code === accountId && account.typ === mode)) return null;
  return `Account ${accountId || '(none)'} is not one of your ${{ CAS: 'cash', BAN: 'bank', MOB: 'wallet' }[mode]} accounts.`;
}

export const supplierName = async (companyCode: number, vendorid: string): Promise<string> =>
  (await supplierNames(companyCode)).get(vendorid) ?? vendorid;

/** The period of a list request (`frmDate`, `toDate`), open at either end when absent. */
export const inPeriod = (dat: string, from: string | null, to: string | null): boolean =>
  dat >= (from ?? '0000-01-01') && dat <= (to ?? '9999-12-31');
