import { LEAD_STAGES, nameOf } from '../../modules/crm/domain/lead-masters';
import { leadsOf } from './leads/lead-store';

/**
 * What other CRM folders read of a lead or a lead-world customer (crmleads), e.g. a
 * quotation made from a lead.
 */
export interface LeadSummary {
  id: number;
  type_lead_cus: 'Lead' | 'Cus';
  company: string;
  first_name: string;
  last_name: string;
  business_email: string;
  phonenumber: string;
  /** The employee (empno) who owns the lead. */
  lead_owner: string;
  /** The stage's name (New, Contacted, Qualified, Proposal, Negotiation, Won, Lost). */
  lead_stage: string;
  /** The party (pos.customers code) once converted or ordered; null before. */
  party_id: string | null;
}

export async function leadSummary(companyCode: number, id: number): Promise<LeadSummary | undefined> {
  const lead = (await leadsOf(companyCode)).find((one) => one.id === id);
  if (!lead) return undefined;
  const { type_lead_cus, company, first_name, last_name, business_email, phonenumber, lead_owner, party_id } = lead;
  return {
    id,
    type_lead_cus,
    company,
    first_name,
    last_name,
    business_email,
    phonenumber,
    lead_owner,
    lead_stage: nameOf(LEAD_STAGES, lead.lead_stage),
    party_id,
  };
}

/** D1: the party of a lead ordered from its quotation (the lead becomes a customer first). */
export { customerOfLead } from './leads/lead-save';
