import { nextYearNumber } from '../../../lib/numbers/year-series';
import { SOURCE_WEB_ENQUIRY } from '../../../modules/crm/domain/lead-masters';
import type { ContactSubmission } from '../../../modules/crm/domain/lead-types';
import { serverToday } from '../../core/server-dates';
import type { DemoSession } from '../../core/sessions/auth';
import { saveLead } from './lead-save';
import { dtoOk, dtoRefusal, leadActivity, str } from './lead-session';
import { submissionsOf, writeSubmission } from './lead-store';

type Body = Record<string, unknown>;

/** SaveCRMContactSubmission: the web form's post (a name, a phone or e-mail, the message), numbered LSUByyyy-00001. */
export async function saveSubmission(session: DemoSession, body: Body): Promise<Response> {
  const row = {
    first_name: str(body.first_name),
    last_name: str(body.last_name),
    company: str(body.company),
    business_email: str(body.business_email),
    phonenumber: str(body.phonenumber),
    message: str(body.message),
  };
  if (!row.first_name) return dtoRefusal('Enter the first name.');
  if (!row.phonenumber && !row.business_email) return dtoRefusal('Enter a phone number or a business e-mail.');
  if (!row.message) return dtoRefusal('Enter what they asked.');
  const today = serverToday();
  const id = nextYearNumber(
    'LSUB',
    today,
    (await submissionsOf(session.companyCode)).map((one) => one.id),
    5,
  );
  await writeSubmission(session.companyCode, {
    ...row,
    id,
    submitted_on: today,
    status: 'New',
    lead_id: null,
    discard_reason: '',
  });
  return dtoOk({ id });
}

async function openOne(session: DemoSession, body: Body): Promise<ContactSubmission | Response> {
  const found = (await submissionsOf(session.companyCode)).find((one) => one.id === str(body.id));
  if (!found) return dtoRefusal(`There is no web enquiry ${str(body.id)}.`);
  if (found.status !== 'New') return dtoRefusal(`Web enquiry ${found.id} is already ${found.status.toLowerCase()}.`);
  return found;
}

/**
 * ConvertCRMContactSubmission `{id}`: a new lead (source Web enquiry) through the lead rules and the duplicate rule.
 */
export async function convertSubmission(session: DemoSession, body: Body): Promise<Response> {
  const found = await openOne(session, body);
  if (found instanceof Response) return found;
  const lead = {
    ...found,
    last_name: found.last_name || '-',
    description: found.message,
    lead_source: SOURCE_WEB_ENQUIRY,
    lead_status: 1,
    lead_stage: 1,
    lead_owner: str(body.lead_owner),
  };
  const answer = await saveLead(session, lead, 'Lead', true);
  if (answer.status !== 200) return answer;
  const { id } = (await answer.clone().json()) as { id: number };
  await writeSubmission(session.companyCode, { ...found, status: 'Converted', lead_id: id });
  await leadActivity(session, 'Converted', 'Web enquiry', found.id, `Web enquiry ${found.id} became lead ${id}`);
  return dtoOk({ lead_id: id });
}

/** DiscardCRMContactSubmission `{id, reason}`. */
export async function discardSubmission(session: DemoSession, body: Body): Promise<Response> {
  const reason = str(body.reason);
  if (!reason) return dtoRefusal('Give the reason for discarding it.');
  const found = await openOne(session, body);
  if (found instanceof Response) return found;
  await writeSubmission(session.companyCode, { ...found, status: 'Discarded', discard_reason: reason });
  await leadActivity(session, 'Discarded', 'Web enquiry', found.id, reason);
  return dtoOk();
}
