/** [code, reason, category, amount, per day] */
type PenaltyRow = [string, string, string, number, boolean];

const PENALTIES: PenaltyRow[] = [
  ['LATE', 'Late arrival to school', 'DISCIPLINE', 50, false],
  ['UNIF', 'Improper uniform', 'DISCIPLINE', 100, false],
  ['MOB', 'Mobile phone on campus', 'DISCIPLINE', 500, false],
  ['LFEE', 'Late payment of fees', 'FEES', 20, true],
  ['CHQ', 'Cheque returned unpaid', 'FEES', 500, false],
  ['LBOOK', 'Library book kept overdue', 'LIBRARY', 5, true],
  ['LOST', 'Library book lost', 'LIBRARY', 500, false],
  ['IDC', 'Lost identity card', 'PROPERTY', 150, false],
  ['DMG', 'Damage to school property', 'PROPERTY', 1000, false],
  ['LAB', 'Breakage in the laboratory', 'PROPERTY', 300, false],
];

export const PENALTY_SEED = PENALTIES.map(([code, reason, category, amount, perDay]) => ({
  code,
  reason,
  category,
  amount,
  perDay,
  active: true,
}));
