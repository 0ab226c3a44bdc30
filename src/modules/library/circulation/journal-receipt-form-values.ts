import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A journal issue received as typed (copies as text until sent); nothing received after `today`. */
export const journalReceiptSchema = (today: string) =>
  z.object({
    journal: z.string().min(1, 'Choose the journal received.'),
    date: z.string().superRefine((date, context) => {
      if (!DAY.test(date)) context.addIssue({ code: 'custom', message: 'Enter the day it came in.' });
      else if (date > today) context.addIssue({ code: 'custom', message: 'It cannot come in after today.' });
    }),
    issueDate: z.string(),
    issueLabel: z.string(),
    copies: z.string().refine((copies) => {
      const count = Number(copies);
      return Number.isInteger(count) && count >= 1 && count <= 99;
    }, 'Enter a whole number from 1 to 99.'),
    remarks: z.string(),
  });

export type JournalReceiptValues = z.infer<ReturnType<typeof journalReceiptSchema>>;

/** A new receipt: received today, one copy. */
export const blankReceipt = (today: string): JournalReceiptValues => ({
  journal: '',
  date: today,
  issueDate: '',
  issueLabel: '',
  copies: '1',
  remarks: '',
});

/** The receipt as sent: copies a number, the texts trimmed. */
export const receiptBody = (values: JournalReceiptValues) => ({
  header: {
    journal: values.journal,
    date: values.date,
    issueDate: values.issueDate,
    issueLabel: values.issueLabel.trim(),
    copies: Number(values.copies),
    remarks: values.remarks.trim(),
  },
  traCheck: 1,
});
