import type { ChatMessage } from '../../../modules/workspace/chat/chat-types';
import type { Contact, ContactStatus } from '../../../modules/workspace/contacts/contact-types';

/** One user's stored chat with one contact (key: the contact's id): every message, and how far the user has read. */
export interface StoredChat {
  id: string;
  contactId: string;
  /** Messages in the order written; a contact's reply may be dated a moment ahead (it shows once due). */
  chats: ChatMessage[];
  /** ISO date-time: the contact's messages up to here are read. */
  readUpTo: string;
}

type ContactSeed = readonly [name: string, status: ContactStatus, mood: string, company: string, phone: string];

const CONTACTS: readonly ContactSeed[] = [
  ['Anita Desai', 'online', 'Back-to-back meetings today', 'Desai Consulting', '+91 98450 12345'],
  ['Kavya Menon', 'online', 'Closing the month', 'Menon & Co.', '+91 98860 22311'],
  ['Rahul Mehta', 'offline', 'On leave till Monday', 'Mehta Traders', '+91 99000 41872'],
  ['Priya Nair', 'online', 'Happy to help', 'Nair Diagnostics', '+91 94470 55120'],
  ['Suresh Iyer', 'offline', 'Travelling, slow to answer', 'Iyer Surgicals', '+91 98410 63329'],
  ['Farhan Qureshi', 'online', 'Coffee first', 'Qureshi Logistics', '+91 98200 70418'],
  ['Meera Joshi', 'offline', 'In training all week', 'Joshi Pharma', '+91 98220 81536'],
  ['Arjun Singh', 'online', 'Ask me about the new wing', 'Singh Builders', '+91 98150 92647'],
  ['Lakshmi Rao', 'offline', 'Out of office', 'Rao Foods', '+91 98490 13758'],
  ['Vikram Patel', 'online', 'Working from the warehouse', 'Patel Packaging', '+91 98250 24869'],
  ['Neha Kapoor', 'offline', 'Back on the 20th', 'Kapoor Textiles', '+91 98110 35970'],
  ['Thomas George', 'online', 'Let us sort it out', 'George Electricals', '+91 94460 46081'],
];

/** The number the first contact created after the seeds gets (C013): ids are never used twice. */
export const FIRST_NEW_CONTACT_NUMBER = CONTACTS.length + 1;

/** A contact id from its number: C001, C002... */
export const contactId = (number: number) => `C${String(number).padStart(3, '0')}`;

/** A company's starting contacts: 12 (7 online, 5 offline), C001 to C012, shown with their initials. */
export function demoContacts(): Contact[] {
  return CONTACTS.map(([name, status, mood, company, phone], index) => ({
    id: contactId(index + 1),
    name,
    avatar: '',
    status,
    mood,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    phone,
    company,
  }));
}

/** The canned answers an online contact gives, a second after a message. */
export const CANNED_REPLIES: readonly string[] = [
  'Thanks, noted.',
  'Sure, I will get back to you shortly.',
  'Sounds good to me.',
  'Let me check and reply.',
  'Got it, thank you!',
];

type ChatSeed = readonly [
  contactNumber: number,
  messages: ReadonlyArray<readonly [fromContact: boolean, minutesAgo: number, text: string]>,
  unread: number,
];

const CHATS: readonly ChatSeed[] = [
  [
    1,
    [
      [false, 300, 'Hi Anita, are we still on for the review tomorrow?'],
      [true, 295, 'Yes, 11 am in the board room.'],
      [false, 290, 'Great, see you there.'],
    ],
    0,
  ],
  [
    2,
    [
      [false, 180, 'Kavya, could you send the supplier statements?'],
      [true, 175, 'Working on it.'],
      [true, 40, 'Sent them by mail just now.'],
      [true, 39, 'Two suppliers still owe us their statements.'],
    ],
    2,
  ],
  [
    4,
    [
      [true, 1500, 'The lab reports for the camp are ready.'],
      [true, 20, 'Shall I send them to the front office?'],
    ],
    1,
  ],
  [
    6,
    [
      [false, 2900, 'Is the delivery on time?'],
      [true, 2880, 'The truck left at 6, it will reach by noon.'],
    ],
    0,
  ],
];

/**
 * A user's starting chats, dated back from `now`: with Anita Desai (read), Kavya Menon (2 unread),
 * Priya Nair (1 unread) and Farhan Qureshi (read). `userCode` marks the user's own messages.
 */
export function demoChats(userCode: string, now: Date): StoredChat[] {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  return CHATS.map(([number, messages, unread]) => {
    const id = contactId(number);
    const chats = messages.map(([fromContact, minutesAgo, text]) => ({
      contactId: fromContact ? id : userCode,
      text,
      time: at(minutesAgo),
    }));
    const lastRead = chats[chats.length - 1 - unread];
    return { id: `CH-${id}`, contactId: id, chats, readUpTo: lastRead?.time ?? at(10_000) };
  });
}
