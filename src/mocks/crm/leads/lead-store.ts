import type { ContactSubmission, CrmLead, LeadCall } from '../../../modules/crm/domain/lead-types';
import { listRecords, writeRecord } from '../../core/record-store';
import { seederRegistry } from '../../core/seeds/seeder-registry';

/**
 * The lead world's stores. `crm.leads` holds the leads and the lead-world customers (`type_lead_cus`),
 * id the lead id padded to 9 digits; `crm.lead-calls` the follow-ups (`${lead}|${call}`), `crm.contact-submissions` the
 * web enquiries (LSUB number). Contacts stay in the round-one `crm.contacts` store (contact-wire.ts maps them).
 */
export const LEAD_STORE = {
  leads: 'crm.leads',
  calls: 'crm.lead-calls',
  submissions: 'crm.contact-submissions',
} as const;

export type LeadKindName = keyof typeof LEAD_STORE;
const seeders = seederRegistry<LeadKindName>();
/** Registers a seeder (lead-seeders.ts); readers run them first. */
export const registerLeadSeeder = seeders.register;

const pad = (id: number) => String(id).padStart(9, '0');

async function all<T>(kind: LeadKindName, companyCode: number): Promise<T[]> {
  await seeders.seeded(kind, companyCode);
  return listRecords<T>(LEAD_STORE[kind], companyCode);
}

/** Every lead and lead-world customer, by id. */
export const leadsOf = (companyCode: number) =>
  all<CrmLead>('leads', companyCode).then((rows) => rows.sort((a, b) => a.id - b.id));
export const callsOf = (companyCode: number) => all<LeadCall>('calls', companyCode);
export const submissionsOf = (companyCode: number) => all<ContactSubmission>('submissions', companyCode);

export const writeLead = (companyCode: number, row: CrmLead) =>
  writeRecord(LEAD_STORE.leads, companyCode, pad(row.id), row);
export const writeCall = (companyCode: number, row: LeadCall) =>
  writeRecord(LEAD_STORE.calls, companyCode, `${pad(row.lead_id)}|${pad(row.id)}`, row);
export const writeSubmission = (companyCode: number, row: ContactSubmission) =>
  writeRecord(LEAD_STORE.submissions, companyCode, row.id, row);

export const nextId = (rows: ReadonlyArray<{ id: number }>) => Math.max(0, ...rows.map((row) => row.id)) + 1;
