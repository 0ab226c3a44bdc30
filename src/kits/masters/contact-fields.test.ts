// @vitest-environment node
import type { FieldDeclaration } from '../../engine/resource';
import { BANK_ACCOUNT, emailField, GSTIN, gstinField, IFSC, mobileField, phoneField, ZIP } from './contact-fields';

type Pattern = NonNullable<FieldDeclaration['pattern']>;

const accepts = (pattern: Pattern, text: string) => pattern.regex.test(text);
/** The example a message gives after "e.g.". */
const exampleOf = (pattern: Pattern) => pattern.message.split('e.g. ')[1]!;

describe('contact fields', () => {
  it('a mobile takes ten digits starting with 6 to 9, under the name and label it is given', () => {
    const phone = mobileField({ name: 'phone', label: 'Order phone' });
    expect(phone).toMatchObject({ name: 'phone', label: 'Order phone', required: false, max: 10 });
    expect(mobileField({ required: true })).toMatchObject({ name: 'mobile', label: 'Mobile', required: true });
    const mobile = phone.pattern!;
    for (const text of [exampleOf(mobile), '6000000000']) expect(accepts(mobile, text)).toBe(true);
    for (const text of ['5847012345', '984701234', '98470123456', '98470 12345'])
      expect(accepts(mobile, text)).toBe(false);
  });

  it("a mobile, an email and a GSTIN keep their patterns in a module's own wording", () => {
    const mobile = mobileField({ message: 'Give 10 digits, e.g. 9847012345' });
    expect(mobile.pattern).toEqual({ regex: mobileField().pattern!.regex, message: 'Give 10 digits, e.g. 9847012345' });
    const email = emailField('desk@example.in', { message: 'Use an email address, e.g. desk@example.in' });
    expect(email.pattern?.message).toBe('Use an email address, e.g. desk@example.in');
    expect(email.pattern?.regex).toEqual(emailField('x@example.in').pattern?.regex);
    const gstin = gstinField({ message: 'Give the 15-character GSTIN, e.g. 32AABCS1234K1Z5' });
    expect(gstin).toMatchObject({ name: 'gstin', label: 'GSTIN', max: 15 });
    expect(accepts(gstin.pattern!, exampleOf(gstin.pattern!))).toBe(true);
    expect(gstin.pattern?.regex).toEqual(GSTIN.pattern?.regex);
  });

  it('a landline takes an STD code starting with 0 and the number', () => {
    const phone = phoneField().pattern!;
    for (const text of [exampleOf(phone), '0484-2371946', '04842371946']) expect(accepts(phone, text)).toBe(true);
    for (const text of ['484 2371946', '0484 23719', '9847012345']) expect(accepts(phone, text)).toBe(false);
  });

  it("an email address gives the module's own example, and takes it", () => {
    const email = emailField('orders@example.in').pattern!;
    expect(email.message).toBe('An email address, e.g. orders@example.in');
    expect(accepts(email, exampleOf(email))).toBe(true);
    for (const text of ['orders@example', 'orders example.in', '@example.in']) expect(accepts(email, text)).toBe(false);
  });
});

describe('identity patterns', () => {
  it('a GSTIN takes its example and refuses a missing Z or a short one', () => {
    const gstin = GSTIN.pattern!;
    expect(accepts(gstin, exampleOf(gstin))).toBe(true);
    for (const text of ['32AABCS1234F1X5', '32AABCS1234F1Z', 'AABCS1234F1Z532'])
      expect(accepts(gstin, text)).toBe(false);
  });

  it('a PIN code takes six digits not starting with 0', () => {
    expect(accepts(ZIP, exampleOf(ZIP))).toBe(true);
    for (const text of ['082031', '68203', '6820311']) expect(accepts(ZIP, text)).toBe(false);
  });

  it('a bank account number takes 9 to 18 digits', () => {
    for (const text of ['123456789', '145601000123456789']) expect(accepts(BANK_ACCOUNT, text)).toBe(true);
    for (const text of ['12345678', '1456010001234567890', '14560-100012'])
      expect(accepts(BANK_ACCOUNT, text)).toBe(false);
  });

  it('an IFSC takes a bank code, 0 and a branch code', () => {
    expect(accepts(IFSC, exampleOf(IFSC))).toBe(true);
    for (const text of ['SBIN1070123', 'SBI00070123', 'sbin0070123']) expect(accepts(IFSC, text)).toBe(false);
  });
});
