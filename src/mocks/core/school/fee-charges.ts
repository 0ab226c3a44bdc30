import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { chargeIdOf, type StudentCharge } from '../../../kits/school/student-charge-types';
import { chargeDueId, type ChargeSource } from '../../../kits/school/due-types';
import { feeReceiptsOf, storedFeeCharge, writeFeeCharge } from './fee-store';
import { studentsOf } from './school-masters';

/**
 * The one door by which penalties given, library fines and book and uniform sales reach a pupil's fee ledger
 *. A charge is a due of the pupil from its date (fee-dues.ts maps it to `CHG|<id>`), paid at fd-feestra
 * like any other due. Call both functions inside the company's write queue (schoolWrite): they read, then write.
 */

/**
 * What a desk posts: the pupil, its own document (and line) as the reference, the day, rupees, the ledger's label, the
 * user.
 */
export type StudentChargeInput = Pick<
  StudentCharge,
  'admissionNo' | 'source' | 'reference' | 'date' | 'amount' | 'label' | 'by'
>;

const SOURCES: readonly ChargeSource[] = ['PENALTY', 'LIBRARY', 'BOOKS'];
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Posts a charge under `${source}|${reference}` and answers it as stored (the amount normalised to two decimals),
 * or the refusal: an unknown source or pupil, no reference or label, a date not yyyy-MM-dd, an amount not above
 * zero or with more than two decimals, or a reference already posted (a document posts once; a withdrawn charge is
 * kept, so its reference is never reused).
 */
export async function postStudentCharge(
  companyCode: number,
  charge: StudentChargeInput,
): Promise<StudentCharge | string> {
  if (!SOURCES.includes(charge.source))
    return `Charges come from penalties, the library or book sales, not '${String(charge.source)}'.`;
  const reference = charge.reference.trim();
  const label = charge.label.trim();
  if (!reference) return 'A charge needs the document it comes from.';
  if (!label) return 'A charge needs the label the fee ledger shows.';
  if (!ISO_DATE.test(charge.date)) return `A charge's date is yyyy-MM-dd, not '${charge.date}'.`;
  if (!Number.isFinite(charge.amount) || !isRupeeAmount(charge.amount) || toPaise(charge.amount) <= 0)
    return 'A charge is an amount above zero, with at most two decimals.';
  const student = (await studentsOf(companyCode)).find((row) => row.admissionNo === charge.admissionNo);
  if (!student) return `There is no pupil with admission number ${charge.admissionNo || '(none)'}.`;
  const id = chargeIdOf(charge.source, reference);
  if (await storedFeeCharge(companyCode, id)) return `${reference} has already been charged to the fee ledger.`;
  const row: StudentCharge = {
    id,
    admissionNo: student.admissionNo,
    source: charge.source,
    reference,
    date: charge.date,
    amount: fromPaise(toPaise(charge.amount)),
    label: label.slice(0, 120),
    status: 'OPEN',
    withdrawReason: '',
    by: charge.by,
  };
  await writeFeeCharge(companyCode, row);
  return row;
}

/**
 * Withdraws a charge (its document cancelled): kept, marked WITHDRAWN with the reason, and left out of the ledger.
 * Answers null, or the refusal: no reason, no such charge, already withdrawn, or received on an open fee receipt
 * (that receipt is cancelled first, so the ledger and the accounts agree).
 */
export async function withdrawStudentCharge(companyCode: number, id: string, reason: string): Promise<string | null> {
  const why = reason.trim();
  if (!why) return 'Give the reason for withdrawing the charge.';
  const charge = await storedFeeCharge(companyCode, id);
  if (!charge) return `There is no charge ${id}.`;
  if (charge.status === 'WITHDRAWN') return `${charge.reference} is already withdrawn from the fee ledger.`;
  const dueId = chargeDueId(id);
  const receipt = (await feeReceiptsOf(companyCode)).find(
    (row) =>
      row.status === 'OPEN' &&
      row.lines.some((line) => line.dueId === dueId && (toPaise(line.paid) !== 0 || toPaise(line.concession) !== 0)),
  );
  if (receipt)
    return `${formatMoneyWithSign(toPaise(charge.amount))} for ${charge.reference} was received on fee receipt ${receipt.receiptNo}: cancel that receipt first.`;
  await writeFeeCharge(companyCode, { ...charge, status: 'WITHDRAWN', withdrawReason: why.slice(0, 200) });
  return null;
}
