import type { LeadMaster } from './lead-types';

/** The seeded read-only lead masters (05-crm §6 `crmleadsource/status/stage`, call types; names ours). */
export const LEAD_STAGES: readonly LeadMaster[] = [
  { id: 1, name: 'New' },
  { id: 2, name: 'Contacted' },
  { id: 3, name: 'Qualified' },
  { id: 4, name: 'Proposal' },
  { id: 5, name: 'Negotiation' },
  { id: 6, name: 'Won' },
  { id: 7, name: 'Lost' },
];
export const STAGE_WON = 6;
export const STAGE_LOST = 7;

export const LEAD_STATUSES: readonly LeadMaster[] = [
  { id: 1, name: 'Open' },
  { id: 2, name: 'Working' },
  { id: 3, name: 'Nurturing' },
  { id: 4, name: 'Converted' },
  { id: 5, name: 'Unqualified' },
];
export const STATUS_CONVERTED = 4;

export const LEAD_SOURCES: readonly LeadMaster[] = [
  { id: 1, name: 'Website' },
  { id: 2, name: 'Referral' },
  { id: 3, name: 'Walk-in' },
  { id: 4, name: 'Trade show or expo' },
  { id: 5, name: 'Cold call' },
  { id: 6, name: 'Social media' },
  { id: 7, name: 'Advertisement' },
  { id: 8, name: 'Web enquiry' },
];
export const SOURCE_WEB_ENQUIRY = 8;

export const CALL_TYPES: readonly LeadMaster[] = [
  { id: 1, name: 'Outgoing call' },
  { id: 2, name: 'Incoming call' },
  { id: 3, name: 'Site visit' },
  { id: 4, name: 'E-mail' },
  { id: 5, name: 'WhatsApp' },
];

export const nameOf = (list: readonly LeadMaster[], id: number) => list.find((one) => one.id === id)?.name ?? '';
