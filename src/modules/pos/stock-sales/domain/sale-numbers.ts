/**
 * Both years of the financial year (1 April to 31 March) of 'yyyy-MM-dd': '2627' for 24 Nov 2026, '2526' for 31
 * Mar 2026.
 */
export function financialYearPair(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (value: number) => String(value % 100).padStart(2, '0');
  return `${two(start)}${two(start + 1)}`;
}

/**
 * The highest counter after `head` among `existing` plus one, padded to `digits` (other heads and non-digit tails
 * ignored).
 */
function nextAfter(head: string, existing: readonly string[], digits: number): string {
  let highest = 0;
  for (const number of existing) {
    const counter = number.trim().startsWith(head) ? number.trim().slice(head.length) : '';
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(digits, '0')}`;
}

/**
 * The next sales invoice number, ours: `SAL<yy><yy>-<5 digits>`, one unbroken series per financial year
 * (a GST invoice number is unique in its year and at most 16 characters). The real server took the next
 * purchase receipt (MIR) number for invoices, a defect: sales and receipts shared one series.
 */
export const nextSaleNumber = (date: string, existing: readonly string[]): string =>
  nextAfter(`SAL${financialYearPair(date)}-`, existing, 5);

/** The next advance received (contract 03 section 4b): `ADRE<yy><yy>_<6 digits>` per financial year. */
export const nextReceivedAdvanceNumber = (date: string, existing: readonly string[]): string =>
  nextAfter(`ADRE${financialYearPair(date)}_`, existing, 6);
