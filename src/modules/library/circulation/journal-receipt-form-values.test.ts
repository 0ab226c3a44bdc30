import { blankReceipt, journalReceiptSchema, receiptBody } from './journal-receipt-form-values';

const TODAY = '2026-03-12';
const problems = (patch: Partial<ReturnType<typeof blankReceipt>>) => {
  const result = journalReceiptSchema(TODAY).safeParse({ ...blankReceipt(TODAY), journal: 'PFY', ...patch });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the journal receipt as typed', () => {
  it('takes a journal received today or before, with 1 to 99 copies', () => {
    expect(problems({})).toEqual({});
    expect(problems({ date: '2026-01-31', copies: '99' })).toEqual({});
  });

  it('names each problem on its field', () => {
    expect(problems({ journal: '' })).toEqual({ journal: 'Choose the journal received.' });
    expect(problems({ date: '' })).toEqual({ date: 'Enter the day it came in.' });
    expect(problems({ date: '2026-03-13' })).toEqual({ date: 'It cannot come in after today.' });
    for (const copies of ['', '0', '1.5', '100', 'two'])
      expect(problems({ copies }), copies).toEqual({ copies: 'Enter a whole number from 1 to 99.' });
  });

  it('is sent with the copies as a number and the texts trimmed', () => {
    const values = { ...blankReceipt(TODAY), journal: 'PFY', issueLabel: ' March 2026 ', copies: '2', remarks: ' ok ' };
    expect(receiptBody(values)).toEqual({
      header: { journal: 'PFY', date: TODAY, issueDate: '', issueLabel: 'March 2026', copies: 2, remarks: 'ok' },
      traCheck: 1,
    });
  });
});
