/**
 * The lead world of the contract's new-style CRM API (05-crm §6, snake_case on the wire): leads and the
 * lead-world customers (`crmleads`, `type_lead_cus`), their follow-up calls (telecall details), contacts, and the web
 * enquiries (contact submissions, ours). Dates yyyy-MM-dd.
 */
export type LeadKind = 'Lead' | 'Cus';

export interface CrmLead {
  id: number;
  /** Ours: CUS-0001 for a customer (the round-one codes kept), L-0001 for a lead. */
  code: string;
  branch_id: string;
  customer_code: string;
  /** The owning employee's empno ('' when unassigned). */
  lead_owner: string;
  company: string;
  first_name: string;
  last_name: string;
  title: string;
  description: string;
  business_email: string;
  phonenumber: string;
  website: string;
  industry: string;
  emailoutputformat: string;
  lead_status: number;
  lead_source: number;
  lead_stage: number;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  type_lead_cus: LeadKind;
  created_at: string;
  modified_at: string;
  /** Ours: the party (pos.customers recordId) once converted; null before. */
  party_id: string | null;
  /** Ours: the day it became a customer ('' for a lead, and for a customer entered as one). */
  converted_at: string;
}

/** The fields a lead form sends (the server fills the rest). */
export type LeadInput = Pick<
  CrmLead,
  | 'lead_owner'
  | 'company'
  | 'first_name'
  | 'last_name'
  | 'title'
  | 'description'
  | 'business_email'
  | 'phonenumber'
  | 'website'
  | 'industry'
  | 'lead_status'
  | 'lead_source'
  | 'lead_stage'
  | 'street'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'country'
>;

/** A follow-up (the contract's telecall details; fields ours). */
export interface LeadCall {
  id: number;
  lead_id: number;
  call_date: string;
  call_type: number;
  notes: string;
  next_followup_date: string;
  called_by: string;
}

/** A contact (`crmleadcontact`): a person who may exist before any lead. `id` is the contact's code (CT-0001). */
export interface LeadContact {
  id: string;
  lead_id: number | null;
  first_name: string;
  last_name: string;
  title: string;
  business_email: string;
  phonenumber: string;
  company: string;
  lead_source: string;
  city: string;
  notes: string;
}

export type SubmissionStatus = 'New' | 'Converted' | 'Discarded';

/** A web enquiry (ours: LSUB`yyyy`-00001). */
export interface ContactSubmission {
  id: string;
  submitted_on: string;
  first_name: string;
  last_name: string;
  company: string;
  business_email: string;
  phonenumber: string;
  message: string;
  status: SubmissionStatus;
  lead_id: number | null;
  discard_reason: string;
}

/** A read-only lead master row (sources, statuses, stages, call types). */
export interface LeadMaster {
  id: number;
  name: string;
}

/** One row of the pipeline report. */
export interface PipelineAnswer {
  stages: LeadMaster[];
  sources: LeadMaster[];
  /** counts[stageId][sourceId]. */
  counts: Record<string, Record<string, number>>;
  total: number;
  won: number;
  converted: number;
  /** Per cent, one decimal. */
  conversionRate: number;
  ageing: Array<{ label: string; count: number }>;
}
