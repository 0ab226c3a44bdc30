/** [slab %, still in force] of the GST slabs: 12 % and 28 % merged into 5, 18 and 40 % from 22-Sep-2025. */
const SLABS: Array<[number, boolean]> = [
  [5, true],
  [12, false],
  [18, true],
  [28, false],
  [40, true],
];

/** The day the slabs changed: the withdrawn ones are in force until the day before, the 40 % slab from it. */
const CHANGE = '2025-09-22';

function slabRows([slab, current]: [number, boolean]) {
  const half = slab / 2;
  const note = current ? '' : ', withdrawn from 22-Sep-2025';
  // Withdrawn slabs stay active (an older order keeps and shows them) but are in force only until the change.
  const period = current
    ? { inForceFrom: slab === 40 ? CHANGE : '', inForceUntil: '' }
    : { inForceFrom: '', inForceUntil: '2025-09-21' };
  return [
    {
      code: `GST${slab}-C`,
      description: `CGST ${half}% (GST ${slab}% slab${note})`,
      percent: half,
      kind: 'CGST',
      active: true,
      ...period,
    },
    {
      code: `GST${slab}-S`,
      description: `SGST ${half}% (GST ${slab}% slab${note})`,
      percent: half,
      kind: 'SGST',
      active: true,
      ...period,
    },
    {
      code: `GST${slab}-I`,
      description: `IGST ${slab}% (purchases from other states${note})`,
      percent: slab,
      kind: 'IGST',
      active: true,
      ...period,
    },
  ];
}

/**
 * The purchase taxes every demo company starts with: the GST slabs split CGST / SGST / IGST, and VAT on goods outside
 * GST.
 */
export const TAX_ASSIGNING_SEED = [
  ...SLABS.flatMap(slabRows),
  {
    code: 'VAT-5',
    description: 'VAT 5% on piped natural gas',
    percent: 5,
    kind: 'VAT',
    active: true,
    inForceFrom: '',
    inForceUntil: '',
  },
  {
    code: 'VAT-14',
    description: 'VAT 14.5% on diesel for the generator',
    percent: 14.5,
    kind: 'VAT',
    active: true,
    inForceFrom: '',
    inForceUntil: '',
  },
];
