import { HttpResponse } from 'msw';
import type { LeadContact } from '../../../modules/crm/domain/lead-types';
import { deleteRecord, listRecords, writeRecord } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import type { DemoSession } from '../../core/sessions/auth';
import { dtoOk, dtoRefusal, leadActivity, num, str } from './lead-session';

/**
 * The contacts on the contract's routes (Getcrmleadcontact…), kept in the round-one `crm.contacts` store (its seeds and
 * codes, and the dashboard that counts them): the wire's snake_case fields mapped onto the stored ones.
 */
const CONTACTS = 'crm.contacts';
type Row = Record<string, unknown>;
export const CONTACT_SOURCES = ['WEBSITE', 'REFERRAL', 'WALKIN', 'EXPO', 'CALL', 'SOCIAL', 'ADVERT'] as const;

async function rows(companyCode: number): Promise<Row[]> {
  await ensureSeeded(CONTACTS, companyCode);
  return listRecords<Row>(CONTACTS, companyCode);
}

export function contactAnswer(row: Row): LeadContact {
  const name = str(row.name);
  const first = str(row.first_name) || name.split(' ')[0] || '';
  const last = str(row.last_name) || name.split(' ').slice(1).join(' ');
  return {
    id: str(row.code),
    lead_id: row.lead_id ? num(row.lead_id) : null,
    first_name: first,
    last_name: last,
    title: str(row.designation),
    business_email: str(row.email),
    phonenumber: str(row.mobile),
    company: str(row.company),
    lead_source: str(row.source),
    city: str(row.city),
    notes: str(row.notes),
  };
}

export const contactsOf = async (companyCode: number) =>
  (await rows(companyCode))
    .filter((row) => row.active !== false)
    .map(contactAnswer)
    .sort((a, b) => a.id.localeCompare(b.id));

/**
 * SavecrmleadContact (no `id`) / Updatecrmleadcontact: a name, a ten-digit mobile, a known source; a new one takes the
 * next CT- code.
 */
export async function saveContact(session: DemoSession, body: Row, creating: boolean): Promise<Response> {
  const { companyCode } = session;
  const first = str(body.first_name);
  const last = str(body.last_name);
  const mobile = str(body.phonenumber).replace(/\D/g, '').slice(-10);
  const email = str(body.business_email);
  const source = str(body.lead_source);
  if (!first) return dtoRefusal('Enter the first name.');
  if (!/^[6-9]\d{9}$/.test(mobile))
    return dtoRefusal('The phone number needs ten digits starting with 6 to 9, e.g. 9829012345.');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return dtoRefusal('The business e-mail is not an e-mail address.');
  if (!(CONTACT_SOURCES as readonly string[]).includes(source)) return dtoRefusal('Choose the source.');
  const all = await rows(companyCode);
  const existing = creating ? undefined : all.find((row) => str(row.code) === str(body.id));
  if (!creating && !existing) return dtoRefusal(`There is no contact ${str(body.id)}.`);
  const last4 = Math.max(0, ...all.map((row) => Number(/^CT-(\d+)$/.exec(str(row.code))?.[1] ?? 0)));
  const code = existing ? str(existing.code) : `CT-${String(last4 + 1).padStart(4, '0')}`;
  const record: Row = {
    ...(existing ?? { phone: '', agent: '', active: true }),
    code,
    name: `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    designation: str(body.title),
    company: str(body.company),
    mobile,
    email,
    city: str(body.city),
    source,
    notes: str(body.notes),
    lead_id: body.lead_id ? num(body.lead_id) : null,
  };
  await writeRecord(CONTACTS, companyCode, code, record);
  await leadActivity(
    session,
    creating ? 'Added' : 'Changed',
    'Contact',
    code,
    `${str(record.name)} ${creating ? 'added' : 'changed'}`,
  );
  return dtoOk({ id: code });
}

/** GetcrmleadcontactDeleteById `{id}`. */
export async function deleteContact(session: DemoSession, body: Row): Promise<Response> {
  const id = str(body.id);
  const found = (await rows(session.companyCode)).find((row) => str(row.code) === id);
  if (!found) return dtoRefusal(`There is no contact ${id}.`);
  await deleteRecord(CONTACTS, session.companyCode, id);
  await leadActivity(session, 'Deleted', 'Contact', id, `${str(found.name)} deleted`);
  return dtoOk();
}

export const contactById = async (companyCode: number, id: string) =>
  HttpResponse.json((await contactsOf(companyCode)).find((one) => one.id === id) ?? null);
