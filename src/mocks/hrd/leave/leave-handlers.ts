import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { leaveBalances, LEAVE_STATUS } from '../../../modules/hrd/domain/leave-balance';
import type {
  LeaveBalancesAnswer,
  LeaveRequirements,
  PendingLeaveRequest,
} from '../../../modules/hrd/domain/leave-wire';
import { readJson } from '../../core/read-json';
import { wireDate } from '../../core/server-dates';
import { hrdSession, hrdToday, hrdWrite } from '../hrd-session';
import { noteOf, objectOf } from '../write-body';
import { employeeRows, inServiceToday, leaveData, requestRow } from './leave-context';
import { decideLeave, requestLeave } from './leave-writes';

/** Reads serve both screens: the request screen's users and the approvers. */
async function readSession(request: Request) {
  const asker = await hrdSession(request, HRD.hrdLeaveRequest, TRANSACTION.view, 'read');
  return asker instanceof Response ? hrdSession(request, HRD.hrdLeaveApproval, TRANSACTION.view, 'read') : asker;
}

/** The leave routes: the contract's three (mended: rights checked, the approving user recorded) and our balances. */
export const leaveHandlers: HttpHandler[] = [
  http.post(`*/${HRD_ROUTES.leaveRequirements}`, async ({ request }) => {
    const session = await readSession(request);
    if (session instanceof Response) return session;
    const data = await leaveData(session.companyCode);
    const rows = await employeeRows(session.companyCode, data);
    const pendingrequests: PendingLeaveRequest[] = [];
    for (const leave of data.applications
      .filter((one) => one.approvalStatus === LEAVE_STATUS.pending)
      .sort((a, b) => a.leaveFrom.localeCompare(b.leaveFrom) || a.recordId - b.recordId)) {
      const row = rows.get(leave.empno);
      if (!row) continue;
      const { leaveCode } = requestRow(data, leave);
      pendingrequests.push({
        ...row,
        recordid: leave.recordId,
        leavefrom: leave.leaveFrom,
        leaveto: leave.leaveTo,
        employeeid: leave.empno,
        leaveid: leave.leaveId,
        leavecode: leaveCode,
        days: leave.days,
        reason: leave.reason,
        dat: leave.dat,
      });
    }
    const employees = data.employees.filter(inServiceToday).flatMap((employee) => rows.get(employee.recordId) ?? []);
    const answer: LeaveRequirements = { employees, pendingrequests };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.leaveBalances}`, async ({ request }) => {
    const session = await readSession(request);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const empno = Number(body.recordId);
    const year = Number((wireDate(body.frmDate) ?? hrdToday()).slice(0, 4));
    const data = await leaveData(session.companyCode);
    const employee = data.employees.find((one) => one.recordId === empno);
    if (!employee) return HttpResponse.json(null);
    const requests = data.applications
      .filter((leave) => leave.empno === empno)
      .sort((a, b) => b.leaveFrom.localeCompare(a.leaveFrom) || b.recordId - a.recordId);
    const answer: LeaveBalancesAnswer = {
      empno,
      year,
      balances: leaveBalances(employee, data.types, data.applications, year),
      requests: requests.map((leave) => requestRow(data, leave)),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.setLeaveRequest}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.hrdLeaveRequest, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const leave = objectOf((await readJson(request)).leave);
    return hrdWrite(request, session, () => requestLeave(session, leave));
  }),
  http.post(`*/${HRD_ROUTES.setLeaveApproval}`, async ({ request }) => {
    const session = await hrdSession(request, HRD.hrdLeaveApproval, TRANSACTION.approve, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return hrdWrite(request, session, () =>
      decideLeave(session, Number(body.recordId), Number(body.traCheck), noteOf(body.detail)),
    );
  }),
];
