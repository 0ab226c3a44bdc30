import { blankLead } from '../../../modules/crm/domain/blank-lead';
import type { ContactSubmission, CrmLead, LeadCall } from '../../../modules/crm/domain/lead-types';
import { findDemoCompany } from '../../core/company/companies';
import { seedOnce } from '../../core/record-store';
import { serverToday } from '../../core/server-dates';
import { employeesOf } from '../../core/people/hrd-masters';
import { customerSeed } from '../seeds/customers';
import { LEAD_STORE } from './lead-store';
import { SOLAR, SHARES } from './lead-plans';

/**
 * The lead world's starting rows, written once (seedOnce) relative to the server's today. Every company
 * gets its round-one customers (codes CUS-… kept) as lead-world customers; 1009 (Nexus Solar, Jaipur: rooftop solar)
 * gets leads in every stage with owners, follow-ups and web enquiries; 1011 a few leads.
 */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const pad = (id: number) => String(id).padStart(9, '0');

const email = (first: string, last: string, company: string) =>
  company
    ? `${first.replace(/[^A-Za-z]/g, '').toLowerCase()}@${company
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 14)}.in`
    : `${first.replace(/[^A-Za-z]/g, '').toLowerCase()}.${last.toLowerCase()}@gmail.com`;

async function rows(companyCode: number) {
  const company = findDemoCompany(companyCode);
  const today = serverToday();
  const leads: CrmLead[] = [];
  const calls: LeadCall[] = [];
  if (!company) return { leads, calls };
  // The round-one customers, as lead-world customers (codes kept).
  customerSeed(company).forEach((row, index) => {
    const person = (row.contactPerson || row.name).split(' ');
    const address = row.addresses[0];
    leads.push({
      ...blankLead(index + 1, String(companyCode), shift(today, -200 + index)),
      code: row.code,
      company: row.contactPerson ? row.name : '',
      first_name: person[0] ?? '',
      last_name: person.slice(1).join(' '),
      title: row.designation,
      business_email: row.email,
      phonenumber: row.mobile,
      lead_status: 4,
      lead_source: 2,
      lead_stage: 6,
      street: address?.address ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zipcode: address?.zip ?? '',
      country: address?.country ?? 'India',
      type_lead_cus: 'Cus',
    });
  });
  const plans = companyCode === 1009 ? SOLAR : companyCode === 1011 ? SHARES : [];
  const owners = (await employeesOf(companyCode))
    .filter((one) => !one.serviceClosing)
    .slice(0, 4)
    .map((one) => one.empno);
  plans.forEach(([name, first, last, title, phone, source, stage, status, daysAgo, notes], index) => {
    const id = leads.length + 1;
    const created = shift(today, -daysAgo);
    leads.push({
      ...blankLead(id, String(companyCode), created),
      company: name,
      first_name: first,
      last_name: last,
      title,
      phonenumber: phone,
      business_email: email(first, last, name),
      lead_source: source,
      lead_stage: stage,
      lead_status: status,
      lead_owner: owners[index % Math.max(owners.length, 1)] ?? '',
      city: company.addr.city,
      state: company.addr.stat,
      description: stage >= 3 ? 'Rooftop solar, on-grid with net metering.' : '',
    });
    notes.forEach((note, line) => {
      const last = line === notes.length - 1;
      const open = stage < 6;
      calls.push({
        id: calls.length + 1,
        lead_id: id,
        call_date: shift(created, Math.min(daysAgo, line + 1)),
        call_type: (line % 3) + 1,
        notes: note,
        next_followup_date: last && open ? shift(today, (index % 5) - 1) : '',
        called_by: owners[index % Math.max(owners.length, 1)] ?? '',
      });
    });
  });
  return { leads, calls };
}

const SUBMISSIONS: ReadonlyArray<[string, string, string, string, string, string]> = [
  ['Gaurav', 'Bansal', 'Bansal Marbles', '9829011251', 'We want a quote for a 20 kW system on our godown.', 'New'],
  ['Pooja', 'Saxena', '', '9829011252', 'Home rooftop 5 kW, what subsidy can we get?', 'New'],
  [
    'Arjun',
    'Singh',
    'Shree Ram Cement Agency',
    '9829011253',
    'Interested in solar for the office and warehouse.',
    'New',
  ],
  ['Test', 'User', '', '9000000000', 'test', 'Discarded'],
];

function submissionsOf(companyCode: number): ContactSubmission[] {
  if (companyCode !== 1009) return [];
  const today = serverToday();
  const year = today.slice(0, 4);
  return SUBMISSIONS.map(([first, last, company, phone, message, status], index) => ({
    id: `LSUB${year}-${String(index + 1).padStart(5, '0')}`,
    submitted_on: shift(today, -index),
    first_name: first,
    last_name: last,
    company,
    business_email: email(first, last, company),
    phonenumber: phone,
    message,
    status: status === 'Discarded' ? 'Discarded' : 'New',
    lead_id: null,
    discard_reason: status === 'Discarded' ? 'A test submission from the website.' : '',
  }));
}

/** The leads and their follow-ups (one seeding: the calls name the leads' ids). */
export async function ensureLeadSeed(companyCode: number): Promise<void> {
  let built: Awaited<ReturnType<typeof rows>> | undefined;
  const once = async () => (built ??= await rows(companyCode));
  await seedOnce(LEAD_STORE.leads, companyCode, async () =>
    (await once()).leads.map((data) => ({ id: pad(data.id), data })),
  );
  await seedOnce(LEAD_STORE.calls, companyCode, async () =>
    (await once()).calls.map((data) => ({ id: `${pad(data.lead_id)}|${pad(data.id)}`, data })),
  );
}

export async function ensureSubmissionSeed(companyCode: number): Promise<void> {
  await seedOnce(LEAD_STORE.submissions, companyCode, () =>
    submissionsOf(companyCode).map((data) => ({ id: data.id, data })),
  );
}
