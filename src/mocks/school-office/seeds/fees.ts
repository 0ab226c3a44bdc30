/** [code, name, amount, frequency, applies to, due day, refundable, late fine a day, late fine at most] */
type FeeRow = [string, string, number, string, string, number | null, boolean, number, number | null];

const FEES: FeeRow[] = [
  ['ADM', 'Admission fee', 15000, 'ONCE', 'ALL', null, false, 0, null],
  ['CAU', 'Caution deposit', 5000, 'ONCE', 'ALL', null, true, 0, null],
  ['TUI-PP', 'Tuition fee (pre-primary)', 2600, 'MONTHLY', 'PRE', 10, false, 10, 300],
  ['TUI-P', 'Tuition fee (primary)', 3200, 'MONTHLY', 'PRI', 10, false, 10, 300],
  ['TUI-M', 'Tuition fee (middle)', 3700, 'MONTHLY', 'MID', 10, false, 10, 300],
  ['TUI-S', 'Tuition fee (secondary)', 4300, 'MONTHLY', 'SEC', 10, false, 10, 300],
  ['DEV', 'Development fee', 6000, 'ANNUAL', 'ALL', 15, false, 5, 200],
  ['EXM', 'Examination fee', 1200, 'TERM', 'ALL', 15, false, 5, 150],
  ['CMP', 'Computer lab fee', 1800, 'TERM', 'PRI', 15, false, 5, 150],
  ['LAB', 'Science lab fee', 2500, 'ANNUAL', 'SEC', 15, false, 5, 200],
  ['LIB', 'Library fee', 800, 'ANNUAL', 'ALL', 15, false, 5, 200],
  ['SPT', 'Sports fee', 1500, 'ANNUAL', 'ALL', 15, false, 5, 200],
  ['ACT', 'Activity and club fee', 2000, 'TERM', 'ALL', 15, false, 5, 150],
  ['BRD', 'Board registration fee', 1500, 'ONCE', 'SEC', null, false, 0, null],
];

/**
 * The school's fee heads (every company's front desk starts with the same list); once-only heads carry no late fine.
 */
export const FEE_SEED = FEES.map(
  ([code, name, amount, frequency, appliesTo, dueDay, refundable, finePerDay, maxFine]) => ({
    code,
    name,
    amount,
    frequency,
    appliesTo,
    dueDay,
    finePerDay,
    maxFine,
    refundable,
    active: true,
  }),
);
