/** [code, name, kind, needs GSTIN, charges GST, priced at] */
const ROWS: Array<[string, string, string, boolean, boolean, 'LIST' | 'COST']> = [
  ['B2B', 'B2B tax invoice', 'B2B', true, true, 'LIST'],
  ['B2BI', 'B2B inter-state invoice (IGST)', 'B2B', true, true, 'LIST'],
  ['B2C', 'B2C retail invoice', 'B2C', false, true, 'LIST'],
  ['EXP', 'Export under LUT (zero rated)', 'EXPORT', false, false, 'LIST'],
  ['STC', 'Stock transfer at cost', 'TRANSFER', false, false, 'COST'],
];

/** The same sale types for every company (the customer groups' B2B and B2C name two of them). */
export const SALE_TYPE_SEED = ROWS.map(([code, name, kind, requiresGstin, taxable, pricing]) => ({ code, name, kind, requiresGstin, taxable, pricing, active: true }));
