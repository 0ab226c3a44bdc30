import type { CrmLead } from './lead-types';

/**
 * A lead as stored before anything is known of it: nothing typed, new in the first stage and status from the first
 * source, in India. The demo's leads and the rules' tests start from it, a new lead's form from its input.
 */
export function blankLead(id: number, customerCode: string, created: string): CrmLead {
  return {
    id,
    code: `L-${String(id).padStart(4, '0')}`,
    branch_id: '1',
    customer_code: customerCode,
    lead_owner: '',
    company: '',
    first_name: '',
    last_name: '',
    title: '',
    description: '',
    business_email: '',
    phonenumber: '',
    website: '',
    industry: '',
    emailoutputformat: 'false',
    lead_status: 1,
    lead_source: 1,
    lead_stage: 1,
    street: '',
    city: '',
    state: '',
    zipcode: '',
    country: 'India',
    type_lead_cus: 'Lead',
    created_at: created,
    modified_at: created,
    party_id: null,
    converted_at: '',
  };
}
