import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_ROUTES } from '../../../modules/students/domain/stu-routes';
import { reportDate } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import {
  headerOf,
  linesOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { monthAnswer, registerAnswer } from './attendance-reads';
import { mayOnAttendance, saveRegister } from './register-save';

/**
 * The class register (stuattendance): a day's roll and saved absentees, the save (replace-all per class
 * and day, checked by attendance-rules.ts), and a class's month grid. Reads need the screen's view right; a save
 * needs create (a new day) or modify (a day already kept), and a past day the otherDates right.
 */
export const attendanceHandlers: HttpHandler[] = [
  http.post(`*/${STU_ROUTES.attendanceRegister}`, async ({ request }) => {
    const session = await schoolSession(request, STUDENTS.stuattendance, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = schoolToday();
    const dat = body.frmDate === undefined || body.frmDate === '' ? today : reportDate(body.frmDate);
    if (dat === null)
      return HttpResponse.json({ message: 'Give the day of the register as dd-MMM-yyyy.' }, { status: 400 });
    return HttpResponse.json(await registerAnswer(session.companyCode, text(body.detail), dat, today));
  }),

  http.post(`*/${STU_ROUTES.attendanceMonth}`, async ({ request }) => {
    const session = await schoolSession(request, STUDENTS.stuattendance, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = schoolToday();
    const dat = body.frmDate === undefined || body.frmDate === '' ? today : reportDate(body.frmDate);
    if (dat === null) return HttpResponse.json({ message: 'Give a day of the month as dd-MMM-yyyy.' }, { status: 400 });
    return HttpResponse.json(await monthAnswer(session.companyCode, text(body.detail), dat.slice(0, 7), today));
  }),

  http.post(`*/${STU_ROUTES.saveAttendanceRegister}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2)
      return refusal('A register is saved for a new day (1) or changed (2); it is never deleted.');
    const session = await schoolSession(
      request,
      STUDENTS.stuattendance,
      traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
      'write',
    );
    if (session instanceof Response) return session;
    const header = headerOf(body);
    const dat = reportDate(header.dat) ?? text(header.dat);
    const classCode = text(header.classCode);
    const absentees = linesOf(body).map((line) => ({
      admissionNo: text(line.admissionNo),
      reason: typeof line.reason === 'string' ? line.reason : '',
    }));
    return schoolWrite(request, session, async () => {
      const answer = await saveRegister({
        companyCode: session.companyCode,
        userName: session.userName,
        input: { classCode, dat, absentees },
        today: schoolToday(),
        otherDates: mayOnAttendance(session, TRANSACTION.otherDates),
        modify: mayOnAttendance(session, TRANSACTION.modify),
      });
      if (answer.result === 'OK')
        await logSchool(
          session,
          'students',
          'Attendance saved',
          `Register ${classCode}`,
          `${dat}|${classCode}`,
          `${absentees.length} absent`,
        );
      return HttpResponse.json(answer);
    });
  }),
];
