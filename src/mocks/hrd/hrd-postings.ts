import type { VoucherLine } from '../../kits/accounting/document-voucher';
import { storedChart } from '../core/accounting/ledger-store';
import { accountFor, type Wanted } from '../core/accounting/posting-accounts';
import { postDocumentVoucher } from '../core/accounting/post-voucher';

/** An account head of one chart group: recognised by `name`, created as `label` from code `code` when missing. */
const headIn =
  (group: string, nature: Wanted['nature']) =>
  (name: RegExp, code: number, label: string): Wanted => ({ group, nature, name, create: { code, name: label } });
const salaryCost = headIn('SALARY', 'EXPENSES');
const provision = headIn('PROV', 'LIABILITIES');

/**
 * The HR accounts: the heads salaries, deductions and advances post to, found in the company's chart by
 * name or created there as ordinary accounts. Advances given: Dr staff advances, Cr cash/bank. A salary payment:
 * Dr salaries (gross) and the employer's PF and ESI contributions; Cr PF payable (both shares), ESI payable (both),
 * professional tax payable, the other deductions payable, staff advances (the recoveries) and cash/bank (the net).
 * So the trial balance always agrees.
 */
export const HRD_ACCOUNTS = {
  salaries: salaryCost(/^salaries$/i, 440, 'Salaries'),
  employerPf: salaryCost(/employer.*provident fund/i, 441, 'Employer contribution to provident fund'),
  employerEsi: salaryCost(/employer.*esi/i, 442, 'Employer contribution to ESI'),
  pfPayable: provision(/^provident fund payable$/i, 520, 'Provident fund payable'),
  esiPayable: provision(/^esi payable$/i, 521, 'ESI payable'),
  ptPayable: provision(/^professional tax payable$/i, 522, 'Professional tax payable'),
  otherDeductions: provision(/^salary deductions payable$/i, 523, 'Salary deductions payable'),
  staffAdvances: headIn('DEPOSITS', 'ASSETS')(/^staff advances$/i, 980, 'Staff advances'),
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
