import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { isDay, visitorInProblems, visitorOutProblems } from '../../../modules/school-office/domain/desk-rules';
import { FD_PREFIXES, FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import type { DeskListAnswer } from '../../../modules/school-office/domain/desk-records';
import type { Visitor } from '../../../modules/school-office/domain/visitor-types';
import { readJson } from '../../core/read-json';
import { visitorsFrom, writeVisitor } from '../fd-store';
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
 * Visitors (fd-visitors): the period's visitors, those still in first; let in (traCheck 1), marked out (traCheck 2).
 */

const byInsideThenLatest = (a: Visitor, b: Visitor) =>
  Number(a.outTime !== '') - Number(b.outTime !== '') ||
  b.date.localeCompare(a.date) ||
  b.inTime.localeCompare(a.inTime);

export const visitorHandlers = [
  http.post(`*/${FD_ROUTES.visitors}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdVisitors, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { from, to } = periodOf(await readJson(request));
    const rows = (await visitorsFrom(session.companyCode, ''))
      .filter((one) => one.date >= from && one.date <= to)
      .sort(byInsideThenLatest);
    return HttpResponse.json({
      rows,
      people: await deskPeople(session.companyCode),
      today: schoolToday(),
    } satisfies DeskListAnswer<Visitor>);
  }),
  http.post(`*/${FD_ROUTES.saveVisitor}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return refusal('A visitor is let in (1) or marked out (2).');
    const session = await schoolSession(
      request,
      FRONT_DESK.fdVisitors,
      traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
      'write',
    );
    if (session instanceof Response) return session;
    const header = headerOf(body);
    return schoolWrite(request, session, async () => {
      const today = schoolToday();
      const todays = await visitorsFrom(session.companyCode, today);
      if (traCheck === 2) {
        // Marked out on the day they came (a visitor left in on an earlier day can still be marked out).
        const day = isDay(textOf(header.date)) ? textOf(header.date) : today;
        const visitor = (day === today ? todays : await visitorsFrom(session.companyCode, day)).find(
          (one) => one.visitorNo === textOf(header.visitorNo),
        );
        const outTime = textOf(header.outTime, 5);
        const problems = visitorOutProblems(visitor, outTime);
        if (problems.length > 0 || !visitor) return deskRefusal(problems);
        await writeVisitor(session.companyCode, { ...visitor, outTime });
        await logSchool(session, 'frontdesk', 'Visitor out', visitor.name, visitor.visitorNo, `Out at ${outTime}`);
        return HttpResponse.json({ result: 'OK', seq: visitor.visitorNo, recordId: visitor.visitorNo });
      }
      const input = {
        name: textOf(header.name, 80),
        phone: textOf(header.phone, 15),
        purpose: textOf(header.purpose, 120),
        meets: textOf(header.meets, 30),
        inTime: textOf(header.inTime, 5),
      };
      const problems = visitorInProblems(input, todays);
      const person = (await deskPeople(session.companyCode)).find((one) => one.key === input.meets);
      if (!person && input.meets)
        problems.push({ field: 'meets', message: 'Choose whom they meet from the staff and pupils' });
      if (problems.length > 0 || !person) return deskRefusal(problems);
      const ofYear = await visitorsFrom(session.companyCode, today.slice(0, 4));
      const visitorNo = nextYearNumber(
        FD_PREFIXES.visitor,
        today,
        ofYear.map((one) => one.visitorNo),
      );
      const visitor: Visitor = {
        visitorNo,
        date: today,
        ...input,
        meetsName: person.name,
        outTime: '',
        badgeNo: textOf(header.badgeNo, 10),
        by: session.userName,
      };
      await writeVisitor(session.companyCode, visitor);
      await logSchool(
        session,
        'frontdesk',
        'Visitor in',
        visitor.name,
        visitorNo,
        `Meets ${person.name} at ${input.inTime}`,
      );
      return HttpResponse.json({ result: 'OK', seq: visitorNo, recordId: visitorNo });
    });
  }),
];
