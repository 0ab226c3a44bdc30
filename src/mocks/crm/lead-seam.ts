/**
 * Issue 21, owned by WP1 (leads): what other CRM folders read of a lead or a lead-world customer (crmleads), e.g. a
 * quotation made from a lead. Until WP1 implements it, no lead is found.
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
  lead_stage: string;
  /** The party (pos.customers recordId) once converted or ordered; null before. */
  party_id: string | null;
}

export async function leadSummary(companyCode: number, id: number): Promise<LeadSummary | undefined> {
  return Promise.resolve(companyCode > 0 && id > 0 ? undefined : undefined);
}
