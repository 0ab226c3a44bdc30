import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';

export const DEPARTMENTS = ['Cardiology', 'Orthopaedics', 'General medicine', 'Paediatrics'] as const;
export const GENDERS = ['Female', 'Male', 'Other'] as const;
export const INTERESTS = ['Health camps', 'Blood donation', 'Newsletters'] as const;
export const ALLOWED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_FILE_BYTES = 1024 * 1024;

const isDateText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value;

/** A FileList (the file input's value), or nothing chosen. */
const fileList = z.custom<FileList | undefined>(
  (value) => value === undefined || value === null || (typeof FileList !== 'undefined' && value instanceof FileList),
  'Choose a file.',
);

/** The basic form's rules; `today` ('yyyy-MM-dd') bounds the date of birth. */
export function basicFormSchema(today: string) {
  return z.object({
    fullName: z.string().trim().min(2, 'Give your full name (at least 2 letters).').max(80, 'At most 80 characters.'),
    email: z
      .string()
      .trim()
      .min(1, 'Give your e-mail address.')
      .pipe(z.email('Give a valid e-mail address, like name@example.com.')),
    password: z
      .string()
      .min(8, 'At least 8 characters.')
      .refine((value) => /\d/.test(value) && /[A-Za-z]/.test(value), 'Use letters and at least one digit.'),
    age: z
      .string()
      .trim()
      .refine(
        (value) => /^\d+$/.test(value) && Number(value) >= 18 && Number(value) <= 100,
        'Give an age from 18 to 100.',
      ),
    mobile: z
      .string()
      .trim()
      .refine((value) => /^[6-9]\d{9}$/.test(value), 'Give a 10-digit mobile number starting with 6, 7, 8 or 9.'),
    birthDate: z
      .string()
      .refine((value) => value !== '', 'Give your date of birth.')
      .refine(
        (value) => value === '' || (isDateText(value) && value <= today),
        'Give a date of birth that is not in the future.',
      ),
    visitTime: z
      .string()
      .refine(
        (value) => value === '' || (/^\d{2}:\d{2}$/.test(value) && value >= '08:00' && value <= '20:00'),
        'Visits are from 08:00 to 20:00.',
      ),
    department: z.enum(DEPARTMENTS, { error: 'Choose a department.' }),
    gender: z.enum(GENDERS, { error: 'Choose one.' }),
    interests: z.array(z.enum(INTERESTS)).min(1, 'Tick at least one.'),
    newsletter: z.boolean(),
    about: z.string().max(200, 'At most 200 characters.'),
    satisfaction: z.string(),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour.'),
    document: fileList.refine((list) => {
      const file = list?.[0];
      return !file || ((ALLOWED_FILE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_FILE_BYTES);
    }, 'Choose a PDF, PNG or JPEG file of at most 1 MB.'),
    terms: z.boolean().refine((accepted) => accepted, 'Accept the terms to go on.'),
  });
}

export type BasicFormInput = z.input<ReturnType<typeof basicFormSchema>>;
export type BasicFormOutput = z.output<ReturnType<typeof basicFormSchema>>;

/** An empty form (the colour and the satisfaction start at a middle value; '' is "not chosen yet" for the choices). */
export const BASIC_FORM_DEFAULTS: BasicFormInput = {
  fullName: '',
  email: '',
  password: '',
  age: '',
  mobile: '',
  birthDate: '',
  visitTime: '',
  department: '' as BasicFormInput['department'],
  gender: '' as BasicFormInput['gender'],
  interests: [],
  newsletter: false,
  about: '',
  satisfaction: '5',
  colour: '#663399',
  document: undefined,
  terms: false,
};
