import type { Chart, ChartAccount, Nature } from '../../../kits/accounting/ledger-types';
import { ACCOUNTS_STORE } from './store-names';
import { writeRecord } from '../record-store';

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
