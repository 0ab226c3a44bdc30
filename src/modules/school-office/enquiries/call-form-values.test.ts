import { callSchema, callValuesOf, type CallValues } from './call-form-values';

const values: CallValues = {
  parentName: 'Farida Testwala',
  childName: 'Zoya Testwala',
  phone: '9822099001',
  email: '',
  classSought: 'IV',
  source: 'WALK_IN',
  followUpDate: '2026-03-11',
  remarks: '',
};
const today = () => '2026-03-10';
const problems = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('callValuesOf', () => {
  it('starts a new enquiry empty', () => {
    expect(Object.values(callValuesOf(null)).every((value) => value === '')).toBe(true);
  });
});

describe('callSchema', () => {
  it('passes an enquiry the rules accept', () => {
    expect(callSchema(true, null, today).safeParse(values).success).toBe(true);
  });

  it('says each problem beside its field, the child and the class only in the school', () => {
    const empty = {
      ...values,
      parentName: ' ',
      childName: '',
      classSought: '',
      phone: '98',
      followUpDate: '2026-03-09',
    };
    expect(problems(callSchema(true, null, today).safeParse(empty))).toEqual([
      ['parentName', 'Give the parent’s name.'],
      ['childName', 'Give the child’s name.'],
      ['phone', 'Give a 10-digit mobile number, e.g. 9822037164.'],
      ['classSought', 'Choose the class sought.'],
      ['followUpDate', 'The follow-up date cannot be in the past.'],
    ]);
    expect(problems(callSchema(false, null, today).safeParse({ ...empty, phone: values.phone }))).toEqual([
      ['parentName', 'Give the name of who enquired.'],
      ['classSought', 'Say what they are interested in.'],
      ['followUpDate', 'The follow-up date cannot be in the past.'],
    ]);
  });

  it('lets a corrected enquiry keep its past follow-up date, never take a new one in the past', () => {
    const past = { ...values, followUpDate: '2026-03-01' };
    expect(callSchema(true, '2026-03-01', today).safeParse(past).success).toBe(true);
    expect(problems(callSchema(true, '2026-03-05', today).safeParse(past))).toEqual([
      ['followUpDate', 'The follow-up date cannot be in the past.'],
    ]);
  });
});
