import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { VEHICLES } from '../../../menus/catalogue/vehicles';
import { classCodeOf } from '../../../kits/school/class-code';
import { assignmentProblems, stopProblem } from '../../../modules/vehicles/domain/transport-rules';
import { VEH_ROUTES } from '../../../modules/vehicles/domain/veh-routes';
import type { TransportAssignment } from '../../../modules/vehicles/domain/veh-types';
import type { TransportWay } from '../../../kits/school/transport-way';
import { storeStudent } from '../../core/school/school-masters';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import {
  headerOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { writeAssignment } from '../../core/school/transport-store';
import { vehiclesDashboardHandler } from './dashboard-handler';
import {
  runningAssignments,
  transportData,
  transportRequirements,
  type TransportData,
} from '../../core/school/transport-data';

const SCREEN = VEHICLES.vehTransport;

/** The students master's transport flag kept in step: set by an assignment, cleared when it is stopped. */
async function keepFlag(companyCode: number, data: TransportData, row: TransportAssignment) {
  const student = data.students.find((one) => one.admissionNo === row.admissionNo);
  const riding = row.toDate === '';
  if (student && student.transport !== riding) await storeStudent(companyCode, { ...student, transport: riding });
}

/** Assign (1) or change (2) a pupil's seat: checked against the route, its stops and its seats. */
async function assign(session: DemoSession, header: Record<string, unknown>, traCheck: 1 | 2): Promise<Response> {
  const today = schoolToday();
  const data = await transportData(session.companyCode);
  const input = {
    admissionNo: text(header.admissionNo),
    route: text(header.route),
    stop: text(header.stop),
    way: text(header.way),
    fromDate: text(header.fromDate) || today,
  };
  const student = data.students.find((one) => one.admissionNo === input.admissionNo);
  if (input.admissionNo && (!student || !student.active))
    return refusal(`There is no pupil on roll with admission number ${input.admissionNo}.`);
  const current = data.assignments.find(
    (row) => row.admissionNo === input.admissionNo && (row.toDate === '' || row.toDate >= today),
  );
  if (traCheck === 1 && current)
    return refusal(
      `${current.name} already rides route ${current.route} from ${current.stop}: change or stop that assignment.`,
    );
  if (traCheck === 2 && !current)
    return refusal(`${student?.name ?? input.admissionNo} has no running transport assignment to change.`);
  const problems = assignmentProblems(input, data.routes, data.vehicles, data.assignments);
  if (problems.length > 0) return refusal(problems.map((problem) => problem.message).join('; ') + '.');
  const route = data.routes.find((row) => row.code === input.route)!;
  const row: TransportAssignment = {
    admissionNo: student!.admissionNo,
    name: student!.name,
    classCode: classCodeOf(student!),
    route: route.code,
    routeName: route.name,
    stop: input.stop,
    way: input.way as TransportWay,
    fromDate: input.fromDate,
    toDate: '',
    by: session.userName,
  };
  await writeAssignment(session.companyCode, row);
  await keepFlag(session.companyCode, data, row);
  await logSchool(
    session,
    'vehicles',
    traCheck === 1 ? 'Transport assigned' : 'Transport changed',
    row.name,
    row.admissionNo,
    `${row.route}, ${row.stop}, ${row.way === 'BOTH' ? 'both ways' : 'one way'} from ${row.fromDate}`,
  );
  return HttpResponse.json({ result: 'OK', seq: row.admissionNo });
}

/** Stop (3) a pupil's seat on its last day: the record kept with its toDate. */
async function stop(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const today = schoolToday();
  const data = await transportData(session.companyCode);
  const admissionNo = text(header.admissionNo);
  const current = data.assignments.find((row) => row.admissionNo === admissionNo && row.toDate === '');
  if (!current) return refusal(`${admissionNo || 'The pupil'} has no running transport assignment to stop.`);
  const toDate = text(header.toDate) || today;
  const problem = stopProblem(current, toDate);
  if (problem) return refusal(`${problem}.`);
  const row = { ...current, toDate, by: session.userName };
  await writeAssignment(session.companyCode, row);
  await keepFlag(session.companyCode, data, row);
  await logSchool(session, 'vehicles', 'Transport stopped', row.name, row.admissionNo, `${row.route} until ${toDate}`);
  return HttpResponse.json({ result: 'OK', seq: row.admissionNo });
}

/**
 * Transport assignments (/vehicles/veh-transport) and the vehicles dashboard from real data (before the generic
 * dashboards).
 */
export const transportHandlers: HttpHandler[] = [
  vehiclesDashboardHandler,
  http.post(`*/${VEH_ROUTES.transportRequirements}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(transportRequirements(await transportData(session.companyCode), schoolToday()));
  }),
  http.post(`*/${VEH_ROUTES.transportAssignments}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return HttpResponse.json(
      runningAssignments(await transportData(session.companyCode), schoolToday(), text(body.detail), true),
    );
  }),
  http.post(`*/${VEH_ROUTES.saveTransportAssignment}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
      return refusal('A transport assignment is made (1), changed (2) or stopped (3).');
    const session = await schoolSession(
      request,
      SCREEN,
      traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
      'write',
    );
    if (session instanceof Response) return session;
    const header = headerOf(body);
    return schoolWrite(request, session, () =>
      traCheck === 3 ? stop(session, header) : assign(session, header, traCheck),
    );
  }),
];
