import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import type { HrdInterview } from '../../../modules/hrd/domain/recruitment-records';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import {
  appointmentProblems,
  appointmentRefusal,
  type AppointmentInput,
} from '../../../modules/hrd/domain/recruit-appointment';
import type { AppointmentListAnswer } from '../../../modules/hrd/domain/recruit-types';
import { writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { employeesOf } from '../../core/people/hrd-masters';
import { HRD_STORE, idOf } from '../hrd-store';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { appointedRows } from './appointed-rows';
import { candidateViews, interviewRow } from './interview-handlers';
import { day, designationChoices, list, num, obj, recruitment, text } from './recruit-read';

const SCREEN = HRD.appointments;

/** SetHrdAppintment: each candidate's appointment (AppointmentDate = today), the interview closed (Pos 2). */
async function save(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const { interviews } = await recruitment(session.companyCode);
  const recordId = num(obj(body.header).recordId);
  const interview = interviews.find((one) => one.recordId === recordId);
  const lines: AppointmentInput[] = list(body.candidates).map((row) => ({
    resumeId: num(row.resumeId),
    appointmentStatus: num(row.appointmentStatus),
    maxDateToJoin: day(row.maxDateToJoin),
    appointmentComments: text(row.appointmentComments).slice(0, 250),
    offeredPay: num(row.offeredPay ?? 0),
  }));
  const refused = appointmentRefusal(interview, lines);
  if (refused) return refusal(refused);
  const today = hrdToday();
  const problems = Object.values(appointmentProblems(interview!, lines, today));
  if (problems.length > 0) return refusal(problems.join('; '));
  const closed: HrdInterview = {
    ...interview!,
    pos: 2,
    candidates: interview!.candidates.map((candidate) => {
      const line = lines.find((one) => one.resumeId === candidate.resumeId);
      if (!line) return candidate;
      const appointed = line.appointmentStatus === 1;
      return {
        ...candidate,
        appointmentStatus: line.appointmentStatus,
        appointmentDate: today,
        maxDateToJoin: appointed ? line.maxDateToJoin : '',
        offeredPay: appointed ? line.offeredPay : 0,
        appointmentComments: line.appointmentComments,
      };
    }),
  };
  await writeRecord(HRD_STORE.interviews, session.companyCode, idOf(closed.recordId), closed);
  return HttpResponse.json({ result: 'OK', recordId: closed.recordId });
}

export const appointmentHandlers = [
  http.post(`*/${HRD_ROUTES.appointmentList}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { resumes, interviews } = await recruitment(session.companyCode);
    const posts = await designationChoices(session.companyCode);
    const employees = await employeesOf(session.companyCode);
    const open = interviews
      .filter((one) => one.pos === 1 && !one.cancelled)
      .sort((a, b) => a.interviewDate.localeCompare(b.interviewDate) || a.recordId - b.recordId);
    const name = (empno: number) => {
      const found = employees.find((one) => one.recordId === empno);
      return found ? [found.empname, found.surname].filter(Boolean).join(' ') : '';
    };
    const answer: AppointmentListAnswer = {
      header: open.map((one) => interviewRow(one, posts)),
      candidates: open.flatMap((one) =>
        candidateViews(one, resumes).map((candidate) => ({ ...candidate, recordId: one.recordId })),
      ),
      employees: open.flatMap((one) =>
        one.panel.map((member) => ({
          recordId: one.recordId,
          sno: member.sno,
          empno: member.empno,
          empname: name(member.empno),
        })),
      ),
      appointed: appointedRows(interviews, resumes, posts, employees),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${HRD_ROUTES.setAppointment}`, async ({ request }) => {
    // The server checked only the view right (screenCheck(8, 2, 3, 0)) for this write: mended, appointing needs create.
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return hrdWrite(request, session, () => save(session, body));
  }),
];
