import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField, phoneField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { CRM } from '../../../menus/catalogue/crm';
import { LEVEL_AGENTS as AGENTS } from '../agents/agent-declaration';
import { EMAIL } from './fields';

/**
 * Contacts (`crm.contacts`): people met or enquiring, before they become leads or customers. The screen is
 * leads/contacts-screen.tsx on the contract's routes (Getcrmleadcontact…), which read and write this same store
 * (mocks/crm/leads/contact-wire.ts maps the snake_case fields); this declaration keeps its seeds and the dashboard.
 */
export const CONTACTS: ResourceDeclaration = {
  name: 'crm.contacts',
  title: 'Contacts',
  singular: 'Contact',
  screen: CRM.crmContacts,
  key: 'code',
  entity: 'contact',
  endpoints: {
    list: 'api/CRMContacts/GetCRMContacts',
    get: 'api/CRMContacts/GetCRMContact',
    save: 'api/CRMContacts/SetCRMContact',
  },
  fields: [
    codeField('CT-0001'),
    nameField(60),
    { name: 'designation', label: 'Designation', type: 'text', max: 50 },
    { name: 'company', label: 'Company', type: 'text', max: 80 },
    mobileField({ required: true }),
    phoneField(),
    EMAIL,
    { name: 'city', label: 'City', type: 'text', max: 40 },
    {
      name: 'source',
      label: 'Source',
      type: 'select',
      required: true,
      options: [
        { value: 'WEBSITE', label: 'Website enquiry' },
        { value: 'REFERRAL', label: 'Referral' },
        { value: 'WALKIN', label: 'Walk-in' },
        { value: 'EXPO', label: 'Trade show or expo' },
        { value: 'CALL', label: 'Cold call' },
        { value: 'SOCIAL', label: 'Social media' },
        { value: 'ADVERT', label: 'Advertisement' },
      ],
    },
    { name: 'agent', label: 'Assigned agent', type: 'reference', reference: refTo(AGENTS) },
    { name: 'notes', label: 'Notes', type: 'multiline', max: 500 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'company', 'mobile', 'email', 'source', 'agent'],
  example: {
    code: 'CT-9001',
    name: 'Divya Krishnan',
    designation: 'Admin manager',
    company: 'Cochin Shipyard Staff Co-operative Society',
    mobile: '9447090021',
    phone: '0484 2501234',
    email: 'divya.k@example.in',
    city: 'Kochi',
    source: 'REFERRAL',
    agent: 'SA-02',
    notes: 'Wants a quote for the annual staff lunch, about 300 people.',
    active: true,
  },
  searchable: ['code', 'name', 'company', 'mobile', 'email', 'city'],
  filters: ['source', 'agent', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
