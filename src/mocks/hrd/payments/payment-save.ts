import { HttpResponse } from 'msw';
import { fromPaise, toPaise } from '../../../lib/money/money';
import type { HrdAdvance, SalaryLine } from '../../../modules/hrd/domain/payroll-types';
import { monthOfFrmDate, salaryMonthName } from '../../../modules/hrd/domain/salary-month';
import { paymentNumber, paymentSeries } from '../../../modules/hrd/domain/payment-number';
import { linesToPay } from '../../../modules/hrd/domain/payment-refusals';
import type { StoredSalaryPayment } from '../../../modules/hrd/domain/payment-types';
import { paymentPostings, paymentTotals, type PaymentHead } from '../../../modules/hrd/domain/payment-voucher';
import type { VoucherLine } from '../../../kits/accounting/document-voucher';
import { postingDateRefusal } from '../../core/accounting/posting-date-check';
import { validationAnswer } from '../../core/read-json';
import { readRecord, writeRecord, writeRecords } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { reportDate } from '../../core/server-dates';
import { accountRefusal } from '../../core/accounting/payment-sources';
import { hrdAccounts, postHrdVoucher } from '../hrd-postings';
import { hrdToday, nowStamp, refusal } from '../hrd-session';
import { advancesOf, HRD_STORE, idOf, nextNumber, salaryLineId } from '../hrd-store';
import { ensureAdvances } from '../advances/advance-seed';
import { logPayment, monthContext, text } from './payment-context';

/** A payment's record id not yet taken (max+1 through the counter). */
async function freeRecordId(companyCode: number, resource: string): Promise<number> {
  for (;;) {
    const next = await nextNumber(companyCode, resource);
    if (!(await readRecord(resource, companyCode, idOf(next)))) return next;
  }
}

/** The voucher lines of the payment: the HR heads from the chart, the cash or bank account chosen for the net. */
async function voucherLines(
  companyCode: number,
  lines: readonly SalaryLine[],
  paidFrom: string,
): Promise<VoucherLine[]> {
  const accounts = await hrdAccounts(companyCode, [
    'salaries',
    'employerPf',
    'employerEsi',
    'pfPayable',
    'esiPayable',
    'ptPayable',
    'otherDeductions',
    'staffAdvances',
  ]);
  const code = (head: PaymentHead) => `HRD_${head.toUpperCase()}`;
  return paymentPostings(lines).map((posting) => ({
    code: code(posting.head),
    account: posting.head === 'paidFrom' ? paidFrom : accounts[posting.head],
    debit: posting.debit,
    credit: posting.credit,
  }));
}

/**
 * The advance recoveries of the lines paid, as credit rows (month set, seq = the payment), so the balances fall. Ids
 * are max+1 of the stored rows, as the advances area numbers them (its starting rows seeded first).
 */
async function recoveryRows(
  companyCode: number,
  seq: string,
  dat: string,
  lines: readonly SalaryLine[],
): Promise<HrdAdvance[]> {
  await ensureAdvances(companyCode);
  let last = (await advancesOf(companyCode)).reduce((max, row) => Math.max(max, row.recordId), 0);
  const rows: HrdAdvance[] = [];
  for (const line of lines) {
    if (toPaise(line.advanceRecovery) <= 0) continue;
    last += 1;
    rows.push({
      recordId: last,
      seq,
      empno: line.empno,
      dat,
      advanceCredit: line.advanceRecovery,
      advanceDebit: 0,
      advanceCutOff: 0,
      month: line.month,
      narration: `Recovered from the salary of ${salaryMonthName(line.month)} (${seq})`,
      account: '',
      cancelled: false,
    });
  }
  return rows;
}

/**
 * Pays a locked month's lines (all unpaid, or those named) by bank or cash from one of the user's accounts: a payment
 * SPY<yy><yy>-00001, each line's paymentSeq, the advance recoveries as credit rows and the voucher. Runs inside
 * hrdWrite.
 */
export async function savePayment(session: DemoSession, payment: Record<string, unknown>): Promise<Response> {
  const company = session.companyCode;
  const month = monthOfFrmDate(payment.month);
  if (!month) return refusal('Choose the month to pay.');
  const mode = payment.mode === 'BANK' || payment.mode === 'CASH' ? payment.mode : null;
  if (!mode) return refusal('Choose how the salaries are paid: bank or cash.');
  const account = text(payment.account);
  const wrongAccount = accountRefusal(session, mode === 'BANK' ? 'BAN' : 'CAS', account);
  if (wrongAccount) return refusal(wrongAccount);
  const empnos = Array.isArray(payment.empnos)
    ? payment.empnos.map(Number).filter((value) => Number.isInteger(value) && value > 0)
    : [];
  const today = hrdToday();
  const dat = payment.dat === undefined || payment.dat === '' ? today : (reportDate(payment.dat) ?? '');
  const context = await monthContext(company, month);
  const chosen = linesToPay({
    month,
    dat,
    today,
    mode,
    empnos,
    salaryMonth: context.salaryMonth,
    lines: context.lines,
    employees: context.employees,
  });
  if ('refusal' in chosen) return refusal(chosen.refusal);
  // The payment posts on its date: a closed period, or a day outside the open financial years, is refused beside the
  // date.
  const outside = await postingDateRefusal(company, dat);
  if (outside) return validationAnswer({ dat: outside });
  const series = paymentSeries(dat);
  const seq = paymentNumber(series, await nextNumber(company, series));
  const totals = paymentTotals(chosen.lines);
  const record: StoredSalaryPayment = {
    recordId: await freeRecordId(company, HRD_STORE.payments),
    seq,
    dat,
    month,
    mode,
    account,
    empnos: chosen.lines.map((line) => line.empno),
    net: fromPaise(totals.net),
    gross: fromPaise(totals.gross),
    cancelled: false,
    by: session.userName,
    cancelReason: '',
    cancelledBy: '',
  };
  const lines = await voucherLines(company, chosen.lines, account);
  const recoveries = await recoveryRows(company, seq, dat, chosen.lines);
  await writeRecord(HRD_STORE.payments, company, idOf(record.recordId), record);
  await writeRecords(
    HRD_STORE.salaryLines,
    company,
    chosen.lines.map((line) => ({ id: salaryLineId(month, line.empno), data: { ...line, paymentSeq: seq } })),
  );
  if (recoveries.length > 0)
    await writeRecords(
      HRD_STORE.advances,
      company,
      recoveries.map((row) => ({ id: idOf(row.recordId), data: row })),
    );
  await postHrdVoucher(
    company,
    seq,
    dat,
    `Salaries of ${salaryMonthName(month)} paid by ${mode === 'BANK' ? 'bank' : 'cash'} (${chosen.lines.length} employees), ${seq}`,
    lines,
  );
  await logPayment(
    session,
    'Pay',
    seq,
    `${salaryMonthName(month)}: ${chosen.lines.length} employees by ${mode.toLowerCase()} at ${nowStamp()}`,
    record.net,
  );
  return HttpResponse.json({ result: 'OK', seq, recordId: seq });
}
