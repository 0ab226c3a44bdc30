import { describe, expect, it } from 'vitest';
import type { FeeLedger, FeeLedgerRow } from '../../modules/school-office/domain/fee-ledger-types';
import { feesOverdueNotices } from './notice-rules';

const row = (dueDate: string, balance: number): FeeLedgerRow => ({
  dueId: `2026|TUI|${dueDate}`,
  kind: 'FEE',
  source: 'FEE',
  label: 'Tuition fee',
  term: 'T1',
  dueDate,
  due: 150000,
  paid: 150000 - balance,
  concession: 0,
  fine: 0,
  balance,
});
const ledger = (admissionNo: string, rows: FeeLedgerRow[]): FeeLedger => ({
  admissionNo,
  asOn: '2026-11-26',
  rows,
  totals: { due: 0, paid: 0, concession: 0, fine: 0, balance: 0 },
});

describe('fees overdue', () => {
  it('raise one notice for the pupils owing on dues whose date has passed, keyed by the latest such date', () => {
    const notices = feesOverdueNotices(
      [
        ledger('A1', [row('2026-10-10', 150000), row('2026-11-10', 50000)]),
        ledger('A2', [row('2026-11-10', 25050)]),
        ledger('A3', [row('2026-11-10', 0)]),
      ],
      '2026-11-26',
    );
    expect(notices).toEqual([
      {
        id: '2026-11-10',
        title: 'Fees overdue',
        text: '2 pupils owe ₹ 2,250.50 due by 10-Nov-2026 or before',
        at: '2026-11-10',
        tone: 'warning',
      },
    ]);
  });

  it('raise nothing when all is paid, nor for a due falling due today (it is not late yet)', () => {
    expect(feesOverdueNotices([ledger('A1', [row('2026-11-10', 0)])], '2026-11-26')).toEqual([]);
    expect(feesOverdueNotices([ledger('A1', [row('2026-11-26', 150000)])], '2026-11-26')).toEqual([]);
    expect(feesOverdueNotices([ledger('A1', [row('2026-11-26', 150000)])], '2026-11-27')).toHaveLength(1);
  });
});
