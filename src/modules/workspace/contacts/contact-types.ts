/** Contact status (spec section 3): online or offline. */
export const CONTACT_STATUSES = ['online', 'offline'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A contact of the company (spec: id, name, avatar, status, mood; plus email, phone, company). */
export interface Contact {
  id: string;
  name: string;
  /** A picture address (https: or data:image/), or '' to show the initials. */
  avatar: string;
  status: ContactStatus;
  mood: string;
  email: string;
  phone: string;
  company: string;
}

/** The contacts calls (backend convention): GetContacts (usr), SetContact {contact, traCheck, usr}. */
export const CONTACTS_ENDPOINTS = {
  list: 'api/MisContacts/GetContacts',
  save: 'api/MisContacts/SetContact',
} as const;
