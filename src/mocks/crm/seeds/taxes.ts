/**
 * [tax code, description, kind, percent, applies to, ledger account] (the requirements' taxCode, description, taxPer)
 */
type TaxRow = [string, string, string, number, string, string];

const GST_RATES = [2.5, 6, 9, 14];

const ROWS: TaxRow[] = [
  ...GST_RATES.flatMap((rate): TaxRow[] => [
    [`CGST${rate}`, `CGST ${rate}%`, 'CGST', rate, 'BOTH', `CGST ${rate}% (input and output)`],
    [`SGST${rate}`, `SGST ${rate}%`, 'SGST', rate, 'BOTH', `SGST ${rate}% (input and output)`],
  ]),
  ...[5, 12, 18, 28].map(
    (rate): TaxRow => [`IGST${rate}`, `IGST ${rate}%`, 'IGST', rate, 'BOTH', `IGST ${rate}% (input and output)`],
  ),
  ['CESS12', 'Compensation cess 12%', 'CESS', 12, 'SALES', 'Compensation cess payable'],
  ['TCS0.1', 'TCS on sale of goods 0.1%', 'TCS', 0.1, 'SALES', 'TCS payable'],
  ['UTGST9', 'UTGST 9%', 'UTGST', 9, 'BOTH', 'UTGST 9% (input and output)'],
];

/** The same GST rates for every company (UTGST kept but inactive: no demo company sits in a union territory). */
export const TAX_SEED = ROWS.map(([taxCode, description, kind, taxPer, appliesTo, accountHead]) => ({
  taxCode,
  description,
  kind,
  taxPer,
  appliesTo,
  accountHead,
  active: kind !== 'UTGST',
  inForceFrom: '',
  inForceUntil: '',
}));
