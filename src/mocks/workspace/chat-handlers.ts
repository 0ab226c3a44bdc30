import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CHAT_ENDPOINTS,
  messageProblem,
  type ChatMessage,
  type ChatUser,
  type Conversation,
} from '../../modules/workspace/chat/chat-types';
import { checkContact } from '../../modules/workspace/contacts/contact-rules';
import { CONTACTS_ENDPOINTS, type Contact } from '../../modules/workspace/contacts/contact-types';
import { SAME_PASSWORD, newPasswordProblem } from '../../modules/workspace/profile/password-rules';
import { CHANGE_PASSWORD_ENDPOINT, WRONG_CURRENT_PASSWORD } from '../../modules/workspace/profile/password-endpoint';
import { logActivity } from '../core/activity-log';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { getDemoDb, userKey } from '../core/db/demo-db';
import { requireSession, type DemoSession } from '../core/sessions/auth';
import { readJson, validationAnswer } from '../core/read-json';
import {
  CANNED_REPLIES,
  FIRST_NEW_CONTACT_NUMBER,
  contactId,
  demoChats,
  demoContacts,
  type StoredChat,
} from './seeds/chat';
import { hashPassword } from '../core/company/users';

/** A company's contacts (key: contact id), and the number the next new contact gets (key 'next'). */
const CONTACTS = 'apps.contacts';
const CONTACT_COUNTER = 'apps.contacts.next';
/** One user's chats (key: contact id): each user has their own. */
const chatsOf = (session: DemoSession) => `apps.chats.${session.userName.trim().toLowerCase()}`;
const GONE = 'This contact is not in the list any more.';
/** How long an online contact takes to answer. */
const REPLY_DELAY_MS = 1000;

/** The signed-in user, with the company's contacts and the user's chats seeded on first use; or the 401 answer. */
async function signedIn(request: Request): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const { companyCode } = session;
  await seedOnce(CONTACTS, companyCode, () => demoContacts().map((contact) => ({ id: contact.id, data: contact })));
  await seedOnce(CONTACT_COUNTER, companyCode, () => [{ id: 'next', data: { value: FIRST_NEW_CONTACT_NUMBER } }]);
  await seedOnce(chatsOf(session), companyCode, () =>
    demoChats(session.user.uCode, new Date()).map((chat) => ({ id: chat.contactId, data: chat })),
  );
  return session;
}

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
const detailOf = (body: Record<string, unknown>) => (typeof body.detail === 'string' ? body.detail : '');

async function nextContactId(companyCode: number): Promise<string> {
  const stored = await readRecord<{ value: number }>(CONTACT_COUNTER, companyCode, 'next');
  const number = stored?.value ?? FIRST_NEW_CONTACT_NUMBER;
  await writeRecord(CONTACT_COUNTER, companyCode, 'next', { value: number + 1 });
  return contactId(number);
}

function logContact(session: DemoSession, action: string, contact: Pick<Contact, 'id' | 'name'>) {
  return logActivity(session, {
    module: 'apps',
    action,
    subject: 'Contact',
    reference: contact.id,
    detail: `${action} contact ${contact.name}`,
  });
}

/** SetContact {contact, traCheck}: 1 create (answers the new id), 2 modify, 3 delete. */
async function setContact(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const sent =
    typeof body.contact === 'object' && body.contact !== null ? (body.contact as Record<string, unknown>) : {};
  const id = typeof sent.id === 'string' ? sent.id : '';
  const contacts = await listRecords<Contact>(CONTACTS, companyCode);
  const existing = contacts.find((contact) => contact.id === id);
  if (body.traCheck === 3) {
    if (!existing) return HttpResponse.json({ result: GONE });
    await deleteRecord(CONTACTS, companyCode, id);
    await logContact(session, 'Deleted', existing);
    return HttpResponse.json({ recordId: id, result: 'OK' });
  }
  if (body.traCheck !== 1 && body.traCheck !== 2)
    return HttpResponse.json({ result: 'Send traCheck 1 (create), 2 (modify) or 3 (delete).' });
  if (body.traCheck === 2 && !existing) return HttpResponse.json({ result: GONE });
  const { draft, problems } = checkContact(sent);
  if (!draft) return validationAnswer(problems);
  const twin = contacts.find((contact) => contact.id !== id && contact.name.toLowerCase() === draft.name.toLowerCase());
  if (twin) return validationAnswer({ name: `There is already a contact named ${twin.name}.` });
  const saved: Contact = { ...draft, id: existing?.id ?? (await nextContactId(companyCode)) };
  await writeRecord(CONTACTS, companyCode, saved.id, saved);
  await logContact(session, existing ? 'Changed' : 'Created', saved);
  return HttpResponse.json({ recordId: saved.id, result: 'OK' });
}

/** The messages due by `now` (a reply dated ahead stays hidden until then), oldest first. */
function dueMessages(chat: StoredChat | undefined, now: string): ChatMessage[] {
  return (chat?.chats ?? [])
    .filter((message) => message.time <= now)
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

function conversationOf(contact: Contact, chat: StoredChat | undefined, now: string): Conversation {
  const chats = dueMessages(chat, now);
  const unread = chats.filter(
    (message) => message.contactId === contact.id && message.time > (chat?.readUpTo ?? ''),
  ).length;
  return { id: chat?.id ?? `CH-${contact.id}`, contactId: contact.id, contactName: contact.name, chats, unread };
}

function chatUserOf(contact: Contact, chat: StoredChat | undefined, now: string): ChatUser {
  const { id: chatId, chats, unread } = conversationOf(contact, chat, now);
  const { id, name, avatar, status, mood } = contact;
  return {
    id,
    name,
    avatar,
    status,
    mood,
    chatInfo: { chatId, contactId: id, contactName: name, unread, lastChatTime: chats[chats.length - 1]?.time ?? '' },
  };
}

/** Latest conversation first, then the contacts never written to, by name. */
const byLastChat = (a: ChatUser, b: ChatUser) =>
  b.chatInfo.lastChatTime.localeCompare(a.chatInfo.lastChatTime) || a.name.localeCompare(b.name);

type ChatCall = (
  session: DemoSession,
  contact: Contact,
  chat: StoredChat | undefined,
  body: Record<string, unknown>,
) => Promise<Response>;

/** A chat call about one contact (named by `detail`, or `message.contactId`); refused when the contact is gone. */
function chatCall(
  endpoint: string,
  contactOf: (body: Record<string, unknown>) => string,
  answer: ChatCall,
): HttpHandler {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await signedIn(request);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const contact = await readRecord<Contact>(CONTACTS, session.companyCode, contactOf(body));
    if (!contact) return HttpResponse.json({ result: GONE, message: GONE }, { status: 404 });
    return answer(
      session,
      contact,
      await readRecord<StoredChat>(chatsOf(session), session.companyCode, contact.id),
      body,
    );
  });
}

/**
 * SendMessage: keeps the message (the user has then read the conversation); an online contact answers a second later
 * unless an answer is already on its way.
 */
const sendMessage: ChatCall = async (session, contact, chat, body) => {
  const message =
    typeof body.message === 'object' && body.message !== null ? (body.message as Record<string, unknown>) : {};
  const text = typeof message.text === 'string' ? message.text.trim() : '';
  const problem = messageProblem(text);
  if (problem) return validationAnswer({ 'message.text': problem });
  const now = new Date();
  const time = now.toISOString();
  const stored: StoredChat = chat ?? { id: `CH-${contact.id}`, contactId: contact.id, chats: [], readUpTo: '' };
  const chats: ChatMessage[] = [...stored.chats, { contactId: session.user.uCode, text, time }];
  const replyPending = stored.chats.some((old) => old.contactId === contact.id && old.time > time);
  if (contact.status === 'online' && !replyPending) {
    const replies = stored.chats.filter((old) => old.contactId === contact.id).length;
    chats.push({
      contactId: contact.id,
      text: CANNED_REPLIES[replies % CANNED_REPLIES.length] ?? 'Thanks.',
      time: new Date(now.getTime() + REPLY_DELAY_MS).toISOString(),
    });
  }
  await writeRecord(chatsOf(session), session.companyCode, contact.id, { ...stored, chats, readUpTo: time });
  return HttpResponse.json({ recordId: stored.id, result: 'OK' });
};

/** MarkRead: every message due now is read. */
const markRead: ChatCall = async (session, contact, chat) => {
  if (chat)
    await writeRecord(chatsOf(session), session.companyCode, contact.id, {
      ...chat,
      readUpTo: new Date().toISOString(),
    });
  return HttpResponse.json({ recordId: chat?.id ?? `CH-${contact.id}`, result: 'OK' });
};

/**
 * logChangePassword {oldpassword, newpassword}: the current password must be right; the new one follows the password
 * rule and differs.
 */
async function changePassword(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const oldPassword = typeof body.oldpassword === 'string' ? body.oldpassword : '';
  const newPassword = typeof body.newpassword === 'string' ? body.newpassword : '';
  if ((await hashPassword(oldPassword)) !== session.user.passwordHash)
    return HttpResponse.json({ result: WRONG_CURRENT_PASSWORD });
  const weak = newPasswordProblem(newPassword);
  if (weak) return validationAnswer({ newpassword: weak });
  if (newPassword === oldPassword) return validationAnswer({ newpassword: SAME_PASSWORD });
  const db = await getDemoDb();
  await db.put(
    'users',
    { ...session.user, passwordHash: await hashPassword(newPassword) },
    userKey(session.companyCode, session.userName),
  );
  await logActivity(session, {
    module: 'admin',
    action: 'Changed password',
    subject: 'User',
    reference: session.userName,
    detail: `${session.userName} changed their own password`,
  });
  return HttpResponse.json({ result: 'OK' });
}

/**
 * A POST call of a signed-in user that needs only the session (with the contacts and chats seeded, unless `seeded` is
 * false) and the body.
 */
function sessionCall(
  endpoint: string,
  answer: (session: DemoSession, body: Record<string, unknown>) => Promise<Response>,
  seeded = true,
): HttpHandler {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const session = seeded ? await signedIn(request) : await requireSession(request);
    return session instanceof Response ? session : answer(session, await readJson(request));
  });
}

/**
 * The demo backend of the contacts (per company), the chat (per user: messages kept, an online
 * contact answers a second later) and the profile's password change.
 */
export const chatHandlers: HttpHandler[] = [
  sessionCall(CONTACTS_ENDPOINTS.list, async (session) =>
    HttpResponse.json((await listRecords<Contact>(CONTACTS, session.companyCode)).sort(byName)),
  ),
  sessionCall(CONTACTS_ENDPOINTS.save, setContact),
  sessionCall(CHAT_ENDPOINTS.users, async (session) => {
    const [contacts, chats] = await Promise.all([
      listRecords<Contact>(CONTACTS, session.companyCode),
      listRecords<StoredChat>(chatsOf(session), session.companyCode),
    ]);
    const now = new Date().toISOString();
    return HttpResponse.json(
      contacts
        .map((contact) =>
          chatUserOf(
            contact,
            chats.find((chat) => chat.contactId === contact.id),
            now,
          ),
        )
        .sort(byLastChat),
    );
  }),
  chatCall(CHAT_ENDPOINTS.conversation, detailOf, async (_session, contact, chat) =>
    HttpResponse.json(conversationOf(contact, chat, new Date().toISOString())),
  ),
  chatCall(
    CHAT_ENDPOINTS.send,
    (body) =>
      typeof body.message === 'object' && body.message !== null
        ? String((body.message as Record<string, unknown>).contactId ?? '')
        : '',
    sendMessage,
  ),
  chatCall(CHAT_ENDPOINTS.markRead, detailOf, markRead),
  sessionCall(CHANGE_PASSWORD_ENDPOINT, changePassword, false),
];
