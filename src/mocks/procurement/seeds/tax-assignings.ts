/** [slab %, still in force] of the GST slabs: 12 % and 28 % merged into 5, 18 and 40 % from 22-Sep-2025. */
const SLABS: Array<[number, boolean]> = [
  [5, true],
  [12, false],
  [18, true],
  [28, false],
  [40, true],
];

function slabRows([slab, active]: [number, boolean]) {
  const half = slab / 2;
  const note = active ? '' : ', withdrawn from 22-Sep-2025';
  return [
    { code: `GST${slab}-C`, description: `CGST ${half}% (GST ${slab}% slab${note})`, percent: half, kind: 'CGST', active },
    { code: `GST${slab}-S`, description: `SGST ${half}% (GST ${slab}% slab${note})`, percent: half, kind: 'SGST', active },
    { code: `GST${slab}-I`, description: `IGST ${slab}% (purchases from other states${note})`, percent: slab, kind: 'IGST', active },
  ];
}

/** The purchase taxes every demo company starts with: the GST slabs split CGST / SGST / IGST, and VAT on goods outside GST. */
export const TAX_ASSIGNING_SEED = [
  ...SLABS.flatMap(slabRows),
  { code: 'VAT-5', description: 'VAT 5% on piped natural gas', percent: 5, kind: 'VAT', active: true },
  { code: 'VAT-14', description: 'VAT 14.5% on diesel for the generator', percent: 14.5, kind: 'VAT', active: true },
];
