import type { Chart, ChartAccount, Nature } from '../../modules/accounts/ledger/ledger-types';
import type { Bill, SettleMode } from '../../engine/pos/domain/billing-types';
import { ACCOUNTS_STORE } from '../accounts/accounts-store-names';
import { chartOf } from '../accounts/ledger-store';
import { writeRecord } from '../core/record-store';
import type { DemoSession } from '../core/sessions/auth';
import { sourceAccounts } from '../procurement/payment-common';
import type { PosPostingAccounts } from './pos-postings';

export interface Wanted {
  group: string; // the chart group it belongs in (seeded code)
  nature: Nature; // the group's nature, when the group itself is not there
  name: RegExp; // how an existing account is recognised in that group
  create: { code: number; name: string }; // what is created when the chart has none (the first free AC<n> from `code`)
}

const TAX_NAME: Record<string, string> = {
  CGST: 'CGST payable',
  SGST: 'SGST payable',
  IGST: 'IGST payable',
  CESS: 'Cess payable',
};

export const WANTED = {
  roundOff: { group: 'IND-EXP', nature: 'EXPENSES', name: /round/i, create: { code: 410, name: 'Round off' } },
  debtors: {
    group: 'DEBTORS',
    nature: 'ASSETS',
    name: /sundry debtors|restaurant debtors/i,
    create: { code: 900, name: 'Sundry debtors (restaurant credit)' },
  },
  guest: {
    group: 'DEBTORS',
    nature: 'ASSETS',
    name: /guest ledger/i,
    create: { code: 960, name: 'Guest ledger (room charges)' },
  },
  tax: (component: string): Wanted => ({
    group: 'TAXES',
    nature: 'LIABILITIES',
    name: new RegExp(`\\b${component}\\b`, 'i'),
    create: { code: 506, name: TAX_NAME[component] ?? `${component} payable` },
  }),
} as const;

/** The group an account of `wanted` goes in: the seeded group, else the first group of its nature. */
const groupOf = (chart: Chart, wanted: Wanted) =>
  chart.groups.find((group) => group.code === wanted.group)?.code ??
  chart.groups.find((group) => group.nature === wanted.nature)?.code ??
  wanted.group;

/**
 * Finds an account in the chart, or creates it when the chart truly has none (round-off, the restaurant's
 * debtors and guest ledger, a cess account: the demo charts have no such heads). Created accounts are
 * ordinary chart accounts (type OTH), visible and editable under Accounts.
 */
export async function accountFor(
  companyCode: number,
  chart: { groups: Chart['groups']; accounts: ChartAccount[] },
  wanted: Wanted,
): Promise<string> {
  const group = groupOf(chart, wanted);
  const found = chart.accounts.find((account) => account.group === group && wanted.name.test(account.name));
  if (found) return found.code;
  const used = new Set(chart.accounts.map((account) => account.code));
  let n = wanted.create.code;
  while (used.has(`AC${n}`)) n += 1;
  const account = { code: `AC${n}`, name: wanted.create.name, group, type: 'OTH' as const };
  await writeRecord(ACCOUNTS_STORE.accounts, companyCode, account.code, {
    ...account,
    address: '',
    city: '',
    phone: '',
    gstin: '',
    bankAccount: '',
    bank: '',
    ifsc: '',
    active: true,
  });
  chart.accounts.push(account);
  return account.code;
}

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
  const loaded = await chartOf(companyCode);
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
