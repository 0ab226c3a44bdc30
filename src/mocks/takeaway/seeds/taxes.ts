/** [code, name, percent, interstate, HSN/SAC] */
const ROWS: Array<[string, string, number, boolean, string]> = [
  ['GST0', 'Nil rated', 0, false, ''],
  ['GST5', 'GST 5% (restaurant service)', 5, false, '996331'],
  ['GST12', 'GST 12%', 12, false, ''],
  ['GST18', 'GST 18% (packaged goods, catering)', 18, false, '996334'],
  ['IGST-5', 'IGST 5% (inter-state)', 5, true, '996331'],
  ['IGST-18', 'IGST 18% (inter-state)', 18, true, ''],
];

/** The same slabs for every company: central and state halves, or all integrated. */
export const TAX_SEED = ROWS.map(([code, name, percent, interstate, hsnSac]) => ({
  code,
  name,
  percent,
  cgst: interstate ? 0 : percent / 2,
  sgst: interstate ? 0 : percent / 2,
  igst: interstate ? percent : 0,
  hsnSac,
  active: true,
  inForceFrom: '',
  inForceUntil: '',
}));
