import type { Bill, SettleMode } from '../../../kits/billing/domain/bill-types';
import { accountFor, WANTED } from '../accounting/posting-accounts';
import { storedChart } from '../accounting/ledger-store';
import { sourceAccounts } from '../accounting/payment-sources';
import type { DemoSession } from '../sessions/auth';
import type { PosPostingAccounts } from './pos-postings';

/** The user's own account of a kind (cash, bank, wallet: their `assg` rows), or ''. */
const ownAccount = (session: DemoSession, typ: 'CAS' | 'BAN' | 'MOB') =>
  sourceAccounts(session).find((account) => account.typ === typ)?.code ?? '';

/**
 * The accounts a bill's voucher posts to: sales (the chart's first sales account: one food and beverage
 * sales head serves every outlet), the output tax of each component the bill carries, round-off, and per
 * settlement mode CASH → the user's cash account, CARD → their bank account, UPI → their wallet (their
 * bank when they have none), CREDIT → the restaurant's debtors, ROOM → the guest ledger. Answers the
 * refusal when a mode the bill is paid in has no account.
 */
export async function postingAccounts(
  session: DemoSession,
  bill: Pick<Bill, 'taxes' | 'roundOff'>,
  modes: readonly SettleMode[],
): Promise<PosPostingAccounts | string> {
  const { companyCode } = session;
  const loaded = await storedChart(companyCode);
  const chart = { groups: loaded.groups, accounts: [...loaded.accounts] };
  const salesGroup = chart.groups.find((group) => group.code === 'SALES')?.code;
  const sales = chart.accounts
    .filter((account) => account.group === salesGroup)
    .sort((a, b) => a.code.localeCompare(b.code))[0]?.code;
  if (!sales) return 'The chart of accounts has no sales account: add one under Accounts, then settle again.';
  const taxes = new Map<string, string>();
  for (const component of new Set(bill.taxes.filter((tax) => tax.amount !== 0).map((tax) => tax.component)))
    taxes.set(component, await accountFor(companyCode, chart, WANTED.tax(component)));
  const roundOff = bill.roundOff !== 0 ? await accountFor(companyCode, chart, WANTED.roundOff) : '';
  const cash = ownAccount(session, 'CAS');
  const card = ownAccount(session, 'BAN');
  const upi = ownAccount(session, 'MOB') || card;
  const needed = new Set(modes);
  const missing = [
    needed.has('CASH') && !cash && 'cash',
    needed.has('CARD') && !card && 'bank',
    needed.has('UPI') && !upi && 'wallet or bank',
  ].filter(Boolean);
  if (missing.length > 0)
    return `You have no ${missing.join(' or ')} account assigned to take this payment into: ask an administrator to assign one (Admin, Users).`;
  const debtors = needed.has('CREDIT') ? await accountFor(companyCode, chart, WANTED.debtors) : '';
  const guest = needed.has('ROOM') ? await accountFor(companyCode, chart, WANTED.guest) : '';
  return { sales, taxes, roundOff, modes: { CASH: cash, CARD: card, UPI: upi, CREDIT: debtors, ROOM: guest } };
}
