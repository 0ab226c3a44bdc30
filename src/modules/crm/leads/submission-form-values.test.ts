import { describe, expect, it } from 'vitest';
import { BLANK_SUBMISSION, submissionSchema } from './submission-form-values';

const problems = (values: Partial<typeof BLANK_SUBMISSION>) =>
  submissionSchema
    .safeParse({ ...BLANK_SUBMISSION, ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a web enquiry', () => {
  it('needs a first name, a way to reach them and the message, each named beside its field', () => {
    expect(problems({ first_name: '  ', phonenumber: ' ' })).toEqual([
      ['first_name', 'Enter the first name.'],
      ['message', 'Enter what they asked.'],
      ['phonenumber', 'Enter a phone number or a business e-mail.'],
    ]);
  });

  it('takes a business e-mail instead of a phone, and keeps the text as typed', () => {
    const typed = { first_name: ' Nidhi ', business_email: 'nidhi@example.in', message: 'A quote.' };
    expect(problems(typed)).toEqual([]);
    expect(submissionSchema.parse({ ...BLANK_SUBMISSION, ...typed }).first_name).toBe(' Nidhi ');
  });
});
