import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { complaintProblems, type ComplaintInput } from '../../../modules/school-office/domain/desk-rules';
import { FD_PREFIXES, FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import type { DeskListAnswer } from '../../../modules/school-office/domain/desk-records';
import type { Complaint, ComplaintAction, PersonKind } from '../../../modules/school-office/domain/complaint-types';
import { readJson } from '../../core/read-json';
import { complaintsOf, writeComplaint } from '../fd-store';
import {
  headerOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
} from '../../core/school/school-session';
import { deskPeople, deskRefusal, periodOf, textOf } from './desk-common';

/**
 * Complaints (fd-complaints): raised (traCheck 1), then assigned to staff and resolved with a note (traCheck 2), in
 * that order.
 */

const ACTIONS: readonly ComplaintAction[] = ['RAISE', 'ASSIGN', 'RESOLVE'];
const open = (one: Complaint) => Number(one.status === 'RESOLVED');

export const complaintHandlers = [
  http.post(`*/${FD_ROUTES.complaints}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdComplaints, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const { from, to } = periodOf(body);
    const status = textOf(body.detail);
    const rows = (await complaintsOf(session.companyCode))
      .filter((one) => one.date >= from && one.date <= to && (!status || one.status === status))
      .sort((a, b) => open(a) - open(b) || b.complaintNo.localeCompare(a.complaintNo));
    return HttpResponse.json({
      rows,
      people: await deskPeople(session.companyCode),
      today: schoolToday(),
    } satisfies DeskListAnswer<Complaint>);
  }),
  http.post(`*/${FD_ROUTES.complaint}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdComplaints, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const recordId = textOf((await readJson(request)).recordId);
    return HttpResponse.json(
      (await complaintsOf(session.companyCode)).find((one) => one.complaintNo === recordId) ?? null,
    );
  }),
  http.post(`*/${FD_ROUTES.saveComplaint}`, async ({ request }) => {
    const body = await readJson(request);
    const header = headerOf(body);
    const action = textOf(header.action) as ComplaintAction;
    if (!ACTIONS.includes(action))
      return refusal('A complaint is raised, assigned or resolved (header.action RAISE, ASSIGN or RESOLVE).');
    const session = await schoolSession(
      request,
      FRONT_DESK.fdComplaints,
      action === 'RAISE' ? TRANSACTION.create : TRANSACTION.modify,
      'write',
    );
    if (session instanceof Response) return session;
    return schoolWrite(request, session, async () => {
      const stored = await complaintsOf(session.companyCode);
      const current =
        action === 'RAISE' ? null : (stored.find((one) => one.complaintNo === textOf(header.complaintNo)) ?? null);
      const input: ComplaintInput = {
        raisedBy: textOf(header.raisedBy, 80),
        raisedByKind: textOf(header.raisedByKind),
        category: textOf(header.category, 60),
        description: textOf(header.description, 1000),
        assignedTo: textOf(header.assignedTo, 30),
        resolution: textOf(header.resolution, 1000),
      };
      const problems = complaintProblems(action, current, input);
      const people = await deskPeople(session.companyCode);
      const staff = people.find((one) => one.kind === 'STAFF' && one.key === input.assignedTo);
      if (problems.length === 0 && action === 'ASSIGN' && !staff)
        problems.push({ field: 'assignedTo', message: 'Choose a staff member to assign it to' });
      if (problems.length > 0) return deskRefusal(problems);
      const today = schoolToday();
      let saved: Complaint;
      if (action === 'RAISE') {
        const admissionNo = textOf(header.admissionNo, 20);
        if (admissionNo && !people.some((one) => one.key === `S:${admissionNo}`))
          return deskRefusal([{ field: 'admissionNo', message: `There is no pupil ${admissionNo} on roll` }]);
        saved = {
          complaintNo: nextYearNumber(
            FD_PREFIXES.complaint,
            today,
            stored.map((one) => one.complaintNo),
          ),
          date: today,
          raisedBy: input.raisedBy,
          raisedByKind: input.raisedByKind as PersonKind,
          admissionNo,
          phone: textOf(header.phone, 15),
          category: input.category,
          description: input.description,
          status: 'RAISED',
          assignedTo: '',
          assignedToName: '',
          assignedOn: '',
          resolution: '',
          resolvedOn: '',
          by: session.userName,
        };
      } else if (action === 'ASSIGN')
        saved = {
          ...current!,
          status: 'ASSIGNED',
          assignedTo: staff!.key,
          assignedToName: staff!.name,
          assignedOn: today,
        };
      else saved = { ...current!, status: 'RESOLVED', resolution: input.resolution, resolvedOn: today };
      await writeComplaint(session.companyCode, saved);
      await logSchool(
        session,
        'frontdesk',
        `Complaint ${saved.status.toLowerCase()}`,
        saved.raisedBy,
        saved.complaintNo,
        action === 'ASSIGN' ? `To ${saved.assignedToName}` : saved.category,
      );
      return HttpResponse.json({ result: 'OK', seq: saved.complaintNo, recordId: saved.complaintNo });
    });
  }),
];
