import * as z from 'zod';

/** A text that must not be left blank (checked trimmed; the text is sent as typed). */
export const filled = (message: string) => z.string().refine((value) => value.trim() !== '', message);

/** A web enquiry as the desk types it: a first name, a phone or a business e-mail, and what they asked. */
export const submissionSchema = z
  .object({
    first_name: filled('Enter the first name.'),
    last_name: z.string(),
    company: z.string(),
    phonenumber: z.string(),
    business_email: z.string(),
    message: filled('Enter what they asked.'),
  })
  .superRefine((values, context) => {
    if (!values.phonenumber.trim() && !values.business_email.trim())
      context.addIssue({
        code: 'custom',
        path: ['phonenumber'],
        message: 'Enter a phone number or a business e-mail.',
      });
  });

export type SubmissionValues = z.infer<typeof submissionSchema>;

export const BLANK_SUBMISSION: SubmissionValues = {
  first_name: '',
  last_name: '',
  company: '',
  phonenumber: '',
  business_email: '',
  message: '',
};
