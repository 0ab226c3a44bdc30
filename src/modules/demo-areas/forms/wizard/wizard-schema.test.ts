import { bookingReference, WIZARD_DEFAULTS, wizardSchema, type WizardInput } from './wizard-schema';

const schema = wizardSchema('2026-03-05');
const filled: WizardInput = {
  patient: { fullName: 'Asha Verma', mobile: '9876543210', birthDate: '1991-07-14' },
  visit: { department: 'Cardiology', visitDate: '2026-03-10', reason: 'Chest pain after climbing stairs' },
  payment: { mode: 'Cash', insurer: '', policy: '', consent: true },
};

const problems = (values: WizardInput) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('wizard rules', () => {
  it('accepts a filled wizard and gives its reference', () => {
    const result = schema.parse(filled);
    expect(bookingReference(result)).toBe('APT-20260310-3210');
  });

  it('names every field of an empty wizard', () => {
    expect(problems(WIZARD_DEFAULTS)).toEqual({
      'patient.fullName': "Give the patient's full name.",
      'patient.mobile': 'Give a 10-digit mobile number starting with 6, 7, 8 or 9.',
      'patient.birthDate': 'Give a date of birth that is not in the future.',
      'visit.department': 'Choose a department.',
      'visit.visitDate': 'Give a visit date from today on.',
      'visit.reason': 'Say in a few words why (at least 10 characters).',
      'payment.mode': 'Choose how the visit is paid.',
    });
  });

  it('wants the insurer and policy only when insurance pays, and no visit in the past', () => {
    expect(problems({ ...filled, payment: { ...filled.payment, mode: 'Insurance', consent: false } })).toEqual({
      'payment.consent': 'The patient must agree to be contacted about the visit.',
      'payment.insurer': 'Give the insurer.',
      'payment.policy': 'Give the policy number (6 to 20 letters, digits, / or -).',
    });
    expect(
      problems({
        ...filled,
        payment: { mode: 'Insurance', insurer: 'Star Health', policy: 'P/1234-56', consent: true },
      }),
    ).toEqual({});
    expect(problems({ ...filled, visit: { ...filled.visit, visitDate: '2026-03-04' } })).toEqual({
      'visit.visitDate': 'Give a visit date from today on.',
    });
    expect(problems({ ...filled, visit: { ...filled.visit, visitDate: '2026-03-05' } })).toEqual({});
  });
});
