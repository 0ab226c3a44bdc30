import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { ADVANCE_ROUTES, type AdvanceOfDay } from '../../../modules/hrd/domain/advance-wire';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { readJson } from '../../core/read-json';
import { wireDate } from '../../core/server-dates';
import { hrdSession, hrdToday, hrdWrite } from '../hrd-session';
import { noteOf, objectOf } from '../write-body';
import { advanceData, advanceEmployees, advanceHistory } from './advance-data';
import { cancelAdvance, giveAdvance, skipRecovery } from './advance-writes';

const SCREEN = HRD.hrdAdvances;

/** A month sent as yyyy-MM, or any day of it (yyyy-MM-dd or dd-MMM-yyyy); '' when neither. */
export function monthOf(value: unknown): string {
  const text = String(value ?? '').trim();
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return text;
  return wireDate(text)?.slice(0, 7) ?? '';
}

/**
 * The advances routes: the contract's three (mended: the create right checked, the advance posted to accounts, a
 * cancel with traCheck 3 while nothing is recovered), our history of an employee and the skip of a month's recovery.
 */
export const advancesHandlers: HttpHandler[] = [
  http.post(`*/${HRD_ROUTES.advanceRequirements}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await advanceEmployees(session.companyCode, await advanceData(session.companyCode)));
  }),
  http.post(`*/${HRD_ROUTES.advancesOfDay}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const day = wireDate((await readJson(request)).frmDate) ?? hrdToday();
    const data = await advanceData(session.companyCode);
    const rows: AdvanceOfDay[] = data.rows
      .filter((row) => row.advanceDebit > 0 && !row.cancelled && row.dat.slice(0, 10) === day)
      .flatMap((row) => {
        const employee = data.employees.find((one) => one.recordId === row.empno);
        return employee
          ? [
              {
                recordid: row.recordId,
                empno: employee.empno,
                empname: employee.empname,
                mobile: employee.mobile,
                advance: row.advanceDebit,
                monthlycutoff: row.advanceCutOff,
                seq: row.seq,
              },
            ]
          : [];
      });
    return HttpResponse.json(rows);
  }),
  http.post(`*/${ADVANCE_ROUTES.history}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const data = await advanceData(session.companyCode);
    const employee = data.employees.find((one) => one.recordId === Number(body.recordId));
    if (!employee) return HttpResponse.json(null);
    return HttpResponse.json(advanceHistory(session, data, employee, monthOf(body.frmDate) || hrdToday().slice(0, 7)));
  }),
  http.post(`*/${HRD_ROUTES.setAdvance}`, async ({ request }) => {
    const body = await readJson(request);
    const cancel = Number(body.traCheck) === 3;
    const session = await hrdSession(request, SCREEN, cancel ? TRANSACTION.delete : TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const advance = objectOf(body.advance);
    const reason = noteOf(advance.reason ?? body.detail);
    return hrdWrite(request, session, () =>
      cancel ? cancelAdvance(session, Number(advance.recordId), reason) : giveAdvance(session, advance),
    );
  }),
  http.post(`*/${HRD_ROUTES.skipAdvanceRecovery}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return hrdWrite(request, session, () =>
      skipRecovery(session, Number(body.recordId), monthOf(body.frmDate), noteOf(body.detail)),
    );
  }),
];
