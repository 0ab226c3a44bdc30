import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { monthOfFrmDate } from '../../../modules/hrd/domain/salary-month';
import { bankStatement } from '../../../modules/hrd/domain/statement-bank';
import { esiStatement } from '../../../modules/hrd/domain/statement-esi';
import { pfStatement } from '../../../modules/hrd/domain/statement-pf';
import { readJson } from '../../core/read-json';
import { hrdSession } from '../hrd-session';
import { monthContext, type MonthContext } from './payment-context';

/** The month's bank statement (lines paid by a bank payment not cancelled), PF ECR rows and ESI rows. */
export const statementsOf = {
  bank: (month: string, context: MonthContext) =>
    bankStatement(
      month,
      context.lines,
      new Set(
        context.payments
          .filter((payment) => payment.mode === 'BANK' && !payment.cancelled)
          .map((payment) => payment.seq),
      ),
      context.employees,
    ),
  pf: (month: string, context: MonthContext) => pfStatement(month, context.lines, context.employees),
  esi: (month: string, context: MonthContext) => esiStatement(month, context.lines, context.employees),
};

const statementHandler = (route: string, build: (month: string, context: MonthContext) => object) =>
  http.post(`*/${route}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.hrdSalaryPayments, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const month = monthOfFrmDate((await readJson(request)).frmDate);
    if (!month) return HttpResponse.json({ message: 'Give the month (frmDate).' }, { status: 400 });
    return HttpResponse.json(build(month, await monthContext(session.companyCode, month)));
  });

/** bankStatement / pfStatement / esiStatement: `{ frmDate: month, usr }` with the payments screen's view right. */
export const statementHandlers = [
  statementHandler(HRD_ROUTES.bankStatement, statementsOf.bank),
  statementHandler(HRD_ROUTES.pfStatement, statementsOf.pf),
  statementHandler(HRD_ROUTES.esiStatement, statementsOf.esi),
];
