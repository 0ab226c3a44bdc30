import * as z from 'zod';
import type { LeadContact } from '../domain/lead-types';
import { filled } from './submission-form-values';

/** A contact's details as typed (what the form sends besides the contact's id and lead). */
export type ContactValues = Omit<LeadContact, 'id' | 'lead_id'>;

export const BLANK_CONTACT: ContactValues = {
  first_name: '',
  last_name: '',
  title: '',
  business_email: '',
  phonenumber: '',
  company: '',
  lead_source: '',
  city: '',
  notes: '',
};

/** The contact's own fields (a saved contact's id and lead are not typed). */
export const contactValuesOf = (contact: LeadContact | null): ContactValues =>
  contact
    ? {
        first_name: contact.first_name,
        last_name: contact.last_name,
        title: contact.title,
        business_email: contact.business_email,
        phonenumber: contact.phonenumber,
        company: contact.company,
        lead_source: contact.lead_source,
        city: contact.city,
        notes: contact.notes,
      }
    : BLANK_CONTACT;

/** A mobile number: its last ten digits (a +91 or 0 before them is allowed), starting with 6 to 9. */
const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A contact needs a first name, a mobile number and its source; an e-mail, when given, must be one. */
export const contactSchema = z.object({
  first_name: filled('Enter the first name.'),
  last_name: z.string(),
  title: z.string(),
  business_email: z
    .string()
    .refine((value) => !value.trim() || EMAIL.test(value.trim()), 'An e-mail address, e.g. sales@example.in'),
  phonenumber: z
    .string()
    .refine(
      (value) => MOBILE.test(value.replace(/\D/g, '').slice(-10)),
      'Ten digits starting with 6 to 9, e.g. 9829012345',
    ),
  company: z.string(),
  lead_source: z.string().min(1, 'Choose the source.'),
  city: z.string(),
  notes: z.string(),
});
