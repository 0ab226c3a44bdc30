// @vitest-environment node
import type { FieldDeclaration } from '../../engine/resource';
import { codeField, taxCodeField, TIME } from './fields';

type Pattern = NonNullable<FieldDeclaration['pattern']>;

const accepts = (pattern: Pattern, text: string) => pattern.regex.test(text);
/** The example a message gives after "e.g.". */
const exampleOf = (pattern: Pattern) => pattern.message.split('e.g. ')[1]!;

describe('a code', () => {
  const code = codeField('SA-01').pattern!;

  it('takes capital letters, digits and dashes, as its message says, with the example given', () => {
    expect(code.message).toBe('Use capital letters, digits and dashes, e.g. SA-01');
    expect(accepts(code, exampleOf(code))).toBe(true);
    expect(accepts(code, 'PI-0001')).toBe(true);
  });

  it('refuses small letters, spaces, dots and nothing', () => {
    for (const text of ['sa-01', 'SA 01', 'GST2.5', '']) expect(accepts(code, text)).toBe(false);
  });
});

describe('a tax code', () => {
  const taxCode = taxCodeField('CGST9 or CGST2.5', 'taxCode', 'Tax code');

  it('takes dots as well, under the name and label it is given', () => {
    expect(taxCode).toMatchObject({ name: 'taxCode', label: 'Tax code', required: true, fixedAfterCreate: true });
    for (const text of ['CGST9', 'CGST2.5', 'GST-5']) expect(accepts(taxCode.pattern!, text)).toBe(true);
    for (const text of ['cgst9', 'GST 5', 'GST5%']) expect(accepts(taxCode.pattern!, text)).toBe(false);
  });
});

describe('a time of day', () => {
  it('takes 24-hour times, as its message says', () => {
    for (const text of [exampleOf(TIME), '00:00', '13:05', '23:59']) expect(accepts(TIME, text)).toBe(true);
  });

  it('refuses hours past 23, minutes past 59 and a missing leading zero', () => {
    for (const text of ['24:00', '12:60', '7:30', '0730', '07:30 am']) expect(accepts(TIME, text)).toBe(false);
  });
});
