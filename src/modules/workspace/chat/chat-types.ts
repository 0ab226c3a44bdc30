import type { ContactStatus } from '../contacts/contact-types';

/** The signed-in user's chat with one contact, as the chat list shows it (spec: chatInfo). */
export interface ChatInfo {
  chatId: string;
  contactId: string;
  contactName: string;
  /** Messages from the contact the user has not seen yet. */
  unread: number;
  /** ISO date-time of the last message, or '' before the first. */
  lastChatTime: string;
}

/** A contact the signed-in user can chat with (spec: chat user id, name, avatar, status, chatInfo). */
export interface ChatUser {
  /** The contact's id. */
  id: string;
  name: string;
  /** A picture address, or '' for the initials. */
  avatar: string;
  status: ContactStatus;
  mood: string;
  chatInfo: ChatInfo;
}

/** One message (spec: contactId, text, time): `contactId` is the sender, the contact's id or the user's own code. */
export interface ChatMessage {
  contactId: string;
  /** Plain text (shown as text, never as HTML); may hold line breaks. */
  text: string;
  /** ISO date-time. */
  time: string;
}

/** The conversation with one contact (spec: chat collection id, chats), oldest message first. */
export interface Conversation {
  id: string;
  contactId: string;
  contactName: string;
  chats: ChatMessage[];
  unread: number;
}

/**
 * The chat calls (backend convention): GetChatUsers (usr), GetConversation and MarkRead {detail: contactId, usr},
 * SendMessage {message: {contactId, text}, usr}.
 */
export const CHAT_ENDPOINTS = {
  users: 'api/MisChat/GetChatUsers',
  conversation: 'api/MisChat/GetConversation',
  send: 'api/MisChat/SendMessage',
  markRead: 'api/MisChat/MarkRead',
} as const;

/** The longest message the server keeps. */
export const MESSAGE_MAX_LENGTH = 2000;

/** The problem with a message's text (trimmed), or null when it may be sent. */
export function messageProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Write a message first.';
  return trimmed.length > MESSAGE_MAX_LENGTH ? 'Keep a message within 2,000 characters.' : null;
}
