import { describe, expect, it } from 'vitest';
import { BLANK_CONTACT, contactSchema, contactValuesOf } from './contact-form-values';

const problems = (values: Partial<typeof BLANK_CONTACT>) =>
  contactSchema
    .safeParse({ ...BLANK_CONTACT, ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a lead-world contact', () => {
  it('needs a first name, a mobile number and the source, each named beside its field', () => {
    expect(problems({ business_email: 'sales@' })).toEqual([
      ['first_name', 'Enter the first name.'],
      ['business_email', 'An e-mail address, e.g. sales@example.in'],
      ['phonenumber', 'Ten digits starting with 6 to 9, e.g. 9829012345'],
      ['lead_source', 'Choose the source.'],
    ]);
  });

  it('reads the mobile number from its last ten digits, and leaves the e-mail optional', () => {
    expect(problems({ first_name: 'Asha', phonenumber: '+91 98290 12345', lead_source: 'WEBSITE' })).toEqual([]);
    expect(problems({ first_name: 'Asha', phonenumber: '5829012345', lead_source: 'WEBSITE' })).toEqual([
      ['phonenumber', 'Ten digits starting with 6 to 9, e.g. 9829012345'],
    ]);
  });

  it('takes a saved contact’s own fields, not its id or lead', () => {
    const contact = { ...BLANK_CONTACT, id: 'CT-0001', lead_id: 4, first_name: 'Asha' };
    expect(contactValuesOf(contact)).toEqual({ ...BLANK_CONTACT, first_name: 'Asha' });
    expect(contactValuesOf(null)).toBe(BLANK_CONTACT);
  });
});
