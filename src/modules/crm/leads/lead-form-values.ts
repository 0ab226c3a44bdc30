import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { blankLead } from '../domain/blank-lead';
import { leadProblems } from '../domain/lead-rules';
import type { CrmLead, LeadInput } from '../domain/lead-types';

/** The masters chosen from a list: numbers on the wire, the select's text ('' for none chosen) in the form. */
type Picked = 'lead_source' | 'lead_stage' | 'lead_status';
export type LeadValues = Omit<LeadInput, Picked> & Record<Picked, string>;

/** The fields of a lead that its form sends (the server keeps the rest). */
const inputOf = (lead: CrmLead): LeadInput => ({
  lead_owner: lead.lead_owner,
  company: lead.company,
  first_name: lead.first_name,
  last_name: lead.last_name,
  title: lead.title,
  description: lead.description,
  business_email: lead.business_email,
  phonenumber: lead.phonenumber,
  website: lead.website,
  industry: lead.industry,
  lead_status: lead.lead_status,
  lead_source: lead.lead_source,
  lead_stage: lead.lead_stage,
  street: lead.street,
  city: lead.city,
  state: lead.state,
  zipcode: lead.zipcode,
  country: lead.country,
});

/** A new lead's details: a blank lead's, with no source chosen yet. */
const EMPTY: LeadInput = { ...inputOf(blankLead(0, '', '')), lead_source: 0 };

const choice = (id: number) => (id ? String(id) : '');

/** A lead's (or a new one's) details as the form shows them. */
export function leadValuesOf(lead: CrmLead | null): LeadValues {
  const input = lead ? inputOf(lead) : EMPTY;
  return {
    ...input,
    lead_status: choice(input.lead_status),
    lead_source: choice(input.lead_source),
    lead_stage: choice(input.lead_stage),
  };
}

/** The details as sent: the chosen masters by number (0: none chosen). */
export const leadInputOf = (values: LeadValues): LeadInput => ({
  ...values,
  lead_status: Number(values.lead_status),
  lead_source: Number(values.lead_source),
  lead_stage: Number(values.lead_stage),
});

const text = z.string();

/** The lead rules (shared with the demo backend), each problem beside its field. */
export const leadSchema = checkedBy(
  z.object({
    lead_owner: text,
    company: text,
    first_name: text,
    last_name: text,
    title: text,
    description: text,
    business_email: text,
    phonenumber: text,
    website: text,
    industry: text,
    lead_status: text,
    lead_source: text,
    lead_stage: text,
    street: text,
    city: text,
    state: text,
    zipcode: text,
    country: text,
  }),
  (values) =>
    Object.entries(leadProblems(leadInputOf(values))).map(([field, message]) => ({ field, message: message ?? '' })),
);
