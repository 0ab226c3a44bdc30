import { http, HttpResponse } from 'msw';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { monthOfFrmDate, salaryMonthName } from '../../../modules/hrd/domain/salary-month';
import { payslipDeductions } from '../../../modules/hrd/domain/payment-payslip';
import type { Payslip, SalaryPaymentsAnswer } from '../../../modules/hrd/domain/payment-types';
import { rupeesInWords } from '../../../lib/money/money-words';
import { findDemoCompany } from '../../core/company/companies';
import { readJson } from '../../core/read-json';
import { sourceAccounts } from '../../core/accounting/payment-sources';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { cancelPayment } from './payment-cancel';
import { lineRow, monthContext, text } from './payment-context';
import { savePayment } from './payment-save';

const SCREEN = HRD.hrdSalaryPayments;
const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Salary payments (ours): the month's lines and payments, pay (traCheck 1, create right) or cancel (3, delete right), a
 * payslip.
 */
export const paymentHandlers = [
  http.post(`*/${HRD_ROUTES.salaryPayments}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const month = monthOfFrmDate((await readJson(request)).frmDate);
    if (!month) return HttpResponse.json({ message: 'Give the month (frmDate).' }, { status: 400 });
    const context = await monthContext(session.companyCode, month);
    const answer: SalaryPaymentsAnswer = {
      month,
      hasStatement: context.lines.length > 0,
      locked: context.salaryMonth?.locked ?? false,
      lines: context.lines.map((line) => lineRow(context, line)),
      payments: context.payments,
      today: hrdToday(),
      accounts: sourceAccounts(session)
        .filter((account) => account.typ === 'CAS' || account.typ === 'BAN')
        .map(({ code, detail, typ }) => ({ code, detail, typ })),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.setSalaryPayment}`, async ({ request }) => {
    const body = await readJson(request);
    const cancelling = Number(body.traCheck ?? body.tracheck) === 3;
    if (!cancelling && Number(body.traCheck ?? body.tracheck) !== 1)
      return refusal('A salary payment is made (traCheck 1) or cancelled (3); it is never modified.');
    const session = await hrdSession(request, SCREEN, cancelling ? TRANSACTION.delete : TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const payment = objectOf(body.payment);
    return hrdWrite(request, session, () =>
      cancelling ? cancelPayment(session, text(payment.seq), text(payment.reason)) : savePayment(session, payment),
    );
  }),
  http.post(`*/${HRD_ROUTES.payslip}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const month = monthOfFrmDate(body.frmDate);
    const empno = Number(body.recordId);
    if (!month || !Number.isInteger(empno)) return HttpResponse.json(null);
    const context = await monthContext(session.companyCode, month);
    const line = context.lines.find((one) => one.empno === empno);
    if (!line) return HttpResponse.json(null);
    const employee = context.employees.get(empno);
    const payment = context.payments.find((one) => one.seq === line.paymentSeq);
    const slip: Payslip = {
      company: findDemoCompany(session.companyCode)?.name ?? '',
      month,
      monthLabel: salaryMonthName(month),
      empCode: line.empCode,
      empname: line.empname,
      department: context.departmentNames.get(line.department) ?? '',
      designation: context.designationNames.get(line.designation) ?? '',
      doj: employee?.doj ?? '',
      pan: employee?.pan ?? '',
      uan: employee?.uan ?? '',
      esiNo: employee?.esiNo ?? '',
      bankName: employee?.bankName ?? '',
      account: employee?.sbAc ? `XXXX${employee.sbAc.slice(-4)}` : '',
      daysInMonth: line.daysInMonth,
      paidDays: line.paidDays,
      lopDays: line.lopDays,
      earnings: line.earnings,
      gross: line.gross,
      deductions: payslipDeductions(line),
      totalDeductions: line.totalDeductions,
      net: line.net,
      netInWords: rupeesInWords(toPaise(line.net)),
      paymentSeq: line.paymentSeq,
      paidOn: payment?.dat ?? '',
    };
    return HttpResponse.json({ ...slip, net: fromPaise(toPaise(slip.net)) });
  }),
];
