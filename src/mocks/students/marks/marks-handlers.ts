import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_ROUTES } from '../../../modules/students/domain/stu-routes';
import { readJson } from '../../core/read-json';
import { headerOf, schoolSession, schoolWrite, text } from '../../core/school/school-session';
import { marksSheetOf } from '../../core/school/students-store';
import { marksRequirementsOf, marksSheetAnswer, reportCardsOf } from './marks-data';
import { saveMarksSheet } from './marks-save';

const SCREEN = STUDENTS.stumarks;

/** A read of the marks desk: `{ ..., usr }` with the screen's view right (403 without). */
const read = (
  endpoint: string,
  answer: (companyCode: number, body: Record<string, unknown>) => Promise<object | string>,
) =>
  http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const found = await answer(session.companyCode, await readJson(request));
    return typeof found === 'string'
      ? HttpResponse.json({ message: found }, { status: 400 })
      : HttpResponse.json(found as JsonBodyType);
  });

/**
 * SetStuMarksSheet `{ header: { exam, classCode, subject }, lines: MarksRow[], traCheck }`: a sheet not saved before
 * needs the create right (1), one saved before the modify right (2), whatever traCheck says; once per Idempotency-Key.
 */
async function save(request: Request): Promise<Response> {
  const reader = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
  if (reader instanceof Response) return reader;
  const body = await readJson(request);
  const header = headerOf(body);
  const key = { exam: text(header.exam), classCode: text(header.classCode), subject: text(header.subject) };
  const saved = await marksSheetOf(reader.companyCode, key.exam, key.classCode, key.subject);
  const session = await schoolSession(request, SCREEN, saved ? TRANSACTION.modify : TRANSACTION.create, 'write');
  if (session instanceof Response) return session;
  return schoolWrite(request, session, () => saveMarksSheet(session, key, body));
}

/** Marks sheets and report cards. */
export const marksHandlers: HttpHandler[] = [
  read(STU_ROUTES.marksRequirements, (companyCode) => marksRequirementsOf(companyCode)),
  read(STU_ROUTES.marksSheet, (companyCode, body) =>
    marksSheetAnswer(companyCode, text(body.exam), text(body.classCode), text(body.subject)),
  ),
  read(STU_ROUTES.reportCards, (companyCode, body) =>
    reportCardsOf(companyCode, text(body.exam), text(body.classCode)),
  ),
  http.post(`*/${STU_ROUTES.saveMarksSheet}`, ({ request }) => save(request)),
];
