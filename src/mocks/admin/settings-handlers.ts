import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import { approvalChanges, setsProblem } from '../../modules/admin/settings/approval-rules';
import {
  letterProblems,
  letterTypeName,
  readLetter,
  tidyLetter,
  type CoveringLetter,
} from '../../modules/admin/settings/letter-rules';
import {
  mailProblems,
  mailsWithDefaults,
  MAIL_TYPES,
  readMails,
  tidyMail,
  type MailSetting,
} from '../../modules/admin/settings/mail-rules';
import type { SetupEntry } from '../../lib/session/session-types';
import { logActivity } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { authoriseAdministrator } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { ADMIN_STORE } from '../core/company/admin-store-names';
import { readRecord, writeRecord } from '../core/record-store';
import { activityFeedHandler } from './activity-feed';
import { licenceHandlers } from './licence-handlers';
import { saveSetupEntries, setupEntries } from '../core/company/settings-store';

type Letters = Partial<Record<CoveringLetter['type'], CoveringLetter>>;

function log(session: DemoSession, subject: string, reference: string, detail: string) {
  return logActivity(session, { module: 'admin', action: 'Modify', subject, reference, detail });
}

async function storedMails(companyCode: number): Promise<MailSetting[]> {
  return mailsWithDefaults(
    (await readRecord<{ mails: MailSetting[] }>(ADMIN_STORE.settings, companyCode, 'mails'))?.mails ?? [],
  );
}

const read = (
  endpoint: string,
  answer: (session: DemoSession, body: Record<string, unknown>) => Promise<JsonBodyType>,
) =>
  http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await authoriseAdministrator(request, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await answer(session, await readJson(request)));
  });

const write = (endpoint: string, save: (session: DemoSession, body: Record<string, unknown>) => Promise<Response>) =>
  http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await authoriseAdministrator(request, 'write');
    if (session instanceof Response) return session;
    return save(session, await readJson(request));
  });

/**
 * Spec section 7: `GetPurSetupDetails` (the usr object) → every approval setting [{branchId, setupCode,
 * setupDescription, setupValue}].
 */
const setupRead = read(ADMIN_ENDPOINTS.setupDetails, (session) => setupEntries(session.companyCode));

/** Spec section 7: `SetPurSetupDetails {sets, usr}`: the full array, PUR/CRM settings valued 1 (no approval) or 2. */
const setupSave = write(ADMIN_ENDPOINTS.saveSetupDetails, async (session, body) => {
  const problem = setsProblem(body.sets);
  if (problem) return HttpResponse.json({ result: problem });
  const before = await setupEntries(session.companyCode);
  const sets = (body.sets as SetupEntry[]).map((entry): SetupEntry => {
    const saved = before.find((old) => old.setupCode === entry.setupCode);
    return {
      branchId: entry.branchId,
      setupCode: entry.setupCode,
      setupDescription: saved?.setupDescription ?? String(entry.setupDescription ?? ''),
      setupValue: entry.setupValue,
    };
  });
  await saveSetupEntries(session.companyCode, sets);
  await log(session, 'Approval settings', 'sets', approvalChanges(before, sets));
  return HttpResponse.json({ recordId: 'sets', result: 'OK' });
});

/** Spec section 7: `GetPurMailSettings` (the usr object) → one mail setting per document type (ENQ, QUO, ORD). */
const mailRead = read(ADMIN_ENDPOINTS.mailSettings, (session) => storedMails(session.companyCode));

/** Spec section 7: `SetPurMailSettings {mails, usr}`: addresses checked; field errors as `mails.<index>.<field>`. */
const mailSave = write(ADMIN_ENDPOINTS.saveMailSettings, async (session, body) => {
  const parsed = readMails(body.mails);
  if ('problem' in parsed) return HttpResponse.json({ result: parsed.problem });
  const errors = Object.fromEntries(
    parsed.mails.flatMap((mail, index) =>
      Object.entries(mailProblems(mail)).map(([field, message]) => [`mails.${index}.${field}`, message]),
    ),
  );
  if (Object.keys(errors).length > 0) return validationAnswer(errors);
  const before = await storedMails(session.companyCode);
  const mails = mailsWithDefaults(parsed.mails.map(tidyMail));
  await writeRecord(ADMIN_STORE.settings, session.companyCode, 'mails', { mails });
  const changed = MAIL_TYPES.filter(
    ({ type }) =>
      JSON.stringify(before.find((m) => m.mailType === type)) !==
      JSON.stringify(mails.find((m) => m.mailType === type)),
  ).map(({ label }) => label);
  await log(
    session,
    'Mail settings',
    'mails',
    changed.length > 0 ? `Changed the mails for ${changed.join(', ')}` : 'Saved without changes',
  );
  return HttpResponse.json({ recordId: 'mails', result: 'OK' });
});

/** Spec section 7: `GetMisCoveringLetterDetails {detail: type, usr}` → the covering letter of that type, or null. */
const letterRead = read(ADMIN_ENDPOINTS.coveringLetters, async (session, body) => {
  const letters = (await readRecord<Letters>(ADMIN_STORE.settings, session.companyCode, 'letters')) ?? {};
  return typeof body.detail === 'string' ? (letters[body.detail as CoveringLetter['type']] ?? null) : null;
});

/**
 * Spec section 7: `SetMisCoveringLetterDetails {detail: {type, subject, salutation, body, image?}, usr}` (image a data
 * URL of at most about 300 kB).
 */
const letterSave = write(ADMIN_ENDPOINTS.saveCoveringLetter, async (session, body) => {
  const parsed = readLetter(body.detail);
  if ('problem' in parsed) return HttpResponse.json({ result: parsed.problem });
  const problems = letterProblems(parsed.letter);
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const letters = (await readRecord<Letters>(ADMIN_STORE.settings, session.companyCode, 'letters')) ?? {};
  const letter = tidyLetter(parsed.letter);
  await writeRecord(ADMIN_STORE.settings, session.companyCode, 'letters', { ...letters, [letter.type]: letter });
  await log(
    session,
    'Covering letter',
    letter.type,
    `Saved the ${letterTypeName(letter.type).toLowerCase()} covering letter "${letter.subject}"${letter.image ? ' with an image' : ''}`,
  );
  return HttpResponse.json({ recordId: letter.type, result: 'OK' });
});

/**
 * The system settings calls (spec section 7, exactly as named) and the licence's: administrators only, every change
 * logged. With them the other `api/AdminTargets` route, the activity feed, which every signed-in user reads.
 */
export const settingsHandlers: HttpHandler[] = [
  setupRead,
  setupSave,
  mailRead,
  mailSave,
  letterRead,
  letterSave,
  ...licenceHandlers,
  activityFeedHandler,
];
