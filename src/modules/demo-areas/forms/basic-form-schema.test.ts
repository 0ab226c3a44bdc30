import { BASIC_FORM_DEFAULTS, basicFormSchema, type BasicFormInput } from './basic-form-schema';

const schema = basicFormSchema('2026-03-05');
const filled: BasicFormInput = {
  ...BASIC_FORM_DEFAULTS,
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  password: 'secret123',
  age: '34',
  mobile: '9876543210',
  birthDate: '1991-07-14',
  department: 'Cardiology',
  gender: 'Female',
  interests: ['Health camps'],
  terms: true,
};

const problems = (values: BasicFormInput) => {
  const result = schema.safeParse(values);
  // The first problem of each field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('basic form rules', () => {
  it('accepts a filled form', () => {
    expect(problems(filled)).toEqual({});
  });

  it('names every empty required field', () => {
    expect(problems(BASIC_FORM_DEFAULTS)).toEqual({
      fullName: 'Give your full name (at least 2 letters).',
      email: 'Give your e-mail address.',
      password: 'At least 8 characters.',
      age: 'Give an age from 18 to 100.',
      mobile: 'Give a 10-digit mobile number starting with 6, 7, 8 or 9.',
      birthDate: 'Give your date of birth.',
      department: 'Choose a department.',
      gender: 'Choose one.',
      interests: 'Tick at least one.',
      terms: 'Accept the terms to go on.',
    });
  });

  it('refuses a future birth date, a bad e-mail, a visit out of hours and a password without digits', () => {
    expect(
      problems({ ...filled, birthDate: '2026-03-06', email: 'asha@', visitTime: '21:00', password: 'password' }),
    ).toEqual({
      birthDate: 'Give a date of birth that is not in the future.',
      email: 'Give a valid e-mail address, like name@example.com.',
      visitTime: 'Visits are from 08:00 to 20:00.',
      password: 'Use letters and at least one digit.',
    });
    expect(problems({ ...filled, birthDate: '2026-03-05', age: '17' })).toEqual({ age: 'Give an age from 18 to 100.' });
  });
});
