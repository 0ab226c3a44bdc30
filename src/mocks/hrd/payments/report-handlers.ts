import { http, HttpResponse } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { fromPaise } from '../../../lib/money/money';
import type { SalaryLine } from '../../../modules/hrd/domain/payroll-types';
import { monthOfFrmDate, salaryMonthName } from '../../../modules/hrd/domain/salary-month';
import { PAYMENT_REPORT_ROUTES as R } from '../../../modules/hrd/domain/payment-types';
import { lineFigures } from '../../../modules/hrd/domain/payment-voucher';
import { PAYMENT_REPORTS } from '../../../modules/hrd/domain/statement-reports';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { salaryLinesOf, salaryMonthsOf } from '../hrd-store';
import { monthContext, type MonthContext } from './payment-context';
import { statementsOf } from './statement-handlers';

function monthlySalaryRows(context: MonthContext): ReportRow[] {
  const paidBy = new Map(context.payments.map((payment) => [payment.seq, payment.mode === 'BANK' ? 'bank' : 'cash']));
  return context.lines
    .map((line) => {
      const f = lineFigures(line);
      return {
        department: context.departmentNames.get(line.department) ?? '(no department)',
        empCode: line.empCode,
        empname: line.empname,
        designation: context.designationNames.get(line.designation) ?? '',
        paidDays: line.paidDays,
        gross: line.gross,
        pf: line.pfEmployee,
        esi: line.esiEmployee,
        pt: line.pt,
        advance: line.advanceRecovery,
        other: fromPaise(f.other),
        deductions: line.totalDeductions,
        net: line.net,
        paid: line.paymentSeq ? `${line.paymentSeq} (${paidBy.get(line.paymentSeq) ?? ''})` : 'Unpaid',
      };
    })
    .sort((a, b) => a.department.localeCompare(b.department) || a.empCode.localeCompare(b.empCode));
}

async function pendingSalaryRows(companyCode: number, context: MonthContext): Promise<ReportRow[]> {
  const months = (await salaryMonthsOf(companyCode))
    .filter((month) => month.locked)
    .map((month) => month.month)
    .sort();
  const lines: SalaryLine[] = (await Promise.all(months.map((month) => salaryLinesOf(companyCode, month)))).flat();
  return lines
    .filter((line) => !line.paymentSeq)
    .sort((a, b) => a.month.localeCompare(b.month) || a.empCode.localeCompare(b.empCode))
    .map((line) => ({
      month: salaryMonthName(line.month),
      empCode: line.empCode,
      empname: line.empname,
      department: context.departmentNames.get(line.department) ?? '',
      gross: line.gross,
      net: line.net,
    }));
}

type Rows = (context: MonthContext, month: string, companyCode: number) => ReportRow[] | Promise<ReportRow[]>;
const ROWS: Readonly<Record<string, Rows>> = {
  [R.monthlySalaries]: (context) => monthlySalaryRows(context),
  [R.pendingSalaries]: (context, _month, companyCode) => pendingSalaryRows(companyCode, context),
  [R.bankStatement]: (context, month) =>
    statementsOf
      .bank(month, context)
      .banks.flatMap((bank) => bank.rows.map((row) => ({ bankName: bank.bankName, ...row }))),
  [R.esiStatement]: (context, month) => statementsOf.esi(month, context).rows.map((row) => ({ ...row })),
  [R.pfStatement]: (context, month) => statementsOf.pf(month, context).rows.map((row) => ({ ...row })),
};

/** A salary account report `{ frmDate?, usr }` with its report screen's right (403 without). */
const reportHandler = (report: ReportDeclaration) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const wantsMonth = report.parameters.some((parameter) => parameter.name === 'frmDate');
    const month = wantsMonth ? monthOfFrmDate((await readJson(request)).frmDate) : '';
    if (month === null) return HttpResponse.json({ message: 'Choose the month of the report.' }, { status: 400 });
    const context = await monthContext(session.companyCode, month || '0000-00');
    const rows = await ROWS[report.endpoint]!(context, month, session.companyCode);
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });

export const salaryReportHandlers = PAYMENT_REPORTS.map(reportHandler);
