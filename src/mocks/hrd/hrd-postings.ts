import type { VoucherLine } from '../../kits/accounting/document-voucher';
import { storedChart } from '../core/accounting/ledger-store';
import { accountFor, type Wanted } from '../core/accounting/posting-accounts';
import { postDocumentVoucher } from '../core/accounting/post-voucher';

/**
 * The HR accounts: the heads salaries, deductions and advances post to, found in the company's chart by
 * name or created there as ordinary accounts. Advances given: Dr staff advances, Cr cash/bank. A salary payment:
 * Dr salaries (gross) and the employer's PF and ESI contributions; Cr PF payable (both shares), ESI payable (both),
 * professional tax payable, the other deductions payable, staff advances (the recoveries) and cash/bank (the net).
 * So the trial balance always agrees.
 */
export const HRD_ACCOUNTS = {
  salaries: { group: 'SALARY', nature: 'EXPENSES', name: /^salaries$/i, create: { code: 440, name: 'Salaries' } },
  employerPf: {
    group: 'SALARY',
    nature: 'EXPENSES',
    name: /employer.*provident fund/i,
    create: { code: 441, name: 'Employer contribution to provident fund' },
  },
  employerEsi: {
    group: 'SALARY',
    nature: 'EXPENSES',
    name: /employer.*esi/i,
    create: { code: 442, name: 'Employer contribution to ESI' },
  },
  pfPayable: {
    group: 'PROV',
    nature: 'LIABILITIES',
    name: /^provident fund payable$/i,
    create: { code: 520, name: 'Provident fund payable' },
  },
  esiPayable: {
    group: 'PROV',
    nature: 'LIABILITIES',
    name: /^esi payable$/i,
    create: { code: 521, name: 'ESI payable' },
  },
  ptPayable: {
    group: 'PROV',
    nature: 'LIABILITIES',
    name: /^professional tax payable$/i,
    create: { code: 522, name: 'Professional tax payable' },
  },
  otherDeductions: {
    group: 'PROV',
    nature: 'LIABILITIES',
    name: /^salary deductions payable$/i,
    create: { code: 523, name: 'Salary deductions payable' },
  },
  staffAdvances: {
    group: 'DEPOSITS',
    nature: 'ASSETS',
    name: /^staff advances$/i,
    create: { code: 980, name: 'Staff advances' },
  },
} as const satisfies Record<string, Wanted>;

export type HrdAccount = keyof typeof HRD_ACCOUNTS;

/** The account codes of the heads asked for (created in the chart where missing). */
export async function hrdAccounts<K extends HrdAccount>(
  companyCode: number,
  heads: readonly K[],
): Promise<Record<K, string>> {
  const loaded = await storedChart(companyCode);
  const chart = { groups: loaded.groups, accounts: [...loaded.accounts] };
  const found = {} as Record<K, string>;
  for (const head of heads) found[head] = await accountFor(companyCode, chart, HRD_ACCOUNTS[head]);
  return found;
}

/** Posts (or, with `previousDate`, replaces) the voucher of an HR document; lines must balance. */
export function postHrdVoucher(
  companyCode: number,
  voucher: string,
  date: string,
  narration: string,
  lines: readonly VoucherLine[],
  previousDate: string | null = null,
): Promise<void> {
  return postDocumentVoucher(companyCode, voucher, date, narration, lines, previousDate);
}

/** Takes a cancelled document's voucher back out of the ledger (the document is kept, marked). */
export function takeBackHrdVoucher(companyCode: number, voucher: string, date: string): Promise<void> {
  return postDocumentVoucher(companyCode, voucher, date, '', [], date);
}
