import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';

export const WIZARD_DEPARTMENTS = ['Cardiology', 'Orthopaedics', 'General medicine', 'Paediatrics'] as const;
export const PAYMENT_MODES = ['Cash', 'Card', 'Insurance'] as const;

const isDateText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value;

/** The appointment wizard's rules, one object per step; `today` ('yyyy-MM-dd') bounds the dates. */
export function wizardSchema(today: string) {
  return z.object({
    patient: z.object({
      fullName: z.string().trim().min(2, "Give the patient's full name."),
      mobile: z
        .string()
        .trim()
        .refine((value) => /^[6-9]\d{9}$/.test(value), 'Give a 10-digit mobile number starting with 6, 7, 8 or 9.'),
      birthDate: z
        .string()
        .refine((value) => isDateText(value) && value <= today, 'Give a date of birth that is not in the future.'),
    }),
    visit: z.object({
      department: z.enum(WIZARD_DEPARTMENTS, { error: 'Choose a department.' }),
      visitDate: z.string().refine((value) => isDateText(value) && value >= today, 'Give a visit date from today on.'),
      reason: z
        .string()
        .trim()
        .min(10, 'Say in a few words why (at least 10 characters).')
        .max(300, 'At most 300 characters.'),
    }),
    payment: z
      .object({
        mode: z.enum(PAYMENT_MODES, { error: 'Choose how the visit is paid.' }),
        insurer: z.string().trim(),
        policy: z.string().trim(),
        consent: z.boolean(),
      })
      // Checked together, so an insurance payment shows all its problems at once (zod runs this once the mode is
      // chosen).
      .superRefine((payment, context) => {
        if (!payment.consent)
          context.addIssue({
            code: 'custom',
            path: ['consent'],
            message: 'The patient must agree to be contacted about the visit.',
          });
        if (payment.mode !== 'Insurance') return;
        if (payment.insurer === '')
          context.addIssue({ code: 'custom', path: ['insurer'], message: 'Give the insurer.' });
        if (!/^[A-Z0-9/-]{6,20}$/i.test(payment.policy))
          context.addIssue({
            code: 'custom',
            path: ['policy'],
            message: 'Give the policy number (6 to 20 letters, digits, / or -).',
          });
      }),
  });
}

export type WizardInput = z.input<ReturnType<typeof wizardSchema>>;
export type WizardOutput = z.output<ReturnType<typeof wizardSchema>>;

/** The wizard's steps: a title and the fields Next checks. */
export const WIZARD_STEPS = [
  { title: 'Patient', fields: ['patient.fullName', 'patient.mobile', 'patient.birthDate'] },
  { title: 'Visit', fields: ['visit.department', 'visit.visitDate', 'visit.reason'] },
  { title: 'Payment', fields: ['payment.mode', 'payment.insurer', 'payment.policy', 'payment.consent'] },
  { title: 'Summary', fields: [] },
] as const;

/** An empty wizard ('' is "not chosen yet" for the choices). */
export const WIZARD_DEFAULTS: WizardInput = {
  patient: { fullName: '', mobile: '', birthDate: '' },
  visit: { department: '' as WizardInput['visit']['department'], visitDate: '', reason: '' },
  payment: { mode: '' as WizardInput['payment']['mode'], insurer: '', policy: '', consent: false },
};

/** The booking's reference: the visit date and the mobile number's last four digits, e.g. 'APT-20260310-3210'. */
export function bookingReference(values: WizardOutput): string {
  return `APT-${values.visit.visitDate.replace(/-/g, '')}-${values.patient.mobile.slice(-4)}`;
}
