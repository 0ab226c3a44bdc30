import { format } from 'date-fns';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MAILS_ENDPOINT, type Mail, type MailMarks } from '../../modules/workspace/inbox/mail-types';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { requireSession } from '../core/sessions/auth';
import { oneAtATime } from '../core/write-queue';
import { readJson, validationAnswer } from '../core/read-json';

/** Where a company's mails sit in the demo database (key: mail id). */
const MAILS = 'apps.mails';
const MARKS = ['read', 'selected', 'starred'] as const;
const NO_SUCH_MAIL = 'This mail is not in the inbox any more.';

async function signedIn(request: Request) {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  await seedOnce(MAILS, session.companyCode, async () =>
    (await import('./seeds/mails'))
      .demoMails(format(new Date(), 'yyyy-MM-dd'))
      .map((mail) => ({ id: mail.id, data: mail })),
  );
  return session;
}

/** GET /api/mails (spec section 7): the company's mails, newest first (then by id). */
const listMails = http.get(`*/${MAILS_ENDPOINT}`, async ({ request }) => {
  const session = await signedIn(request);
  if (session instanceof Response) return session;
  const mails = await listRecords<Mail>(MAILS, session.companyCode);
  return HttpResponse.json(mails.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)));
});

/** The marks a PATCH body asks for, and a field error for each mark that is not true or false. */
function marksOf(body: Record<string, unknown>): { marks: MailMarks; errors: Record<string, string> } {
  const marks: MailMarks = {};
  const errors: Record<string, string> = {};
  for (const mark of MARKS) {
    const value = body[mark];
    if (value === undefined) continue;
    if (typeof value === 'boolean') marks[mark] = value;
    else errors[mark] = `${mark} must be true or false.`;
  }
  return { marks, errors };
}

/** PATCH /api/mails/{id} {read?, selected?, starred?}: changes those marks and answers the whole mail. */
const markMail = http.patch(`*/${MAILS_ENDPOINT}/:id`, async ({ request, params }) => {
  const session = await signedIn(request);
  if (session instanceof Response) return session;
  const id = String(params.id);
  const { marks, errors } = marksOf(await readJson(request));
  if (Object.keys(errors).length > 0) return validationAnswer(errors);
  // Read and write in one turn: two quick marks on a mail (select, then mark read) must not undo each other.
  return oneAtATime(session.companyCode, async () => {
    const mail = await readRecord<Mail>(MAILS, session.companyCode, id);
    if (!mail) return HttpResponse.json({ message: NO_SUCH_MAIL }, { status: 404 });
    const changed: Mail = { ...mail, ...marks };
    await writeRecord(MAILS, session.companyCode, id, changed);
    return HttpResponse.json(changed);
  });
});

/** DELETE /api/mails/{id}: removes the mail for good (204; 404 when it is already gone). */
const deleteMail = http.delete(`*/${MAILS_ENDPOINT}/:id`, async ({ request, params }) => {
  const session = await signedIn(request);
  if (session instanceof Response) return session;
  const id = String(params.id);
  if (!(await readRecord<Mail>(MAILS, session.companyCode, id)))
    return HttpResponse.json({ message: NO_SUCH_MAIL }, { status: 404 });
  await deleteRecord(MAILS, session.companyCode, id);
  return new HttpResponse(null, { status: 204 });
});

/**
 * The inbox's demo backend, per company (seeded with 15 mails on first use): GET /api/mails,
 * PATCH /api/mails/{id} with {read?, selected?, starred?} (answers the mail), DELETE /api/mails/{id}.
 */
export const mailHandlers: HttpHandler[] = [listMails, markMail, deleteMail];
