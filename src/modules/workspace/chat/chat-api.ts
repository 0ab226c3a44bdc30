import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { CHAT_ENDPOINTS, type ChatUser, type Conversation } from './chat-types';

/** Every chat query starts with this key (the contacts screen refreshes them after a change). */
export const CHAT_KEY = ['apps.chat'] as const;
const USERS_KEY = [...CHAT_KEY, 'users'] as const;
const conversationKey = (contactId: string) => [...CHAT_KEY, 'conversation', contactId] as const;

/** How often the open conversation and the contact list are read again, so replies show up. */
export const CONVERSATION_POLL_MS = 2500;
const USERS_POLL_MS = 5000;

/** The contacts the signed-in user can chat with, latest conversation first, with unread counts. */
export function useChatUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: () => dataProvider.list<ChatUser>(CHAT_ENDPOINTS.users),
    refetchInterval: USERS_POLL_MS,
  });
}

/** The conversation with one contact (none while `contactId` is null), read again every few seconds. */
export function useConversation(contactId: string | null) {
  return useQuery({
    queryKey: conversationKey(contactId ?? ''),
    queryFn: () => dataProvider.report<Conversation>(CHAT_ENDPOINTS.conversation, { detail: contactId }),
    enabled: contactId !== null,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** SendMessage {message: {contactId, text}}; the conversation and the list are read again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { contactId: string; text: string }) => dataProvider.write(CHAT_ENDPOINTS.send, { message }),
    onSuccess: (_answer, { contactId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKey(contactId) }),
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      ]),
  });
}

/** MarkRead {detail: contactId}: the unread count shows 0 at once, and the list is read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => dataProvider.write(CHAT_ENDPOINTS.markRead, { detail: contactId }),
    onMutate: async (contactId) => {
      // A list on its way from before the mark would bring the old count back.
      await queryClient.cancelQueries({ queryKey: USERS_KEY });
      queryClient.setQueryData<ChatUser[]>(USERS_KEY, (users) =>
        users?.map((user) => (user.id === contactId ? { ...user, chatInfo: { ...user.chatInfo, unread: 0 } } : user)),
      );
      queryClient.setQueryData<Conversation>(
        conversationKey(contactId),
        (conversation) => conversation && { ...conversation, unread: 0 },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
