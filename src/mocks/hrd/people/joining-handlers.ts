import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import type { HrdInterview } from '../../../modules/hrd/domain/recruitment-records';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { employeeFromJoining, joiningRefusal, type JoiningInput } from '../../../modules/hrd/domain/recruit-joining';
import { nextEmployeeNumber, nextRecordId } from '../../../modules/hrd/domain/recruit-numbers';
import { writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import {
  departmentsOf,
  designationsOf,
  employeesOf,
  HRD_MASTER,
  leaveTypesOf,
  shiftsOf,
} from '../../core/people/hrd-masters';
import { HRD_STORE, idOf } from '../hrd-store';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { appointedRows } from '../recruitment/appointed-rows';
import { day, designationChoices, num, obj, recruitment, text } from '../recruitment/recruit-read';

const SCREEN = HRD.joinings;

/** SetHRDJoining (ours): the candidate joined (1: the employee is created, RefEmpNo set) or declined (2). */
async function save(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const row = obj(body.joining);
  const input: JoiningInput = {
    recordId: num(row.recordId),
    resumeId: num(row.resumeId),
    joiningStatus: num(row.joiningStatus),
    joiningDate: day(row.joiningDate),
    joiningComments: text(row.joiningComments).slice(0, 250),
  };
  const { resumes, interviews } = await recruitment(session.companyCode);
  const interview = interviews.find((one) => one.recordId === input.recordId);
  const candidate = interview?.candidates.find((one) => one.resumeId === input.resumeId);
  const refused = joiningRefusal(interview, candidate, input, hrdToday());
  if (refused) return refusal(refused);
  const resume = resumes.find((one) => one.recordId === input.resumeId);
  if (!resume) return refusal('The candidate’s resume is gone: the employee cannot be made from it.');
  let created: { recordId: number; empno: string } | null = null;
  if (input.joiningStatus === 1) {
    const [employees, designations, departments, shifts, leaveTypes] = await Promise.all([
      employeesOf(session.companyCode),
      designationsOf(session.companyCode),
      departmentsOf(session.companyCode),
      shiftsOf(session.companyCode),
      leaveTypesOf(session.companyCode),
    ]);
    const department =
      designations.find((one) => one.recordId === resume.designation)?.department ??
      [...departments].sort((a, b) => a.recordId - b.recordId)[0]?.recordId ??
      0;
    const employee = employeeFromJoining(resume, candidate!, {
      recordId: nextRecordId(employees.map((one) => one.recordId)),
      empno: nextEmployeeNumber(employees.map((one) => one.empno)),
      joiningDate: input.joiningDate,
      department,
      shift: shifts.find((one) => one.active)?.code ?? '',
      leaves: leaveTypes
        .filter((one) => one.active && one.daysPerYear > 0)
        .map((one, index) => ({ lineid: index + 1, leaveId: one.recordId, valu: one.daysPerYear })),
    });
    // The generic masters store keeps an employee under String(recordId) (the employees resource's key).
    await writeRecord(HRD_MASTER.employees, session.companyCode, String(employee.recordId), employee);
    created = { recordId: employee.recordId, empno: employee.empno };
  }
  const updated: HrdInterview = {
    ...interview!,
    candidates: interview!.candidates.map((one) =>
      one.resumeId === input.resumeId
        ? {
            ...one,
            joiningStatus: input.joiningStatus,
            joiningDate: input.joiningStatus === 1 ? input.joiningDate : '',
            joiningComments: input.joiningComments,
            refEmpNo: created?.recordId ?? null,
          }
        : one,
    ),
  };
  await writeRecord(HRD_STORE.interviews, session.companyCode, idOf(updated.recordId), updated);
  return HttpResponse.json({ result: 'OK', recordId: created?.recordId ?? null, empno: created?.empno ?? '' });
}

export const joiningHandlers = [
  http.post(`*/${HRD_ROUTES.joiningList}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { resumes, interviews } = await recruitment(session.companyCode);
    return HttpResponse.json(
      appointedRows(
        interviews,
        resumes,
        await designationChoices(session.companyCode),
        await employeesOf(session.companyCode),
      ),
    );
  }),
  http.post(`*/${HRD_ROUTES.setJoining}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return hrdWrite(request, session, () => save(session, body));
  }),
];
