import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_ROUTES } from '../../../modules/students/domain/stu-routes';
import type { TimetableAnswer } from '../../../modules/students/domain/timetable-types';
import { teacherLoadOf, teacherLoads } from '../../../modules/students/domain/teacher-load';
import { readJson } from '../../core/read-json';
import { schoolSession, text } from '../../core/school/school-session';
import { queuedSaveRoute } from '../../core/sessions/queued-save-route';
import { timetableOf, timetablesOf } from '../../core/school/students-store';
import { timetableRequirements, weeksInOrder } from './timetable-data';
import { saveTimetable } from './timetable-save';

const SCREEN = STUDENTS.stutimetable;

/**
 * The timetable desk (STU_ROUTES): its requirements, a class's week with every other class's (the
 * screen reads the draft's loads and clashes against them), the save (create 1 for a class without a week, modify 2
 * for one with; clashes refused by name) and the teachers' loads.
 */
export const timetableHandlers: HttpHandler[] = [
  http.post(`*/${STU_ROUTES.timetableRequirements}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await timetableRequirements(session.companyCode));
  }),
  http.post(`*/${STU_ROUTES.timetable}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const classCode = text((await readJson(request)).detail).toUpperCase();
    const [timetable, weeks] = await Promise.all([
      timetableOf(session.companyCode, classCode),
      timetablesOf(session.companyCode),
    ]);
    const answer: TimetableAnswer = {
      classCode,
      timetable: timetable ?? null,
      others: weeksInOrder(weeks.filter((week) => week.classCode !== classCode)).map(({ classCode: code, slots }) => ({
        classCode: code,
        slots,
      })),
    };
    return HttpResponse.json(answer);
  }),
  queuedSaveRoute(
    STU_ROUTES.saveTimetable,
    SCREEN,
    (traCheck) => (traCheck === 2 ? TRANSACTION.modify : TRANSACTION.create),
    saveTimetable,
  ),
  http.post(`*/${STU_ROUTES.teacherLoad}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const teacher = text((await readJson(request)).detail);
    const weeks = await timetablesOf(session.companyCode);
    return HttpResponse.json(teacher ? [teacherLoadOf(weeks, teacher)] : teacherLoads(weeks));
  }),
];
