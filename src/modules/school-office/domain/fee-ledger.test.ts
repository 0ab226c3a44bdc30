import { feeLedger, feeTotals } from './fee-ledger';
import type { FeeReceipt, FeeReceiptLine } from '../../../kits/school/fee-receipt-types';
import type { StudentCharge } from '../../../kits/school/student-charge-types';
import type { DueItem } from '../../../kits/school/due-types';

const due = (id: string, dueDate: string, amount: number, extra: Partial<DueItem> = {}): DueItem => ({
  id,
  admissionNo: 'ADM-1',
  kind: 'FEE',
  source: 'FEE',
  head: id.split('|')[1] ?? id,
  label: `Due ${id}`,
  term: dueDate.slice(5, 7) >= '04' && dueDate.slice(5, 7) <= '09' ? 'T1' : 'T2',
  dueDate,
  amount,
  ...extra,
});
const line = (
  dueId: string,
  paid: number,
  concession = 0,
  fine = 0,
  extra: Partial<FeeReceiptLine> = {},
): FeeReceiptLine => ({ dueId, source: 'FEE', label: `Line ${dueId}`, term: 'T1', paid, concession, fine, ...extra });
let number = 0;
const receipt = (date: string, lines: FeeReceiptLine[], extra: Partial<FeeReceipt> = {}): FeeReceipt => ({
  receiptNo: `REC2026-${String(++number).padStart(5, '0')}`,
  date,
  admissionNo: 'ADM-1',
  name: 'Aditi Rao',
  classCode: 'III-A',
  lines,
  amount: lines.reduce((all, row) => all + row.paid, 0),
  fine: lines.reduce((all, row) => all + row.fine, 0),
  concession: lines.reduce((all, row) => all + row.concession, 0),
  concessionReason: '',
  mode: 'CAS',
  account: 'CASH',
  accountName: 'Cash',
  reference: '',
  printCount: 0,
  status: 'OPEN',
  cancelReason: '',
  cancelledBy: '',
  by: 'E1',
  ...extra,
});
const charge = (id: string, date: string, amount: number, status: StudentCharge['status'] = 'OPEN'): StudentCharge => ({
  id,
  admissionNo: 'ADM-1',
  source: 'PENALTY',
  reference: id,
  date,
  amount,
  label: `Penalty ${id}`,
  status,
  withdrawReason: status === 'OPEN' ? '' : 'cancelled',
  by: 'E1',
});

const APR = '2026|TUI-P|M04';
const MAY = '2026|TUI-P|M05';
const JUN = '2026|TUI-P|M06';
const dues = [due(APR, '2026-04-10', 320000), due(MAY, '2026-05-10', 320000), due(JUN, '2026-06-10', 320000)];

describe('feeLedger', () => {
  it('shows each due fallen due by asOn, oldest first, with what the receipts did: balance = due + fine − paid − concession', () => {
    const receipts = [
      receipt('2026-04-12', [line(APR, 320000 / 100 + 20, 0, 20)]),
      receipt('2026-05-10', [line(MAY, 1000, 200)]),
    ];
    const ledger = feeLedger(dues, [], receipts, '2026-05-31');
    expect(ledger.admissionNo).toBe('ADM-1');
    expect(
      ledger.rows.map(({ dueId, due: d, paid, concession, fine, balance }) => [
        dueId,
        d,
        paid,
        concession,
        fine,
        balance,
      ]),
    ).toEqual([
      [APR, 320000, 322000, 0, 2000, 0],
      [MAY, 320000, 100000, 20000, 0, 200000],
    ]);
    expect(ledger.totals).toEqual({ due: 640000, paid: 422000, concession: 20000, fine: 2000, balance: 200000 });
    expect(ledger.rows[0]).toMatchObject({
      kind: 'FEE',
      source: 'FEE',
      label: `Due ${APR}`,
      term: 'T1',
      dueDate: '2026-04-10',
    });
  });

  it('ignores cancelled receipts, receipts after asOn and other pupils’', () => {
    const receipts = [
      receipt('2026-04-12', [line(APR, 3200)], { status: 'CANCELLED', cancelReason: 'wrong pupil' }),
      receipt('2026-06-01', [line(APR, 3200)]),
      receipt('2026-04-12', [line(APR, 3200)], { admissionNo: 'ADM-2' }),
    ];
    const ledger = feeLedger(dues, [], receipts, '2026-05-31');
    expect(ledger.totals).toEqual({ due: 640000, paid: 0, concession: 0, fine: 0, balance: 640000 });
    expect(feeLedger(dues, [], receipts, '2026-06-01').rows[0]!.balance).toBe(0);
  });

  it('shows a payment before the due date as a credit on that due (due 0 until it falls due)', () => {
    const receipts = [receipt('2026-05-20', [line(JUN, 3200)])];
    expect(feeLedger(dues, [], receipts, '2026-05-31').rows.at(-1)).toMatchObject({
      dueId: JUN,
      due: 0,
      paid: 320000,
      balance: -320000,
      dueDate: '2026-06-10',
    });
    expect(feeLedger(dues, [], receipts, '2026-06-10').rows.at(-1)).toMatchObject({
      dueId: JUN,
      due: 320000,
      paid: 320000,
      balance: 0,
    });
  });

  it('keeps a line whose due no longer exists as a credit row of its own, from the line', () => {
    const gone = '2025|OLD|ANNUAL';
    const receipts = [
      receipt('2026-04-20', [line(gone, 500, 0, 0, { label: 'Old fee, 2025-26', term: 'T2' })]),
      receipt('2026-04-05', [line(gone, 100)]),
    ];
    const row = feeLedger(dues, [], receipts, '2026-04-30').rows[0]!;
    expect(row).toEqual({
      dueId: gone,
      kind: 'FEE',
      source: 'FEE',
      label: 'Old fee, 2025-26',
      term: 'T2',
      dueDate: '2026-04-05',
      due: 0,
      paid: 60000,
      concession: 0,
      fine: 0,
      balance: -60000,
    });
  });

  it('adds open charges as dues and drops withdrawn ones, even when passed among the dues', () => {
    const charges = [charge('PENALTY|P1', '2026-04-20', 150), charge('PENALTY|P2', '2026-04-21', 90, 'WITHDRAWN')];
    const asDue = due('CHG|PENALTY|P2', '2026-04-21', 9000, { kind: 'CHARGE', source: 'PENALTY' });
    const ledger = feeLedger(
      [...dues, asDue],
      charges,
      [receipt('2026-04-25', [line('CHG|PENALTY|P1', 50, 0, 0, { source: 'PENALTY' })])],
      '2026-04-30',
    );
    expect(ledger.rows.map(({ dueId, kind, source, due: d, balance }) => [dueId, kind, source, d, balance])).toEqual([
      [APR, 'FEE', 'FEE', 320000, 320000],
      ['CHG|PENALTY|P1', 'CHARGE', 'PENALTY', 15000, 10000],
    ]);
  });

  it('takes the pupil from the dues, else the receipts or charges, and may be told it', () => {
    expect(feeLedger([], [], [receipt('2026-04-05', [line(APR, 1)])], '2026-04-30').admissionNo).toBe('ADM-1');
    expect(feeLedger([], [], [], '2026-04-30')).toEqual({
      admissionNo: '',
      asOn: '2026-04-30',
      rows: [],
      totals: { due: 0, paid: 0, concession: 0, fine: 0, balance: 0 },
    });
    expect(feeLedger(dues, [], [], '2026-04-30', 'ADM-2').rows).toEqual([]);
  });

  it('sums rows of many pupils with feeTotals', () => {
    const a = feeLedger(dues, [], [], '2026-04-30').totals;
    expect(feeTotals([a, a])).toEqual({ due: 640000, paid: 0, concession: 0, fine: 0, balance: 640000 });
  });
});
