import { HttpResponse } from 'msw';
import { salaryMonthName } from '../../../modules/hrd/domain/salary-month';
import type { StoredSalaryPayment } from '../../../modules/hrd/domain/payment-types';
import { writeRecord, writeRecords } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { takeBackHrdVoucher } from '../hrd-postings';
import { refusal } from '../hrd-session';
import { advancesOf, HRD_STORE, idOf, paymentsOf, salaryLineId, salaryLinesOf } from '../hrd-store';
import { ensureAdvances } from '../advances/advance-seed';
import { logPayment } from './payment-context';

/**
 * Cancels a salary payment with a reason (any payment of a month, not only the latest: each reverses only its own
 * lines): kept, marked cancelled; its lines unpaid again, its advance recovery rows cancelled (the balances rise
 * back) and its voucher taken back. Runs inside hrdWrite.
 */
export async function cancelPayment(session: DemoSession, seq: string, reason: string): Promise<Response> {
  const company = session.companyCode;
  const payment = ((await paymentsOf(company)) as StoredSalaryPayment[]).find((one) => one.seq === seq);
  if (!payment) return refusal(`There is no salary payment ${seq || '(none given)'}.`);
  if (payment.cancelled) return refusal(`Salary payment ${seq} is already cancelled.`);
  if (!reason) return refusal('Give the reason for cancelling the payment.');
  const lines = (await salaryLinesOf(company, payment.month)).filter((line) => line.paymentSeq === seq);
  await ensureAdvances(company);
  const recoveries = (await advancesOf(company)).filter(
    (row) => row.seq === seq && row.advanceCredit > 0 && !row.cancelled,
  );
  await writeRecord(HRD_STORE.payments, company, idOf(payment.recordId), {
    ...payment,
    cancelled: true,
    cancelReason: reason.slice(0, 200),
    cancelledBy: session.userName,
  });
  await writeRecords(
    HRD_STORE.salaryLines,
    company,
    lines.map((line) => ({ id: salaryLineId(payment.month, line.empno), data: { ...line, paymentSeq: '' } })),
  );
  if (recoveries.length > 0)
    await writeRecords(
      HRD_STORE.advances,
      company,
      recoveries.map((row) => ({ id: idOf(row.recordId), data: { ...row, cancelled: true } })),
    );
  await takeBackHrdVoucher(company, seq, payment.dat);
  await logPayment(session, 'Cancel', seq, `${salaryMonthName(payment.month)}: ${reason}`, payment.net);
  return HttpResponse.json({ result: 'OK', seq });
}
