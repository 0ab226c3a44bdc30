import type { PaymentMode } from '../../../modules/procurement/domain/posting-codes';
import type { SourceAccount } from '../../../modules/procurement/advances/advance-types';
import { demoAssignments } from '../company/assignments';
import { findDemoCompany } from '../company/companies';
import type { DemoSession } from '../sessions/auth';

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
