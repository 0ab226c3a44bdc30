import * as z from 'zod';
import { date, model, num, numOrText, text } from './contract-fields';
import { contractRoute } from './contract-route';

/*
 * The lead world on the newer CRM API (05-crm §6): a snake_case DTO stamped with `branch_id` and `customer_code` in
 * place of `usr`, answered 200 OK (often empty) or 400 with the refusal's text. The contract names the fields of
 * `crmleads`, not their C# types: the master ids are numbers, the owner an employee's number or code, the rest text.
 */

/** The new style's stamp of the branch and the company, in every body. */
const stamp = { branch_id: text, customer_code: numOrText };

const LEAD_FIELDS = {
  // The contract's list opens with an unnamed key (", branch_id"): the record's `id`, by which updates and reads go.
  id: num,
  ...stamp,
  lead_owner: numOrText,
  company: text,
  first_name: text,
  last_name: text,
  title: text,
  description: text,
  business_email: text,
  secondary_email: text,
  phonenumber: text,
  alternate_number: text,
  phone: text,
  fax: text,
  twitter: text,
  skypeid: text,
  website: text,
  industry: text,
  numberofemployees: numOrText,
  annual_revenue: numOrText,
  rating: numOrText,
  emailoutputformat: text,
  lead_status: num,
  lead_source: num,
  lead_stage: num,
  street: text,
  city: text,
  state: text,
  zipcode: text,
  country: text,
  type_lead_cus: text,
  created_at: date,
  modified_at: date,
};

/** `crmleads`: the body of the lead and customer routes (saves, updates, lists, reads by `id`). */
const crmLead = model(LEAD_FIELDS);
/** A lead as answered: the entity's fields (ours adds its code, party and next follow-up). */
const leadRow = z.looseObject(LEAD_FIELDS);

/**
 * The DTOs whose fields the contract does not give (tele-call details, contacts, call types): the stamp is all that is
 * known of them, so they are checked for it and left open.
 */
const undocumentedDto = z.looseObject(stamp);

/** 200 OK, often with no body. */
const dtoAnswer = z.looseObject({}).nullable();

const NEW_ID =
  'Ours answers the saved record’s id (a lead’s also its code and party) for the screen to open it; the real ' +
  'server answers 200 OK with an empty body.';

/** `updateassignleadowners` `{ Leads: int[], CustomerCode, AssignTo }`, in the wire's camelCase. */
const assignOwners = model({ leads: z.array(z.number().int()), customerCode: numOrText, assignTo: numOrText });

export const CRM_LEAD_CONTRACT = {
  saveLead: contractRoute('api/CRMLead/SaveCRMLead', crmLead, dtoAnswer, NEW_ID),
  updateLead: contractRoute('api/CRMLead/updateCRMLead', crmLead, dtoAnswer, NEW_ID),
  leads: contractRoute('api/CRMLead/GetCRMAllLeads', crmLead, z.array(leadRow).nullable()),
  lead: contractRoute('api/CRMLead/GetCRMAllLeadsById', crmLead, leadRow.nullable()),
  assignOwners: contractRoute('api/CRMLead/updateassignleadowners', assignOwners, dtoAnswer),
  saveCustomer: contractRoute('api/CRMLead/SaveCRMCustomer', crmLead, dtoAnswer, NEW_ID),
  updateCustomer: contractRoute('api/CRMLead/updateCRMCustomer', crmLead, dtoAnswer, NEW_ID),
  customers: contractRoute('api/CRMLead/GetCRMAllCustomers', crmLead, z.array(leadRow).nullable()),
  customer: contractRoute('api/CRMLead/GetCRMCustomerById', crmLead, leadRow.nullable()),
  saveCall: contractRoute('api/CRMLead/Savecrmtelecalldetails', undocumentedDto, dtoAnswer, NEW_ID),
  calls: contractRoute('api/CRMLead/getcrmtelecalldetails', undocumentedDto, z.unknown()),
  contacts: contractRoute('api/CRMLead/Getcrmleadcontact', undocumentedDto, z.unknown()),
  saveContact: contractRoute('api/CRMLead/SavecrmleadContact', undocumentedDto, dtoAnswer, NEW_ID),
  updateContact: contractRoute('api/CRMLead/Updatecrmleadcontact', undocumentedDto, dtoAnswer, NEW_ID),
  deleteContact: contractRoute('api/CRMLead/GetcrmleadcontactDeleteById', undocumentedDto, dtoAnswer),
  callTypes: contractRoute('api/CallLogs/GetAllCrmCallTypes', undocumentedDto, z.unknown()),
} as const;
