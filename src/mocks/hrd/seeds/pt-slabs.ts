/** A slab as the law states it: [from, to (null: no limit), tax for the period, February's tax where it differs]. */
type Slab = readonly [number, number | null, number, number?];
type Period = 'MONTHLY' | 'HALFYEARLY' | 'YEARLY';

/** Professional tax of the demo companies' states. Rajasthan, Goa, UP and Haryana levy none here. */
const PT_SLABS: Record<string, { period: Period; slabs: readonly Slab[] }> = {
  // Maharashtra: Rs 200 a month above Rs 10,000, and Rs 300 in February (Rs 2,500 a year).
  Maharashtra: {
    period: 'MONTHLY',
    slabs: [
      [0, 7500, 0],
      [7501, 10000, 175],
      [10001, null, 200, 300],
    ],
  },
  Karnataka: {
    period: 'MONTHLY',
    slabs: [
      [0, 24999, 0],
      [25000, null, 200],
    ],
  },
  'Andhra Pradesh': {
    period: 'MONTHLY',
    slabs: [
      [0, 15000, 0],
      [15001, 20000, 150],
      [20001, null, 200],
    ],
  },
  Gujarat: {
    period: 'MONTHLY',
    slabs: [
      [0, 11999, 0],
      [12000, null, 200],
    ],
  },
  'Madhya Pradesh': {
    period: 'YEARLY',
    slabs: [
      [0, 225000, 0],
      [225001, 300000, 1500],
      [300001, 400000, 2000],
      [400001, null, 2500],
    ],
  },
  'Tamil Nadu': {
    period: 'HALFYEARLY',
    slabs: [
      [0, 21000, 0],
      [21001, 30000, 180],
      [30001, 45000, 425],
      [45001, 60000, 930],
      [60001, 75000, 1025],
      [75001, null, 1250],
    ],
  },
  Kerala: {
    period: 'HALFYEARLY',
    slabs: [
      [0, 11999, 0],
      [12000, 17999, 120],
      [18000, 29999, 180],
      [30000, 44999, 300],
      [45000, 59999, 450],
      [60000, 74999, 600],
      [75000, 99999, 750],
      [100000, 124999, 1000],
      [125000, null, 1250],
    ],
  },
};

/** The same staff welfare fund everywhere, a month. */
export const SWF_SLABS: readonly Slab[] = [
  [0, 15000, 20],
  [15001, 25000, 40],
  [25001, 40000, 60],
  [40001, 60000, 80],
  [60001, null, 100],
];

const MONTHS: Record<Period, bigint> = { MONTHLY: 1n, HALFYEARLY: 6n, YEARLY: 12n };

/**
 * A period's whole-rupee tax as a month's and February's (null where the same), so a year collects exactly the law's
 * tax: the year's tax (the period's × 12 / months) in whole rupees a month, February taking what is left, as
 * Maharashtra's law does with its Rs 300. Rs 425 a half-year (Rs 850 a year): Rs 70 a month and Rs 80 in February
 * (11 × 70 + 80 = 850; rounding each month to Rs 71 would take Rs 852). Rs 2,500 a year (Madhya Pradesh): Rs 208 and
 * Rs 212 (11 × 208 + 212 = 2,500). A monthly law's figures are as the law states them.
 */
function spread(
  rupees: number,
  months: bigint,
  february: number | undefined,
): { valu: number; febValu: number | null } {
  if (months === 1n) return { valu: rupees, febValu: february === undefined ? null : february };
  const year = BigInt(rupees) * (12n / months);
  const month = year / 12n;
  const last = year - 11n * month;
  return { valu: Number(month), febValu: last === month ? null : Number(last) };
}
/** The smallest monthly salary inside a period's range (Rs 21,001 a half-year: from Rs 3,501 a month). */
const monthlyFrom = (rupees: number, months: bigint) => Number((BigInt(rupees) + months - 1n) / months);

/**
 * A monthly slab: on the month's gross, from and to in whole rupees, the month's tax and February's where it differs.
 */
export interface MonthlySlab {
  frmAmt: number;
  toAmt: number | null;
  valu: number;
  febValu: number | null;
}

/**
 * The slabs a month's salary is taxed by (half-yearly and yearly laws spread over their months), or null where the
 * state levies none.
 */
export function ptSlabsOf(state: string): MonthlySlab[] | null {
  const law = PT_SLABS[state];
  return law ? monthlySlabs(law.slabs, MONTHS[law.period]) : null;
}

export function monthlySlabs(slabs: readonly Slab[], months = 1n): MonthlySlab[] {
  const froms = slabs.map(([from]) => monthlyFrom(from, months));
  return slabs.map(([, to, tax, february], index) => ({
    frmAmt: froms[index]!,
    toAmt: to === null ? null : froms[index + 1]! - 1,
    ...spread(tax, months, february),
  }));
}
