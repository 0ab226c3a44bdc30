import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { CHAT_KEY } from '../chat/chat-api';
import type { ContactDraft } from './contact-rules';
import { CONTACTS_ENDPOINTS, type Contact } from './contact-types';

/** The react-query key of the company's contacts (the chat's contact list reads them too). */
export const CONTACTS_KEY = ['apps.contacts'] as const;

/** The company's contacts. */
export function useContacts() {
  return useQuery({ queryKey: CONTACTS_KEY, queryFn: () => dataProvider.list<Contact>(CONTACTS_ENDPOINTS.list) });
}

/** What a contact write sends: a new contact (1), a changed one with its id (2), or the id to delete (3). */
export type ContactWrite =
  | { traCheck: 1; contact: ContactDraft }
  | { traCheck: 2; contact: Contact }
  | { traCheck: 3; contact: Pick<Contact, 'id'> };

/**
 * SetContact {contact, traCheck, usr}; answers the contact's id; the contacts and the chat's list are read again
 * afterwards.
 */
export function useWriteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, traCheck }: ContactWrite) =>
      dataProvider.save(CONTACTS_ENDPOINTS.save, 'contact', contact, traCheck),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: CHAT_KEY }),
      ]),
  });
}
