/** [code, name, kind, needs GSTIN, charges GST, inter-state (IGST), priced at] */
const ROWS: Array<[string, string, string, boolean, boolean, boolean, 'LIST' | 'COST']> = [
  ['B2B', 'B2B tax invoice', 'B2B', true, true, false, 'LIST'],
  ['B2BI', 'B2B inter-state invoice (IGST)', 'B2B', true, true, true, 'LIST'],
  ['B2C', 'B2C retail invoice', 'B2C', false, true, false, 'LIST'],
  ['EXP', 'Export under LUT (zero rated)', 'EXPORT', false, false, true, 'LIST'],
  ['STC', 'Stock transfer at cost', 'TRANSFER', false, false, false, 'COST'],
];

/** The same sale types for every company (the customer groups' B2B and B2C name two of them). */
export const SALE_TYPE_SEED = ROWS.map(([code, name, kind, requiresGstin, taxable, interState, pricing]) => ({
  code,
  name,
  kind,
  requiresGstin,
  taxable,
  interState,
  pricing,
  active: true,
}));
