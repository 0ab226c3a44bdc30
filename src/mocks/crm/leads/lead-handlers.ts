import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { CRM } from '../../../menus/catalogue/crm';
import { CALL_TYPES, LEAD_SOURCES, LEAD_STAGES, LEAD_STATUSES } from '../../../modules/crm/domain/lead-masters';
import { LEAD_ROUTES as R } from '../../../modules/crm/domain/lead-routes';
import { pipelineOf } from '../../../modules/crm/domain/lead-rules';
import type { CrmLead } from '../../../modules/crm/domain/lead-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { employeesOf } from '../../core/people/hrd-masters';
import { contactById, contactsOf, deleteContact, saveContact } from './contact-wire';
import { ensureLeadSeed, ensureSubmissionSeed } from './lead-seed';
import { assignOwners, saveCall, saveLead } from './lead-save';
import { leadSession, leadWrite, num, str } from './lead-session';
import { callsOf, leadsOf, registerLeadSeeder, submissionsOf } from './lead-store';
import { convertSubmission, discardSubmission, saveSubmission } from './submission-save';

registerLeadSeeder('leads', ensureLeadSeed);
registerLeadSeeder('calls', ensureLeadSeed);
registerLeadSeeder('submissions', ensureSubmissionSeed);

/** The lead world on the contract's new-style routes (05-crm §6) and ours. */
const { view, create, modify } = TRANSACTION;
const LEADS = [CRM.crmLeads];
const ANY = [
  CRM.crmLeads,
  CRM.crmCustomers,
  CRM.crmContacts,
  CRM.crmContactSubmissions,
  CRM.crmRepPipeline,
  CRM.crmQuotations,
];
type Screens = readonly (typeof CRM)[keyof typeof CRM][];
type Work = (
  session: Exclude<Awaited<ReturnType<typeof leadSession>>, Response>,
  body: Record<string, unknown>,
) => Promise<Response>;

const read = (route: string, screens: Screens, work: Work) =>
  http.post(`*/${route}`, async ({ request }) => {
    const session = await leadSession(request, screens, view, 'read');
    if (session instanceof Response) return session;
    return work(session, await readJson(request));
  });
const write = (route: string, screens: Screens, transaction: number, work: Work, also?: Screens) =>
  http.post(`*/${route}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await leadSession(request, screens, transaction as typeof create, 'write');
    if (session instanceof Response) return session;
    if (also) {
      const second = await leadSession(request, also, create, 'write');
      if (second instanceof Response) return second;
    }
    return leadWrite(request, session, () => work(session, body));
  });

/** A lead with its next follow-up (the latest call's). */
async function withNext(companyCode: number, rows: CrmLead[]) {
  const calls = await callsOf(companyCode);
  return rows.map((row) => {
    const last = calls
      .filter((call) => call.lead_id === row.id)
      .sort((a, b) => b.call_date.localeCompare(a.call_date) || b.id - a.id)[0];
    return { ...row, next_followup_date: last?.next_followup_date ?? '' };
  });
}
const ofKind = async (companyCode: number, kind: 'Lead' | 'Cus') =>
  (await leadsOf(companyCode)).filter((row) => row.type_lead_cus === kind);
const byId = async (companyCode: number, id: number) =>
  HttpResponse.json(
    (
      await withNext(
        companyCode,
        (await leadsOf(companyCode)).filter((row) => row.id === id),
      )
    )[0] ?? null,
  );
const master = (route: string, rows: readonly unknown[]) =>
  read(route, ANY, () => Promise.resolve(HttpResponse.json(rows)));

export const leadHandlers: HttpHandler[] = [
  master(R.sources, LEAD_SOURCES),
  master(R.statuses, LEAD_STATUSES),
  master(R.stages, LEAD_STAGES),
  master(R.callTypes, CALL_TYPES),
  read(R.owners, ANY, async (session) =>
    HttpResponse.json(
      (await employeesOf(session.companyCode))
        .filter((one) => !one.serviceClosing)
        .map(({ empno, empname, surname }) => ({ empno, empname: `${empname} ${surname}`.trim() })),
    ),
  ),
  read(R.leads, ANY, async (session) =>
    HttpResponse.json(await withNext(session.companyCode, await ofKind(session.companyCode, 'Lead'))),
  ),
  read(R.lead, ANY, (session, body) => byId(session.companyCode, num(body.id))),
  read(R.leadsToCustomer, LEADS, async (session) =>
    HttpResponse.json((await ofKind(session.companyCode, 'Lead')).filter((row) => row.lead_stage === 6)),
  ),
  write(R.saveLead, LEADS, create, (session, body) => saveLead(session, body, 'Lead', true)),
  write(R.updateLead, LEADS, modify, (session, body) => saveLead(session, body, 'Lead', false)),
  write(R.assignOwners, LEADS, modify, assignOwners),
  read(R.calls, ANY, async (session, body) =>
    HttpResponse.json(
      (await callsOf(session.companyCode))
        .filter((one) => one.lead_id === num(body.lead_id))
        .sort((a, b) => b.call_date.localeCompare(a.call_date) || b.id - a.id),
    ),
  ),
  write(R.saveCall, LEADS, modify, saveCall),
  read(R.customers, [CRM.crmCustomers, CRM.crmQuotations], async (session) =>
    HttpResponse.json(await ofKind(session.companyCode, 'Cus')),
  ),
  read(R.customer, [CRM.crmCustomers, CRM.crmQuotations], (session, body) => byId(session.companyCode, num(body.id))),
  write(R.saveCustomer, [CRM.crmCustomers], create, (session, body) => saveLead(session, body, 'Cus', true)),
  write(R.updateCustomer, [CRM.crmCustomers], modify, (session, body) => saveLead(session, body, 'Cus', false)),
  read(R.contacts, [CRM.crmContacts], async (session) => HttpResponse.json(await contactsOf(session.companyCode))),
  read(R.contact, [CRM.crmContacts], (session, body) => contactById(session.companyCode, str(body.id))),
  write(R.saveContact, [CRM.crmContacts], create, (session, body) => saveContact(session, body, true)),
  write(R.updateContact, [CRM.crmContacts], modify, (session, body) => saveContact(session, body, false)),
  write(R.deleteContact, [CRM.crmContacts], TRANSACTION.delete, deleteContact),
  read(R.submissions, [CRM.crmContactSubmissions], async (session) =>
    HttpResponse.json((await submissionsOf(session.companyCode)).sort((a, b) => b.id.localeCompare(a.id))),
  ),
  write(R.saveSubmission, [CRM.crmContactSubmissions], create, saveSubmission),
  write(R.convertSubmission, [CRM.crmContactSubmissions], modify, convertSubmission, LEADS),
  write(R.discardSubmission, [CRM.crmContactSubmissions], modify, discardSubmission),
  read(R.pipeline, [CRM.crmRepPipeline], async (session) =>
    HttpResponse.json(pipelineOf(await leadsOf(session.companyCode), serverToday())),
  ),
];
