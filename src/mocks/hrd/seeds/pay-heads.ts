/** The pay heads every demo company starts with: [code, name, kind, calculation, amount, rate, taxable]. */
type PayHead = readonly [string, string, 'ALLOWANCE' | 'DEDUCTION', 'FIXED' | 'BASIC' | 'GROSS' | 'SLAB', number | null, number | null, boolean];

const PAY_HEADS: readonly PayHead[] = [
  ['HRA', 'House rent allowance', 'ALLOWANCE', 'BASIC', null, 40, true],
  ['DA', 'Dearness allowance', 'ALLOWANCE', 'BASIC', null, 12, true],
  ['CONV', 'Conveyance allowance', 'ALLOWANCE', 'FIXED', 1600, null, true],
  ['MED', 'Medical allowance', 'ALLOWANCE', 'FIXED', 1250, null, true],
  ['SPL', 'Special allowance', 'ALLOWANCE', 'FIXED', 2000, null, true],
  ['UNIF', 'Uniform and washing allowance', 'ALLOWANCE', 'FIXED', 600, null, false],
  ['NIGHT', 'Night shift allowance', 'ALLOWANCE', 'FIXED', 1500, null, true],
  ['MEAL', 'Meal allowance', 'ALLOWANCE', 'FIXED', 1100, null, false],
  ['PF', 'Provident fund (employee share)', 'DEDUCTION', 'BASIC', null, 12, false],
  ['ESI', 'Employees’ state insurance', 'DEDUCTION', 'GROSS', null, 0.75, false],
  ['PT', 'Professional tax', 'DEDUCTION', 'SLAB', null, null, false],
  ['SWF', 'Staff welfare fund', 'DEDUCTION', 'SLAB', null, null, false],
  ['LWF', 'Labour welfare fund', 'DEDUCTION', 'FIXED', 25, null, false],
  ['ADV', 'Salary advance recovery', 'DEDUCTION', 'FIXED', null, null, false],
  ['CANT', 'Canteen recovery', 'DEDUCTION', 'FIXED', 400, null, false],
];

/** Professional tax slabs of the demo companies' states: [from, to (null: no limit), tax]. Rajasthan, Goa, UP and Haryana levy none here. */
const PT_SLABS: Record<string, { abbr: string; period: 'MONTHLY' | 'HALFYEARLY' | 'YEARLY'; slabs: ReadonlyArray<readonly [number, number | null, number]> }> = {
  Maharashtra: { abbr: 'MH', period: 'MONTHLY', slabs: [[0, 7500, 0], [7501, 10000, 175], [10001, null, 200]] },
  Karnataka: { abbr: 'KA', period: 'MONTHLY', slabs: [[0, 24999, 0], [25000, null, 200]] },
  'Andhra Pradesh': { abbr: 'AP', period: 'MONTHLY', slabs: [[0, 15000, 0], [15001, 20000, 150], [20001, null, 200]] },
  Gujarat: { abbr: 'GJ', period: 'MONTHLY', slabs: [[0, 11999, 0], [12000, null, 200]] },
  'Madhya Pradesh': { abbr: 'MP', period: 'YEARLY', slabs: [[0, 225000, 0], [225001, 300000, 1500], [300001, 400000, 2000], [400001, null, 2500]] },
  'Tamil Nadu': {
    abbr: 'TN',
    period: 'HALFYEARLY',
    slabs: [[0, 21000, 0], [21001, 30000, 180], [30001, 45000, 425], [45001, 60000, 930], [60001, 75000, 1025], [75001, null, 1250]],
  },
  Kerala: {
    abbr: 'KL',
    period: 'HALFYEARLY',
    slabs: [[0, 11999, 0], [12000, 17999, 120], [18000, 29999, 180], [30000, 44999, 300], [45000, 59999, 450], [60000, 74999, 600], [75000, 99999, 750], [100000, 124999, 1000], [125000, null, 1250]],
  },
};

/** The company's own staff welfare fund, a month. */
const SWF_SLABS: ReadonlyArray<readonly [number, number | null, number]> = [[0, 15000, 20], [15001, 25000, 40], [25001, 40000, 60], [40001, 60000, 80], [60001, null, 100]];

/** Allowances and deductions of a company in `state` (professional tax is active only where the state levies it). */
export function payHeadSeed(state: string) {
  return PAY_HEADS.map(([code, name, kind, calculation, amount, rate, taxable]) => ({
    code,
    name,
    kind,
    calculation,
    amount,
    rate,
    taxable,
    active: code !== 'PT' || state in PT_SLABS,
  }));
}

/** Range-wise deductions: the state's professional tax slabs and the staff welfare fund slabs. */
export function rangewiseSeed(state: string) {
  const pt = PT_SLABS[state];
  const ptRows = (pt?.slabs ?? []).map(([salaryFrom, salaryTo, amount], index) => ({
    code: `PT-${pt!.abbr}-${index + 1}`,
    deduction: 'PT',
    state,
    period: pt!.period,
    salaryFrom,
    salaryTo,
    amount,
    active: true,
  }));
  const swfRows = SWF_SLABS.map(([salaryFrom, salaryTo, amount], index) => ({
    code: `SWF-${index + 1}`,
    deduction: 'SWF',
    state: '',
    period: 'MONTHLY',
    salaryFrom,
    salaryTo,
    amount,
    active: true,
  }));
  return [...ptRows, ...swfRows];
}
