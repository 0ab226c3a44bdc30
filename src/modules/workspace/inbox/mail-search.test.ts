import { inboxCaption, matchingMails } from './mail-search';
import type { Mail } from './mail-types';

const mail = (id: string, sender: string, subject: string, read: boolean): Mail => ({
  id,
  sender: { name: sender, photo: '' },
  date: '2025-06-01',
  subject,
  message: '',
  selected: false,
  read,
  starred: false,
});
const MAILS = [
  mail('M1', 'Anita Desai', 'Ward rounds moved', false),
  mail('M2', 'IT Helpdesk', 'Password change reminder', true),
  mail('M3', 'Rahul Mehta', 'Pharmacy stock count', false),
];

describe('matchingMails', () => {
  it('keeps the mails whose sender or subject holds every word, in any case', () => {
    expect(matchingMails(MAILS, 'ANITA rounds').map((m) => m.id)).toEqual(['M1']);
    expect(matchingMails(MAILS, 'helpdesk password').map((m) => m.id)).toEqual(['M2']);
    expect(matchingMails(MAILS, 'a').map((m) => m.id)).toEqual(['M1', 'M2', 'M3']);
    expect(matchingMails(MAILS, 'anita pharmacy')).toEqual([]);
    expect(matchingMails(MAILS, '   ').map((m) => m.id)).toEqual(['M1', 'M2', 'M3']);
  });
});

describe('inboxCaption', () => {
  it('counts the mails and the unread ones, and the shown ones while searching', () => {
    expect(inboxCaption(MAILS, MAILS)).toBe('3 mails, 2 unread');
    expect(inboxCaption(MAILS, MAILS.slice(0, 1))).toBe('3 mails, 2 unread; 1 shown');
    expect(inboxCaption(MAILS.slice(1, 2), MAILS.slice(1, 2))).toBe('1 mail, 0 unread');
  });
});
