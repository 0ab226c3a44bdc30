/** [code, name, amount, frequency, applies to, due day, refundable] */
type FeeRow = [string, string, number, string, string, number | null, boolean];

const FEES: FeeRow[] = [
  ['ADM', 'Admission fee', 15000, 'ONCE', 'ALL', null, false],
  ['CAU', 'Caution deposit', 5000, 'ONCE', 'ALL', null, true],
  ['TUI-PP', 'Tuition fee (pre-primary)', 2600, 'MONTHLY', 'PRE', 10, false],
  ['TUI-P', 'Tuition fee (primary)', 3200, 'MONTHLY', 'PRI', 10, false],
  ['TUI-M', 'Tuition fee (middle)', 3700, 'MONTHLY', 'MID', 10, false],
  ['TUI-S', 'Tuition fee (secondary)', 4300, 'MONTHLY', 'SEC', 10, false],
  ['DEV', 'Development fee', 6000, 'ANNUAL', 'ALL', 15, false],
  ['EXM', 'Examination fee', 1200, 'TERM', 'ALL', 15, false],
  ['CMP', 'Computer lab fee', 1800, 'TERM', 'PRI', 15, false],
  ['LAB', 'Science lab fee', 2500, 'ANNUAL', 'SEC', 15, false],
  ['LIB', 'Library fee', 800, 'ANNUAL', 'ALL', 15, false],
  ['SPT', 'Sports fee', 1500, 'ANNUAL', 'ALL', 15, false],
  ['ACT', 'Activity and club fee', 2000, 'TERM', 'ALL', 15, false],
  ['BRD', 'Board registration fee', 1500, 'ONCE', 'SEC', null, false],
];

/** The school's fee heads (every company's front desk starts with the same list). */
export const FEE_SEED = FEES.map(([code, name, amount, frequency, appliesTo, dueDay, refundable]) => ({
  code,
  name,
  amount,
  frequency,
  appliesTo,
  dueDay,
  refundable,
  active: true,
}));
