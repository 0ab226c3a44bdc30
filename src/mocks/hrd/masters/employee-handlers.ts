import { http, HttpResponse, type HttpHandler } from 'msw';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { EMPLOYEES } from '../../../modules/hrd/resources/employees';
import { HRD_MASTER_ROUTES as R } from '../../../modules/hrd/resources/master-routes';
import { hrdSession } from '../hrd-session';
import { employeesOf } from '../../core/people/hrd-masters';
import { employeeAnswer, employeeList, employeeRequirements } from './employee-answers';
import { recordMasterHandlers, storedRows, uniqueText } from '../../core/generic/record-master';

export const DUPLICATE_EMPNO = 'This employee number is already existed';

/**
 * Employees on the contract's routes: the list (in service), one employee with its children, SetHRDEmployee
 * (screenCheck(8,1,6,traCheck); a duplicate Empno refused in the server's words; delete is hard, children with it,
 * refused while an employee account refers to the employee), the requirements and the sales departments' employees.
 * The service closing is kept as it was on a modification (people's screens set it).
 */
export const employeeHandlers: HttpHandler[] = [
  http.post(`*/${R.employeeRequirements}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.hrdEmployees, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await employeeRequirements(await employeesOf(session.companyCode), session.companyCode));
  }),
  http.post(`*/${R.employeesByDepartment}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.hrdEmployees, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const rows = await storedRows(EMPLOYEES, session.companyCode);
    return HttpResponse.json(
      await employeeList(rows, session.companyCode, (department) => department.includes('Sales')),
    );
  }),
  ...recordMasterHandlers({
    resource: EMPLOYEES,
    listAnswer: (rows, companyCode) => employeeList(rows, companyCode),
    getAnswer: employeeAnswer,
    refuse: uniqueText('empno', () => DUPLICATE_EMPNO),
    keep: ['serviceClosing'] satisfies ReadonlyArray<keyof HrdEmployee>,
    // The wire's `allowance` (the contract's name of the head's id) is stored as `allowanceId`.
    stamp: (row) => ({
      ...row,
      allowances: (Array.isArray(row.allowances) ? (row.allowances as Array<Record<string, unknown>>) : []).map(
        ({ allowance, ...line }) => ({ ...line, allowanceId: line.allowanceId ?? allowance }),
      ),
    }),
  }),
];
