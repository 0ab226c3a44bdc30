/** [code, name, kind, percent, HSN/SAC] */
type TaxRow = [string, string, string, number, string];

const ROWS: TaxRow[] = [
  ['GST0', 'Exempt (nil rated)', 'EXEMPT', 0, ''],
  ['GST5', 'GST 5% (restaurant service)', 'GST', 5, '996331'],
  ['GST12', 'GST 12%', 'GST', 12, ''],
  ['GST18', 'GST 18% (outdoor catering, premium rooms)', 'GST', 18, '996334'],
  ['GST28', 'GST 28%', 'GST', 28, ''],
  ['IGST-5', 'IGST 5% (inter-state)', 'IGST', 5, '996331'],
  ['IGST-18', 'IGST 18% (inter-state)', 'IGST', 18, ''],
  ['CESS12', 'Compensation cess 12% (aerated drinks)', 'CESS', 12, '2202'],
];

function components(kind: string, percent: number) {
  if (kind === 'GST')
    return [
      { component: 'CGST', percent: percent / 2 },
      { component: 'SGST', percent: percent / 2 },
    ];
  if (kind === 'IGST') return [{ component: 'IGST', percent }];
  if (kind === 'CESS') return [{ component: 'CESS', percent }];
  return [];
}

/** The GST slabs every company's bills use. */
export const SALE_TAX_SEED = ROWS.map(([code, name, kind, percent, hsnSac]) => ({
  code,
  name,
  kind,
  percent,
  components: components(kind, percent),
  hsnSac,
  active: true,
  inForceFrom: '',
  inForceUntil: '',
}));
