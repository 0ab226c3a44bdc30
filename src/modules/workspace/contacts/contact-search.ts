import type { Contact, ContactStatus } from './contact-types';

/** The status filter's choices: every contact, or one status. */
export type StatusFilter = 'all' | ContactStatus;

/**
 * The contacts whose name, mood, email, phone or company contain every word of the search
 * (without case), with the chosen status, sorted by name.
 */
export function matchingContacts(contacts: readonly Contact[], search: string, status: StatusFilter): Contact[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return contacts
    .filter((contact) => status === 'all' || contact.status === status)
    .filter((contact) => {
      const haystack = [contact.name, contact.mood, contact.email, contact.phone, contact.company]
        .join(' ')
        .toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
