import type { HrdAdvance } from '../../domain/payroll-types';
import { advanceDayBookRows, consolidatedAdvanceRows, pendingAdvanceRows } from './advance-report-rows';
import { testEmployee, testPeople } from './report-test-people';

const row = (recordId: number, empno: number, dat: string, over: Partial<HrdAdvance>): HrdAdvance => ({
  recordId,
  seq: '',
  empno,
  dat,
  advanceCredit: 0,
  advanceDebit: 0,
  advanceCutOff: 0,
  month: '',
  narration: '',
  account: '',
  cancelled: false,
  ...over,
});

// Employee 1: 10,000.00 given on 5 Jan (cut-off 2,500.00), 2,500.00 recovered from January's salary on 31 Jan and
// from February's on 28 Feb, 5,000.10 given on 3 Mar (cut-off 1,000.05). Employee 2: 3,000.00 on 10 Feb, repaid in full
// on 15 Mar. A cancelled advance of employee 2 counts nowhere.
const advances = [
  row(1, 1, '2025-01-05', { seq: 'ADV2425-00001', advanceDebit: 10000, advanceCutOff: 2500 }),
  row(2, 1, '2025-01-31', { seq: 'SPY2425-00001', advanceCredit: 2500, month: '2025-01' }),
  row(3, 2, '2025-02-10', { seq: 'ADV2425-00002', advanceDebit: 3000, advanceCutOff: 1000 }),
  row(4, 1, '2025-02-28', { seq: 'SPY2425-00002', advanceCredit: 2500, month: '2025-02' }),
  row(5, 1, '2025-03-03', { seq: 'ADV2425-00003', advanceDebit: 5000.1, advanceCutOff: 1000.05 }),
  row(6, 2, '2025-03-15', { seq: 'ADV2425-00004', advanceCredit: 3000, narration: 'Repaid in cash' }),
  row(7, 2, '2025-03-16', { seq: 'ADV2425-00005', advanceDebit: 999, cancelled: true }),
];
const people = testPeople([testEmployee(1), testEmployee(2)]);

describe('advance report rows', () => {
  it('day book: given and recovered in the period, day by day, each entry named', () => {
    const rows = advanceDayBookRows(people, advances, { from: '2025-02-01', to: '2025-03-31' });
    expect(rows.map((one) => [one.day, one.seq, one.empno, one.kind, one.given, one.recovered, one.cutOff])).toEqual([
      ['10-Feb-2025', 'ADV2425-00002', 'E2', 'Advance given', 3000, 0, 1000],
      ['28-Feb-2025', 'SPY2425-00002', 'E1', 'Recovered from the salary of February 2025', 0, 2500, null],
      ['03-Mar-2025', 'ADV2425-00003', 'E1', 'Advance given', 5000.1, 0, 1000.05],
      ['15-Mar-2025', 'ADV2425-00004', 'E2', 'Repaid', 0, 3000, null],
    ]);
  });

  it('pending as on a day: the balance, the latest cut-off and the months to clear', () => {
    // On 20 Feb: E1 owes 10,000 − 2,500 = 7,500 at 2,500 a month: 3 months; E2 owes 3,000 at 1,000: 3 months.
    expect(
      pendingAdvanceRows(people, advances, '2025-02-20').map((one) => [
        one.empno,
        one.given,
        one.recovered,
        one.balance,
        one.cutOff,
        one.months,
      ]),
    ).toEqual([
      ['E1', 10000, 2500, 7500, 2500, 3],
      ['E2', 3000, 0, 3000, 1000, 3],
    ]);
    // On 31 Mar: E1 owes 15,000.10 − 5,000 = 10,000.10 at 1,000.05: 10 months (10 × 1,000.05 = 10,000.50 ≥ 10,000.10);
    // E2 repaid.
    expect(
      pendingAdvanceRows(people, advances, '2025-03-31').map((one) => [
        one.empno,
        one.balance,
        one.cutOff,
        one.months,
        one.lastAdvance,
      ]),
    ).toEqual([['E1', 10000.1, 1000.05, 10, '2025-03-03']]);
  });

  it('consolidated: opening, given, recovered and closing per employee for the period', () => {
    expect(
      consolidatedAdvanceRows(people, advances, { from: '2025-02-01', to: '2025-02-28' }).map((one) => [
        one.empno,
        one.opening,
        one.given,
        one.recovered,
        one.closing,
      ]),
    ).toEqual([
      ['E1', 7500, 0, 2500, 5000],
      ['E2', 0, 3000, 0, 3000],
    ]);
    expect(
      consolidatedAdvanceRows(people, advances, { from: '2025-03-01', to: '2025-03-31' }).map((one) => [
        one.empno,
        one.opening,
        one.given,
        one.recovered,
        one.closing,
      ]),
    ).toEqual([
      ['E1', 5000, 5000.1, 0, 10000.1],
      ['E2', 3000, 0, 3000, 0],
    ]);
  });
});
