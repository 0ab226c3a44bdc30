import { CONTACT_STATUSES, type Contact, type ContactStatus } from './contact-types';

/** The fields a contact form edits (everything but the id). */
export type ContactDraft = Omit<Contact, 'id'>;

/** A contact as typed or sent, before its status is known to be one of the two. */
export type ContactInput = Omit<ContactDraft, 'status'> & { status: string };

/** A problem per field, by field name; empty when the contact may be saved. */
export type ContactProblems = Partial<Record<keyof ContactDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const AVATAR = /^(https:\/\/\S+|data:image\/[a-z+.-]+[;,]\S+)$/i;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isStatus = (value: string): value is ContactStatus => (CONTACT_STATUSES as readonly string[]).includes(value);

/** Anything sent as a contact, as an input with trimmed text (missing fields empty). */
export function toContactInput(value: unknown): ContactInput {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    name: text(source.name).replace(/\s+/g, ' '),
    avatar: text(source.avatar),
    status: text(source.status),
    mood: text(source.mood),
    email: text(source.email),
    phone: text(source.phone),
    company: text(source.company),
  };
}

function problemsOf(input: ContactInput): ContactProblems {
  const problems: ContactProblems = {};
  if (input.name.length < 2 || input.name.length > 60) problems.name = 'Enter a name of 2 to 60 characters.';
  if (!isStatus(input.status)) problems.status = 'Choose online or offline.';
  if (input.mood.length > 80) problems.mood = 'Keep the mood within 80 characters.';
  if (input.email !== '' && !EMAIL.test(input.email)) problems.email = 'Enter an email address like name@example.com.';
  if (input.phone !== '' && !PHONE.test(input.phone))
    problems.phone = 'Enter a phone number of 7 to 20 digits, e.g. +91 98450 12345.';
  if (input.company.length > 80) problems.company = 'Keep the company within 80 characters.';
  if (input.avatar !== '' && !AVATAR.test(input.avatar))
    problems.avatar = 'Give an https:// picture address, or leave it empty for the initials.';
  return problems;
}

/**
 * The rules of a contact, the same on the screen and in the demo backend: the trimmed draft when
 * it may be saved, otherwise a problem per field.
 */
export function checkContact(
  value: unknown,
): { draft: ContactDraft; problems: null } | { draft: null; problems: ContactProblems } {
  const input = toContactInput(value);
  const problems = problemsOf(input);
  if (Object.keys(problems).length > 0 || !isStatus(input.status)) return { draft: null, problems };
  return { draft: { ...input, status: input.status }, problems: null };
}

/** Up to two initials of a name, titles such as 'Dr.' left out: 'Dr. Kavya Menon' → 'KM'. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const named = words.filter((word) => !word.endsWith('.'));
  return (named.length > 0 ? named : words)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
