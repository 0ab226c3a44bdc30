/** [code, name, kind, ledger account, GST] */
type HeadRow = [string, string, 'INCOME' | 'EXPENSE', string, number];

const HEADS: HeadRow[] = [
  ['INC-ROOM', 'Room rent (cash)', 'INCOME', 'Room revenue', 12],
  ['INC-HALL', 'Hall hire', 'INCOME', 'Banquet income', 18],
  ['INC-COMM', 'Commission received', 'INCOME', 'Commission income', 18],
  ['INC-SCRP', 'Scrap sale', 'INCOME', 'Miscellaneous income', 5],
  ['INC-FORX', 'Foreign exchange margin', 'INCOME', 'Miscellaneous income', 0],
  ['EXP-ELC', 'Electricity', 'EXPENSE', 'Power and fuel', 0],
  ['EXP-LPG', 'LPG cylinders', 'EXPENSE', 'Power and fuel', 5],
  ['EXP-LAU', 'Outsourced laundry', 'EXPENSE', 'Laundry expenses', 18],
  ['EXP-AMN', 'Guest amenities', 'EXPENSE', 'Guest supplies', 18],
  ['EXP-FLW', 'Flowers and decoration', 'EXPENSE', 'Guest supplies', 0],
  ['EXP-TAC', 'Travel agent commission', 'EXPENSE', 'Commission paid', 18],
  ['EXP-RPR', 'Repairs and maintenance', 'EXPENSE', 'Repairs and maintenance', 18],
  ['EXP-CAB', 'Cable TV and internet', 'EXPENSE', 'Communication', 18],
  ['EXP-STF', 'Staff welfare', 'EXPENSE', 'Staff welfare', 0],
];

export const INCOME_EXPENSE_SEED = HEADS.map(([code, name, kind, account, taxPercent]) => ({
  code,
  name,
  kind,
  account,
  taxPercent,
  active: true,
}));
