import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { fromPaise } from '../../../lib/money/money';
import type { FeeReceipt, FeeReceiptLine } from '../../../kits/school/fee-receipt-types';
import type { StudentCharge } from '../../../kits/school/student-charge-types';
import type { DueItem, DueSource } from '../../../kits/school/due-types';
import { termOf } from '../../../kits/school/school-year';

/** Random dues, charges and receipts of two pupils over a year and a little more, for the ledger's properties. */
export const dates = Array.from({ length: 420 }, (_, day) =>
  format(addDays(parseISO('2026-03-15'), day), 'yyyy-MM-dd'),
);
export const dateArb = fc.constantFrom(...dates);
export const pupils = ['ADM-1', 'ADM-2'];
export const pupilArb = fc.constantFrom(...pupils);
export const rupeesArb = (max: number) => fc.integer({ min: 0, max }).map(fromPaise);

export const feeDueArb = fc
  .record({
    admissionNo: pupilArb,
    head: fc.integer({ min: 0, max: 20 }),
    source: fc.constantFrom<DueSource>('FEE', 'TRANSPORT'),
    dueDate: dateArb,
    amount: fc.integer({ min: 1, max: 2_000_000 }),
  })
  .map(
    ({ admissionNo, head, source, dueDate, amount }): DueItem => ({
      id: `2026|H${head}|${admissionNo}`,
      admissionNo,
      kind: source === 'FEE' ? 'FEE' : 'TRANSPORT',
      source,
      head: `H${head}`,
      label: `Head ${head}`,
      term: termOf(dueDate),
      dueDate,
      amount,
    }),
  );
export const chargeArb = fc
  .record({
    n: fc.integer({ min: 0, max: 8 }),
    admissionNo: pupilArb,
    date: dateArb,
    amount: fc.integer({ min: 1, max: 500_000 }),
    withdrawn: fc.boolean(),
  })
  .map(
    ({ n, admissionNo, date, amount, withdrawn }): StudentCharge => ({
      id: `PENALTY|P${n}`,
      admissionNo,
      source: 'PENALTY',
      reference: `P${n}`,
      date,
      amount: fromPaise(amount),
      label: `Penalty ${n}`,
      status: withdrawn ? 'WITHDRAWN' : 'OPEN',
      withdrawReason: withdrawn ? 'cancelled' : '',
      by: 'E1',
    }),
  );
/** A line points at a fee due (maybe another pupil's), a charge (maybe withdrawn) or a due that no longer exists. */
export const dueIdArb = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 20 }), pupilArb).map(([head, pupil]) => `2026|H${head}|${pupil}`),
  fc.integer({ min: 0, max: 8 }).map((n) => `CHG|PENALTY|P${n}`),
  fc.constant('2024|GONE|ANNUAL'),
);
export const lineArb = fc
  .record({ dueId: dueIdArb, paid: rupeesArb(1_000_000), concession: rupeesArb(200_000), fine: rupeesArb(50_000) })
  .map(
    (line): FeeReceiptLine => ({
      ...line,
      source: line.dueId.startsWith('CHG') ? 'PENALTY' : 'FEE',
      label: `Line ${line.dueId}`,
      term: 'T1',
    }),
  );
export const receiptArb = fc
  .record({
    date: dateArb,
    admissionNo: pupilArb,
    lines: fc.array(lineArb, { maxLength: 4 }),
    cancelled: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  })
  .map(
    ({ date, admissionNo, lines, cancelled }): Omit<FeeReceipt, 'receiptNo'> => ({
      date,
      admissionNo,
      name: admissionNo,
      classCode: 'III-A',
      lines,
      amount: 0,
      fine: 0,
      concession: 0,
      concessionReason: '',
      mode: 'CAS',
      account: 'CASH',
      accountName: 'Cash',
      reference: '',
      printCount: 0,
      status: cancelled ? 'CANCELLED' : 'OPEN',
      cancelReason: cancelled ? 'wrong' : '',
      cancelledBy: '',
      by: 'E1',
    }),
  );
export const numbered = (receipts: Array<Omit<FeeReceipt, 'receiptNo'>>): FeeReceipt[] =>
  receipts.map((receipt, at) => ({ ...receipt, receiptNo: `REC2026-${String(at + 1).padStart(5, '0')}` }));
