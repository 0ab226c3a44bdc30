import { http, HttpResponse } from 'msw';
import { hasAtMostDecimals } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { POS } from '../../../menus/catalogue/pos';
import {
  EMPLOYEE_RATE_ENDPOINTS as API,
  type EmployeeRate,
} from '../../../modules/pos/receipts/domain/commission-types';
import { readJson, validationAnswer } from '../../core/read-json';
import { employeeRates, employeesOf, storeEmployeeRate } from './commission-data';
import { record, screenSession, writeOnce } from './receipt-common';
import { posActivity, text } from '../../core/billing/billing-access';

const SCREEN = POS.posStockEmployeePayments;

/** Every employee in service (and any other with a rate), with their commission rate (0: none). */
async function ratesList(companyCode: number): Promise<EmployeeRate[]> {
  const [employees, rates] = await Promise.all([employeesOf(companyCode), employeeRates(companyCode)]);
  return employees
    .filter((employee) => employee.active || (rates.get(employee.code)?.commission ?? 0) > 0)
    .map((employee) => ({
      employee: employee.code,
      name: employee.name,
      commission: rates.get(employee.code)?.commission ?? 0,
      commissionOn: rates.get(employee.code)?.commissionOn ?? 'INVOICE',
    }));
}

/**
 * Ours: the employees' commission rates (no master carries them), read with the screen's view right and set with its
 * modify right.
 */
export const employeeRateRoutes = [
  http.post(`*/${API.list}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await ratesList(session.companyCode));
  }),
  http.post(`*/${API.save}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return writeOnce(request, session, async () => {
      const names = new Map((await employeesOf(session.companyCode)).map((employee) => [employee.code, employee.name]));
      const rows = Array.isArray(body.rates) ? body.rates.map(record) : [];
      const problems: Record<string, string> = {};
      const rates: EmployeeRate[] = rows.map((row, index) => {
        const employee = text(row.employee);
        const commission = Number(row.commission);
        if (!names.has(employee)) problems[`rates.${index}.employee`] = `There is no employee ${employee}`;
        if (!Number.isFinite(commission) || commission < 0 || commission > 100 || !hasAtMostDecimals(commission, 2))
          problems[`rates.${index}.commission`] = 'Enter a percent from 0 to 100 with at most two decimals';
        if (row.commissionOn !== 'INVOICE' && row.commissionOn !== 'COLLECTION')
          problems[`rates.${index}.commissionOn`] = 'Choose invoiced value or amount collected';
        return {
          employee,
          name: names.get(employee) ?? '',
          commission,
          commissionOn: row.commissionOn === 'COLLECTION' ? 'COLLECTION' : 'INVOICE',
        };
      });
      if (Object.keys(problems).length > 0) return validationAnswer(problems);
      for (const rate of rates) await storeEmployeeRate(session.companyCode, rate);
      await posActivity(
        session,
        'Modified',
        'Employee commission rates',
        '',
        rates.map((rate) => `${rate.employee} ${rate.commission}% on ${rate.commissionOn.toLowerCase()}`).join('; '),
      );
      return HttpResponse.json({ result: 'OK' });
    });
  }),
];
