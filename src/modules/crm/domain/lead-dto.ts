import type { CRM_LEAD_CONTRACT } from '../../../lib/contract/crm-lead-contract';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { CrmLead, LeadInput, LeadKind } from './lead-types';

/** The `crmleads` DTO a lead or customer save sends; the branch and company are stamped on by `sendDto`. */
export type LeadDto = Omit<RequestOf<typeof CRM_LEAD_CONTRACT.saveLead>, 'branch_id' | 'customer_code'>;

/**
 * The body of SaveCRMLead / updateCRMLead (and the customer twins): the entity's own fields of `lead` (none for a new
 * one) with `change` over them. Ours (the code, the party, the conversion day, the next follow-up) stay behind: the
 * server has no such fields, and the dates it stamps itself.
 */
export function leadDto(
  lead: CrmLead | null,
  change: Partial<LeadInput> & { type_lead_cus?: LeadKind },
  kind: LeadKind,
): LeadDto {
  const input = { ...(lead ?? {}), ...change };
  return {
    ...(lead ? { id: lead.id } : {}),
    lead_owner: input.lead_owner,
    company: input.company,
    first_name: input.first_name,
    last_name: input.last_name,
    title: input.title,
    description: input.description,
    business_email: input.business_email,
    phonenumber: input.phonenumber,
    website: input.website,
    industry: input.industry,
    ...(lead ? { emailoutputformat: lead.emailoutputformat } : {}),
    lead_status: input.lead_status,
    lead_source: input.lead_source,
    lead_stage: input.lead_stage,
    street: input.street,
    city: input.city,
    state: input.state,
    zipcode: input.zipcode,
    country: input.country,
    type_lead_cus: change.type_lead_cus ?? lead?.type_lead_cus ?? kind,
  };
}
