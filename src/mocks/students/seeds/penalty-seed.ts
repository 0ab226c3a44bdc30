import { fromPaise } from '../../../lib/money/money';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { chargeDueId } from '../../../kits/school/due-types';
import { termOf } from '../../../kits/school/school-year';
import { chargedDays, penaltyAmount } from '../../../modules/students/domain/penalty-rules';
import { PENALTY_PREFIX } from '../../../modules/students/domain/stu-routes';
import type { PenaltyGiven } from '../../../modules/students/domain/student-records';
import { demoAssignments } from '../../core/company/assignments';
import { listRecords, seedOnce } from '../../core/record-store';
import { postStudentCharge } from '../../core/school/fee-charges';
import { FEE_STORE, writeFeeReceipt } from '../../core/school/fee-store';
import { penaltyHeadsOf, rollOf } from '../../core/school/school-masters';
import { postFeeReceiptVoucher } from '../../core/school/school-postings';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { ensureFeeSeed } from '../../core/school/seeds/fee-seed';
import { STU_STORE } from '../../core/school/students-store';

/** [pupil's index on the roll, penalty head, days, days ago, paid (days ago it was received) or null] */
const PLAN: Array<[number, string, number, number, number | null]> = [
  [2, 'LATE', 1, 20, null],
  [5, 'LBOOK', 6, 12, 10],
  [8, 'UNIF', 1, 5, null],
  [11, 'IDC', 1, 3, null],
];

const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The REC fee receipt (cash) that paid a seeded penalty, numbered after the fee seed's receipts, its voucher posted.
 */
async function payPenalty(companyCode: number, row: PenaltyGiven, date: string): Promise<void> {
  const company = schoolCompany(companyCode)!;
  const cash = demoAssignments(company).find((one) => one.typ === 'CAS');
  await ensureFeeSeed(companyCode);
  const numbers = (await listRecords<FeeReceipt>(FEE_STORE.feeReceipts, companyCode)).map((one) => one.receiptNo);
  const receipt: FeeReceipt = {
    receiptNo: nextYearNumber('REC', date, numbers),
    date,
    admissionNo: row.admissionNo,
    name: row.name,
    classCode: row.classCode,
    lines: [
      {
        dueId: chargeDueId(row.chargeId),
        source: 'PENALTY',
        label: `Penalty: ${row.reason}${row.days > 1 ? ` (${row.days} days)` : ''}`,
        term: termOf(date),
        paid: row.amount,
        concession: 0,
        fine: 0,
      },
    ],
    amount: row.amount,
    fine: 0,
    concession: 0,
    concessionReason: '',
    mode: 'CAS',
    account: cash?.code ?? 'AC001',
    accountName: cash?.detail ?? 'Cash in hand',
    reference: '',
    printCount: 1,
    status: 'OPEN',
    cancelReason: '',
    cancelledBy: '',
    by: 'admin',
  };
  await postFeeReceiptVoucher(companyCode, receipt);
  await writeFeeReceipt(companyCode, receipt);
}

async function seedRows(companyCode: number) {
  const today = schoolToday();
  const [roll, heads] = await Promise.all([rollOf(companyCode), penaltyHeadsOf(companyCode)]);
  const rows: PenaltyGiven[] = [];
  for (const [index, code, days, ago, paidAgo] of PLAN) {
    const pupil = roll[index % Math.max(1, roll.length)];
    const head = heads.find((one) => one.code === code);
    if (!pupil || !head) continue;
    const date = daysBefore(today, ago);
    const penaltyNo = nextYearNumber(
      PENALTY_PREFIX,
      date,
      rows.map((one) => one.penaltyNo),
    );
    const amount = fromPaise(penaltyAmount(head, days));
    const charge = await postStudentCharge(companyCode, {
      admissionNo: pupil.admissionNo,
      source: 'PENALTY',
      reference: penaltyNo,
      date,
      amount,
      label: `Penalty: ${head.reason}${head.perDay ? ` (${days} days)` : ''}`,
      by: 'admin',
    });
    const row: PenaltyGiven = {
      penaltyNo,
      date,
      admissionNo: pupil.admissionNo,
      name: pupil.name,
      classCode: pupil.classCode,
      penalty: head.code,
      reason: head.reason,
      rate: head.amount,
      days: chargedDays(head, days),
      amount,
      remarks: '',
      chargeId: typeof charge === 'string' ? `PENALTY|${penaltyNo}` : charge.id,
      status: 'OPEN',
      cancelReason: '',
      by: 'admin',
    };
    if (paidAgo !== null && typeof charge !== 'string') await payPenalty(companyCode, row, daysBefore(today, paidAgo));
    rows.push(row);
  }
  return rows.map((row) => ({ id: row.penaltyNo, data: row }));
}

const running = new Map<number, Promise<void>>();

/**
 * The starting penalties given: four pupils' penalties of the last three weeks, their PENALTY charges
 * posted (postStudentCharge), one of them (a per-day library penalty) paid on a REC fee receipt with its voucher.
 * D-SHI only: other companies start empty. Written once with seedOnce, relative to the server's today; one run at a
 * time per company (it posts charges and a receipt before the rows are stored); it reads the masters and the raw
 * receipts, never a seeded reader of the kinds it is registered for (penalties, feeCharges).
 */
export function ensurePenaltySeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return Promise.resolve();
  const before = running.get(companyCode) ?? Promise.resolve();
  const next = before.then(() => seedOnce(STU_STORE.penalties, companyCode, () => seedRows(companyCode)));
  running.set(
    companyCode,
    next.catch(() => undefined),
  );
  return next;
}
