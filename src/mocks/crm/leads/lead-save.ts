import { STATUS_CONVERTED } from '../../../modules/crm/domain/lead-masters';
import { callProblems, duplicateOf, leadLabel, leadProblems } from '../../../modules/crm/domain/lead-rules';
import type { CrmLead, LeadInput, LeadKind } from '../../../modules/crm/domain/lead-types';
import { member } from '../../core/body-members';
import { serverToday } from '../../core/server-dates';
import type { DemoSession } from '../../core/sessions/auth';
import { linkParty } from './lead-party';
import { dtoOk, dtoRefusal, leadActivity, num, str } from './lead-session';
import { callsOf, leadsOf, nextId, writeCall, writeLead } from './lead-store';

type Body = Record<string, unknown>;

const TEXT_FIELDS = [
  'lead_owner',
  'company',
  'first_name',
  'last_name',
  'title',
  'description',
  'business_email',
  'phonenumber',
  'website',
  'industry',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
] as const;

export function inputOf(body: Body): LeadInput {
  const input = Object.fromEntries(TEXT_FIELDS.map((name) => [name, str(body[name])])) as Omit<
    LeadInput,
    'lead_status' | 'lead_source' | 'lead_stage'
  >;
  return {
    ...input,
    lead_status: num(body.lead_status),
    lead_source: num(body.lead_source),
    lead_stage: num(body.lead_stage),
  };
}

/**
 * SaveCRMLead / SaveCRMCustomer (create) and updateCRMLead / updateCRMCustomer (`id` given): checked by the lead rules
 * and the contract's duplicate rule (400 text naming the match). An update with `type_lead_cus 'Cus'` converts a lead
 * (D1: its party linked or created). The e-mail on creation is logged unless `emailoutputformat == 'true'`.
 */
export async function saveLead(session: DemoSession, body: Body, kind: LeadKind, creating: boolean): Promise<Response> {
  const { companyCode } = session;
  const input = inputOf(body);
  const problem = Object.values(leadProblems(input))[0];
  if (problem) return dtoRefusal(problem);
  const leads = await leadsOf(companyCode);
  const existing = creating ? undefined : leads.find((one) => one.id === num(body.id));
  if (!creating && !existing) return dtoRefusal(`There is no ${kind === 'Cus' ? 'customer' : 'lead'} ${str(body.id)}.`);
  const duplicate = duplicateOf(leads, input, existing?.id);
  if (duplicate) return dtoRefusal(duplicate);
  const today = serverToday();
  const id = existing?.id ?? nextId(leads);
  const becomes: LeadKind =
    str(body.type_lead_cus) === 'Cus' || kind === 'Cus' || existing?.type_lead_cus === 'Cus' ? 'Cus' : 'Lead';
  const converting = existing?.type_lead_cus === 'Lead' && becomes === 'Cus';
  const code =
    existing?.code ?? (becomes === 'Cus' ? `CUS-${String(id).padStart(4, '0')}` : `L-${String(id).padStart(4, '0')}`);
  const row: CrmLead = {
    ...(existing ?? {
      id,
      branch_id: '1',
      customer_code: String(companyCode),
      created_at: today,
      party_id: null,
      converted_at: '',
      emailoutputformat: str(body.emailoutputformat) || 'false',
    }),
    ...input,
    id,
    code,
    type_lead_cus: becomes,
    modified_at: today,
    lead_status: converting ? STATUS_CONVERTED : input.lead_status,
    converted_at: converting ? today : (existing?.converted_at ?? ''),
  } as CrmLead;
  if (becomes === 'Cus' && !row.party_id) row.party_id = await linkParty(companyCode, row);
  await writeLead(companyCode, row);
  const what = leadLabel(row);
  if (creating) {
    await leadActivity(session, 'Added', becomes === 'Cus' ? 'Customer' : 'Lead', String(id), `${what} added`);
    if (row.emailoutputformat !== 'true' && row.business_email)
      await leadActivity(session, 'E-mail sent', 'Lead', String(id), `Welcome e-mail to ${row.business_email}`);
  } else
    await leadActivity(
      session,
      converting ? 'Converted' : 'Changed',
      becomes === 'Cus' ? 'Customer' : 'Lead',
      String(id),
      converting ? `${what} became a customer (party ${row.party_id})` : `${what} changed`,
    );
  return dtoOk({ id, code, party_id: row.party_id });
}

/**
 * updateassignleadowners `{Leads:int[], CustomerCode, AssignTo}` (its names read without regard to case, as the server
 * binds them): every lead named gets the owner.
 */
export async function assignOwners(session: DemoSession, body: Body): Promise<Response> {
  const named = member(body, 'leads');
  const ids = Array.isArray(named) ? named.map(num) : [];
  const owner = str(member(body, 'assignTo'));
  if (ids.length === 0) return dtoRefusal('Choose the leads to assign.');
  if (!owner) return dtoRefusal('Choose the employee to assign them to.');
  const leads = await leadsOf(session.companyCode);
  const missing = ids.find((id) => !leads.some((one) => one.id === id));
  if (missing !== undefined) return dtoRefusal(`There is no lead ${missing}.`);
  for (const lead of leads.filter((one) => ids.includes(one.id)))
    await writeLead(session.companyCode, { ...lead, lead_owner: owner, modified_at: serverToday() });
  await leadActivity(session, 'Assigned', 'Lead', ids.join(', '), `Leads ${ids.join(', ')} assigned to ${owner}`);
  return dtoOk();
}

/** Savecrmtelecalldetails: a follow-up on a lead (the next follow-up not in the past). */
export async function saveCall(session: DemoSession, body: Body): Promise<Response> {
  const call = {
    lead_id: num(body.lead_id),
    call_date: str(body.call_date),
    call_type: num(body.call_type),
    notes: str(body.notes),
    next_followup_date: str(body.next_followup_date),
  };
  const problem = Object.values(callProblems(call, serverToday()))[0];
  if (problem) return dtoRefusal(problem);
  const lead = (await leadsOf(session.companyCode)).find((one) => one.id === call.lead_id);
  if (!lead) return dtoRefusal(`There is no lead ${call.lead_id}.`);
  const id = nextId(await callsOf(session.companyCode));
  await writeCall(session.companyCode, { ...call, id, called_by: str(body.called_by) || session.userName });
  await writeLead(session.companyCode, { ...lead, modified_at: serverToday() });
  return dtoOk({ id });
}

/**
 * D1: the first order from a lead's quotation makes the lead a customer, linked to its party (found or created), as
 * converting it by hand does. Answers the party's code; null when there is no such lead. Call inside the write queue.
 */
export async function customerOfLead(session: DemoSession, leadId: number): Promise<string | null> {
  const lead = (await leadsOf(session.companyCode)).find((one) => one.id === leadId);
  if (!lead) return null;
  if (lead.party_id) return lead.party_id;
  const today = serverToday();
  const converting = lead.type_lead_cus === 'Lead';
  const row: CrmLead = {
    ...lead,
    type_lead_cus: 'Cus',
    modified_at: today,
    lead_status: converting ? STATUS_CONVERTED : lead.lead_status,
    converted_at: converting ? today : lead.converted_at,
  };
  row.party_id = await linkParty(session.companyCode, row);
  await writeLead(session.companyCode, row);
  await leadActivity(
    session,
    'Converted',
    'Customer',
    String(lead.id),
    `${leadLabel(row)} became a customer on its first order (party ${row.party_id})`,
  );
  return row.party_id;
}
