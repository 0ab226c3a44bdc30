import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { can } from '../../../lib/permissions/can';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_PREFIXES } from '../../../modules/school-office/domain/fd-routes';
import { feeReceiptProblems, finesToCharge } from '../../../modules/school-office/domain/fee-receipt-rules';
import type { FeeReceipt, FeeReceiptInput, FeeReceiptLine } from '../../../kits/school/fee-receipt-types';
import { classCodeOf } from '../../../kits/school/class-code';
import type { DemoSession } from '../sessions/auth';
import { accountRefusal, isPaymentMode, sourceAccounts } from '../accounting/payment-sources';
import { writeFeeReceipt } from './fee-store';
import { feeBooksOf, ledgerFrom } from './fee-ledger-source';
import { postFeeReceiptVoucher } from './school-postings';
import { logSchool, schoolToday } from './school-session';

/** Whether the session may give a concession: the approve right (98) on fee collections. */
export function mayConcede(session: DemoSession): boolean {
  return can(
    { usr: { rCode: session.user.rCode }, roles: session.roles },
    withTransaction(FRONT_DESK.fdFeestra.code!, 'approve'),
  );
}

/**
 * Issues a fee receipt dated today for the pupil's dues: checks the lines against the ledger (feeReceiptProblems; a
 * concession needs the session's approve right on fd-feestra and a reason), records on each line that pays or
 * concedes something the whole late fine of the day on that due, numbers it REC<yyyy>-NNNNN, stores it and posts
 * its voucher (postFeeReceiptVoucher). Answers the receipt, or the refusal. SetFDFeeReceipt saves through it; the
 * library's and the penalties' "collect now" call it too (`account: ''` takes the user's first account of the mode;
 * a charge's due id is chargeDueId(charge.id)). Call inside schoolWrite (it reads, numbers, then writes).
 */
export async function issueFeeReceipt(session: DemoSession, input: FeeReceiptInput): Promise<FeeReceipt | string> {
  const companyCode = session.companyCode;
  const today = schoolToday();
  const books = await feeBooksOf(companyCode);
  const student = books.students.find((row) => row.admissionNo === input.admissionNo);
  if (!student) return `There is no pupil with admission number ${input.admissionNo || '(none)'}.`;
  if (!isPaymentMode(input.mode)) return 'Choose how it was received: cash, bank or wallet.';
  // No account given (another desk's "collect now"): the user's first account of that mode.
  const accountCode = input.account || (sourceAccounts(session).find((one) => one.typ === input.mode)?.code ?? '');
  const wrongAccount = accountRefusal(session, input.mode, accountCode);
  if (wrongAccount) return wrongAccount;
  const ledger = ledgerFrom(books, student.admissionNo, today);
  const fines = finesToCharge(ledger, books.heads, today);
  const wanted = input.lines.filter((line) => Number(line.paid) !== 0 || Number(line.concession) !== 0);
  const checked: FeeReceiptInput = {
    ...input,
    concessionReason: input.concessionReason.trim(),
    lines: wanted.map((line) => ({
      dueId: String(line.dueId),
      paid: Number(line.paid),
      concession: Number(line.concession),
    })),
  };
  const problems = feeReceiptProblems(checked, ledger, { canConcede: mayConcede(session), name: student.name, fines });
  if (problems.length > 0) return problems[0]!.message;
  const rows = new Map(ledger.rows.map((row) => [row.dueId, row]));
  const lines: FeeReceiptLine[] = checked.lines.map((line) => {
    const row = rows.get(line.dueId)!;
    return {
      dueId: row.dueId,
      source: row.source,
      label: row.label,
      term: row.term,
      paid: fromPaise(toPaise(line.paid)),
      concession: fromPaise(toPaise(line.concession)),
      fine: fromPaise(fines.get(row.dueId) ?? 0),
    };
  });
  const concession = sumPaise(lines.map((line) => toPaise(line.concession)));
  const receiptNo = nextYearNumber(
    FD_PREFIXES.feeReceipt,
    today,
    books.receipts.map((receipt) => receipt.receiptNo),
  );
  const receipt: FeeReceipt = {
    receiptNo,
    date: today,
    admissionNo: student.admissionNo,
    name: student.name,
    classCode: classCodeOf(student),
    lines,
    amount: fromPaise(sumPaise(lines.map((line) => toPaise(line.paid)))),
    fine: fromPaise(sumPaise(lines.map((line) => toPaise(line.fine)))),
    concession: fromPaise(concession),
    concessionReason: concession > 0 ? checked.concessionReason.slice(0, 200) : '',
    mode: input.mode,
    account: accountCode,
    accountName: sourceAccounts(session).find((one) => one.code === accountCode)?.detail ?? accountCode,
    reference: (input.reference ?? '').trim().slice(0, 40),
    printCount: 0,
    status: 'OPEN',
    cancelReason: '',
    cancelledBy: '',
    by: session.userName,
  };
  // The receipt tells the payer what remains: the year's ledger with this receipt taken.
  receipt.balanceAfter = fromPaise(
    ledgerFrom({ ...books, receipts: [...books.receipts, receipt] }, student.admissionNo, today).totals.balance,
  );
  await writeFeeReceipt(companyCode, receipt);
  await postFeeReceiptVoucher(companyCode, receipt);
  await logSchool(
    session,
    'frontdesk',
    'Receive',
    'Fee receipt',
    receiptNo,
    `From ${student.name} against ${lines.map((line) => line.label).join(', ')}`,
    receipt.amount,
  );
  return receipt;
}
