// @vitest-environment node
import type { FieldDeclaration } from '../../engine/resource';
import { codeField, codePattern, plainCodePattern, refTo, taxCodeField, TIME } from './fields';

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

describe("a code under the master's own name, label or wording", () => {
  it('keeps the pattern and takes the name, label and message given', () => {
    const key = codeField('VBH-101', 12, {
      name: 'roomCode',
      label: 'Room code',
      message: 'Hostel and room, e.g. VBH-101',
    });
    expect(key).toMatchObject({
      name: 'roomCode',
      label: 'Room code',
      max: 12,
      required: true,
      fixedAfterCreate: true,
    });
    expect(key.pattern).toEqual({ regex: codePattern('VBH-101').regex, message: 'Hostel and room, e.g. VBH-101' });
  });

  it('a plain code takes capital letters and digits only, as its message says', () => {
    const plain = plainCodePattern('GEN');
    expect(codeField('GEN', 6, { plain: true }).pattern).toEqual(plain);
    expect(plain.message).toBe('Use capital letters and digits only, e.g. GEN');
    for (const text of [exampleOf(plain), 'CL', 'G2']) expect(accepts(plain, text)).toBe(true);
    for (const text of ['GEN-1', 'gen', 'G N', '']) expect(accepts(plain, text)).toBe(false);
  });
});

describe('a reference', () => {
  const target = {
    name: 'test.departments',
    title: 'Departments',
    singular: 'Department',
    screen: { path: 'test/departments', title: 'Departments' },
    key: 'recordId',
    fields: [],
    columns: [],
    searchable: [],
    endpoints: { list: 'api/test/GetDepartments', save: 'api/test/SetDepartment' },
    entity: 'department',
    example: {},
  };

  it("names a master's list by its code and name, or by the key and label given", () => {
    expect(refTo(target)).toEqual({
      resource: 'test.departments',
      endpoint: 'api/test/GetDepartments',
      key: 'code',
      label: 'name',
    });
    expect(refTo(target, { key: 'recordId', label: 'department' })).toMatchObject({
      key: 'recordId',
      label: 'department',
    });
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
