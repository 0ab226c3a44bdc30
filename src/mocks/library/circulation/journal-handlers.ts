import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { LIBRARY } from '../../../menus/catalogue/library';
import { missingIssues } from '../../../modules/library/domain/journal-rules';
import { LIB_PREFIXES, LIB_ROUTES as API } from '../../../modules/library/domain/lib-routes';
import type { JournalReceipt, JournalReceiptsAnswer } from '../../../modules/library/domain/library-types';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { journalsOf } from '../../core/school/school-masters';
import {
  headerOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { reportDate } from '../../core/server-dates';
import { journalReceiptsOf, writeJournalReceipt } from '../../core/school/library-store';

const SCREEN = LIBRARY.libJournalsTra;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The receipts of journals in a period (by the day they came in) and the issues missing in it up to today. */
export async function journalReceiptsIn(
  companyCode: number,
  from: string,
  to: string,
  journal: string,
  today: string,
): Promise<JournalReceiptsAnswer> {
  const [journals, receipts] = await Promise.all([journalsOf(companyCode), journalReceiptsOf(companyCode)]);
  const chosen = journals.filter((row) => journal === '' || row.code === journal);
  const until = to < today ? to : today;
  const missing = missingIssues(chosen, receipts, { from, to: until }).map(
    ({ journal: code, title, from: start, to: end, label }) => ({ journal: code, title, from: start, to: end, label }),
  );
  return {
    journals: journals
      .filter((row) => row.active)
      .map(({ code, title, periodicity }) => ({ code, title, periodicity }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    receipts: receipts
      .filter((row) => row.date >= from && row.date <= to && (journal === '' || row.journal === journal))
      .sort((a, b) => b.date.localeCompare(a.date) || b.receiptNo.localeCompare(a.receiptNo)),
    missing,
  };
}

/**
 * Records an issue received: a journal of the master, received on a day not after today, its cover date, at least one
 * copy.
 */
async function save(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const header = headerOf(body);
  const today = schoolToday();
  const journal = (await journalsOf(session.companyCode)).find(
    (row) => row.code === text(header.journal) && row.active,
  );
  if (!journal) return refusal('Choose the journal received.');
  const date = text(header.date);
  if (!ISO.test(date) || date > today) return refusal('Received on: enter a day not after today.');
  const issueDate = text(header.issueDate);
  if (issueDate !== '' && !ISO.test(issueDate)) return refusal('Issue date: enter a date or leave it empty.');
  const copies = Number(header.copies);
  if (!Number.isInteger(copies) || copies < 1 || copies > 99)
    return refusal('Copies: enter a whole number from 1 to 99.');
  const receipts = await journalReceiptsOf(session.companyCode);
  const receiptNo = nextYearNumber(
    LIB_PREFIXES.journalReceipt,
    date,
    receipts.map((row) => row.receiptNo),
  );
  const row: JournalReceipt = {
    receiptNo,
    journal: journal.code,
    date,
    issueDate,
    issueLabel: text(header.issueLabel).slice(0, 60),
    copies,
    remarks: text(header.remarks).slice(0, 100),
    by: session.userName,
  };
  await writeJournalReceipt(session.companyCode, row);
  await logSchool(
    session,
    'library',
    'Receive',
    'Journal issue',
    receiptNo,
    `${journal.title} ${row.issueLabel}`.trim(),
  );
  return HttpResponse.json({ result: 'OK', seq: receiptNo, recordId: receiptNo });
}

/** Journals received (api/LibJournalsTra/*): read with the screen's right, record with create (1). */
export const journalHandlers = [
  http.post(`*/${API.journalReceipts}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = schoolToday();
    const from = reportDate(body.frmDate) ?? `${today.slice(0, 8)}01`;
    const to = reportDate(body.toDate) ?? today;
    return HttpResponse.json(await journalReceiptsIn(session.companyCode, from, to, text(body.detail), today));
  }),
  http.post(`*/${API.saveJournalReceipt}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return schoolWrite(request, session, () => save(session, body));
  }),
];
