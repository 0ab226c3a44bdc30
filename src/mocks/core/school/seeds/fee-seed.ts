import { fromPaise, sumPaise, toPaise } from '../../../../lib/money/money';
import { nextYearNumber } from '../../../../lib/numbers/year-series';
import { FD_PREFIXES } from '../../../../modules/school-office/domain/fd-routes';
import { feeDues } from '../../../../modules/school-office/domain/fee-dues';
import { feeLedger } from '../../../../modules/school-office/domain/fee-ledger';
import { allocateOldestFirst, finesToCharge } from '../../../../modules/school-office/domain/fee-receipt-rules';
import type { FeeHead } from '../../../../modules/school-office/domain/fee-types';
import type { FeeReceipt, FeeReceiptLine } from '../../../../kits/school/fee-receipt-types';
import type { Student } from '../../../../modules/school-office/domain/desk-records';
import { academicYearOf, academicYearSpan } from '../../../../kits/school/school-year';
import { classCodeOf } from '../../../../kits/school/class-code';
import { demoAssignments } from '../../company/assignments';
import { seedOnce } from '../../record-store';
import { FEE_STORE } from '../fee-store';
import { feeHeadsOf, studentsOf } from '../school-masters';
import { postFeeReceiptVoucher } from '../school-postings';
import { schoolCompany, schoolToday } from '../school-session';

/**
 * The starting fee receipts of past months of the running academic year: two part
 * payments, one with a concession (admin, with the reason), one that carries a late fine, and one cancelled (kept,
 * marked, no voucher); the open ones' vouchers posted. D-SHI only: other companies start empty. Written once with
 * seedOnce, relative to the server's today; it reads the raw masters only (never the seeded receipts' reader). The
 * fee dues only (no transport or charges), so the seed does not depend on the other desks' seeds.
 */

interface Plan {
  /** Index among the pupils on roll by admission number. */
  pupil: number;
  daysAgo: number;
  /** Rupees received (oldest dues first, late fines included). */
  amount: number;
  concession?: { amount: number; reason: string };
  mode: 'CAS' | 'BAN';
  cancelled?: string;
}

const PLANS: readonly Plan[] = [
  { pupil: 0, daysAgo: 75, amount: 12000, mode: 'CAS' },
  {
    pupil: 3,
    daysAgo: 60,
    amount: 8000,
    mode: 'BAN',
    concession: { amount: 1500, reason: 'Sibling concession: two children on roll' },
  },
  { pupil: 5, daysAgo: 45, amount: 5000, mode: 'CAS', cancelled: 'Cheque returned unpaid' },
  { pupil: 7, daysAgo: 30, amount: 20000, mode: 'CAS' },
  { pupil: 0, daysAgo: 12, amount: 6000, mode: 'BAN' },
];

const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function receiptOf(
  plan: Plan,
  student: Student,
  heads: readonly FeeHead[],
  earlier: readonly FeeReceipt[],
  date: string,
  numbers: readonly string[],
  accounts: { CAS: string; BAN: string },
): FeeReceipt | null {
  const dues = feeDues(student, heads, academicYearOf(date));
  const ledger = feeLedger(dues, [], earlier, date, student.admissionNo);
  const fines = finesToCharge(ledger, heads, date);
  const conceded = toPaise(plan.concession?.amount ?? 0);
  const spread = allocateOldestFirst(toPaise(plan.amount) + conceded, ledger, { fines });
  if (spread.length === 0) return null;
  let concessionLeft = conceded;
  const rows = new Map(ledger.rows.map((row) => [row.dueId, row]));
  const lines: FeeReceiptLine[] = spread.map(({ dueId, paid }) => {
    const row = rows.get(dueId)!;
    const concession = Math.min(concessionLeft, paid);
    concessionLeft -= concession;
    return {
      dueId,
      source: row.source,
      label: row.label,
      term: row.term,
      paid: fromPaise(paid - concession),
      concession: fromPaise(concession),
      fine: fromPaise(fines.get(dueId) ?? 0),
    };
  });
  const sum = (field: 'paid' | 'concession' | 'fine') => fromPaise(sumPaise(lines.map((line) => toPaise(line[field]))));
  return {
    receiptNo: nextYearNumber(FD_PREFIXES.feeReceipt, date, numbers),
    date,
    admissionNo: student.admissionNo,
    name: student.name,
    classCode: classCodeOf(student),
    lines,
    amount: sum('paid'),
    fine: sum('fine'),
    concession: sum('concession'),
    concessionReason: plan.concession?.reason ?? '',
    mode: plan.mode,
    account: accounts[plan.mode],
    accountName: plan.mode === 'CAS' ? 'Cash in hand' : 'HDFC Bank current account',
    reference: plan.mode === 'BAN' ? `NEFT-${date.replace(/-/g, '')}` : '',
    printCount: 1,
    status: plan.cancelled ? 'CANCELLED' : 'OPEN',
    cancelReason: plan.cancelled ?? '',
    cancelledBy: plan.cancelled ? 'admin' : '',
    by: 'admin',
  };
}

/** The starting receipts (oldest first), each worked out against the ledger left by those before it. */
export function feeSeedReceipts(
  students: readonly Student[],
  heads: readonly FeeHead[],
  today: string,
  accounts: { CAS: string; BAN: string },
): FeeReceipt[] {
  const onRoll = students
    .filter((student) => student.active)
    .sort((a, b) => a.admissionNo.localeCompare(b.admissionNo));
  const yearStart = academicYearSpan(academicYearOf(today)).from;
  const receipts: FeeReceipt[] = [];
  for (const plan of [...PLANS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const student = onRoll[plan.pupil];
    const date = daysBefore(today, plan.daysAgo);
    if (!student || date < yearStart) continue;
    const receipt = receiptOf(
      plan,
      student,
      heads,
      receipts,
      date,
      receipts.map((one) => one.receiptNo),
      accounts,
    );
    if (receipt) receipts.push(receipt);
  }
  return receipts;
}

export async function ensureFeeSeed(companyCode: number): Promise<void> {
  const company = schoolCompany(companyCode);
  if (!company) return;
  await seedOnce(FEE_STORE.feeReceipts, companyCode, async () => {
    const assigned = demoAssignments(company);
    const accounts = {
      CAS: assigned.find((one) => one.typ === 'CAS')?.code ?? 'AC001',
      BAN: assigned.find((one) => one.typ === 'BAN')?.code ?? 'AC002',
    };
    const [students, heads] = await Promise.all([studentsOf(companyCode), feeHeadsOf(companyCode)]);
    const receipts = feeSeedReceipts(students, heads, schoolToday(), accounts);
    // Posted under their numbers (a repeat replaces, never adds): the seeded receipts agree with the books.
    for (const receipt of receipts) if (receipt.status === 'OPEN') await postFeeReceiptVoucher(companyCode, receipt);
    return receipts.map((receipt) => ({ id: receipt.receiptNo, data: receipt }));
  });
}
