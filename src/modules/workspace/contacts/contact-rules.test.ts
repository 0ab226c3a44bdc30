import { checkContact, initialsOf } from './contact-rules';
import { matchingContacts } from './contact-search';
import type { Contact } from './contact-types';

const contact = (id: string, name: string, status: Contact['status'], company = ''): Contact => ({
  id,
  name,
  avatar: '',
  status,
  mood: '',
  email: '',
  phone: '',
  company,
});

describe('contact rules', () => {
  it('trims a good contact and keeps only its fields', () => {
    expect(
      checkContact({
        name: '  Zara   Khan ',
        status: 'offline',
        mood: ' Busy ',
        email: 'zara@example.com',
        phone: '+91 98450 12345',
        company: 'Khan & Sons',
        avatar: '',
        extra: 1,
      }),
    ).toEqual({
      draft: {
        name: 'Zara Khan',
        status: 'offline',
        mood: 'Busy',
        email: 'zara@example.com',
        phone: '+91 98450 12345',
        company: 'Khan & Sons',
        avatar: '',
      },
      problems: null,
    });
  });

  it('names each broken field', () => {
    expect(
      checkContact({ name: 'Z', status: 'away', email: 'zara@', phone: '12', avatar: 'javascript:alert(1)' }).problems,
    ).toEqual({
      name: 'Enter a name of 2 to 60 characters.',
      status: 'Choose online or offline.',
      email: 'Enter an email address like name@example.com.',
      phone: 'Enter a phone number of 7 to 20 digits, e.g. +91 98450 12345.',
      avatar: 'Give an https:// picture address, or leave it empty for the initials.',
    });
    expect(checkContact(null).problems).toEqual({
      name: 'Enter a name of 2 to 60 characters.',
      status: 'Choose online or offline.',
    });
  });

  it('makes initials from the first two words, leaving out titles', () => {
    expect(initialsOf('Dr. Kavya Menon')).toBe('KM');
    expect(initialsOf('anita')).toBe('A');
    expect(initialsOf('Thomas George Kurian')).toBe('TG');
  });

  it('finds contacts by every word of the search, with the status, sorted by name', () => {
    const all = [
      contact('C2', 'Zara Khan', 'online', 'Khan & Sons'),
      contact('C1', 'Amir Khan', 'offline'),
      contact('C3', 'Priya Nair', 'online', 'Nair Diagnostics'),
    ];
    expect(matchingContacts(all, 'KHAN', 'all').map((c) => c.id)).toEqual(['C1', 'C2']);
    expect(matchingContacts(all, 'khan sons', 'all').map((c) => c.id)).toEqual(['C2']);
    expect(matchingContacts(all, '', 'online').map((c) => c.id)).toEqual(['C3', 'C2']);
    expect(matchingContacts(all, 'nair', 'offline')).toEqual([]);
  });
});
