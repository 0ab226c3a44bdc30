import { advanceSchema, toAdvance, type AdvanceValues } from './advance-form-values';

const problems = (values: AdvanceValues) =>
  advanceSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('advanceSchema', () => {
  it('reads both amounts as rupees and asks for the account', () => {
    expect(problems({ advanceDebit: '', advanceCutOff: 'abc', account: '' })).toEqual([
      ['account', 'Choose the cash or bank account the advance is paid from'],
      ['advanceDebit', 'Enter an amount'],
      ['advanceCutOff', 'Enter an amount in rupees, e.g. 1,234.50'],
    ]);
  });

  it('runs the shared advance rule on the amounts', () => {
    expect(problems({ advanceDebit: '5000', advanceCutOff: '6000', account: 'AC001' })).toEqual([
      ['advanceCutOff', 'The monthly cut-off ₹6,000.00 is more than the advance ₹5,000.00.'],
    ]);
    expect(problems({ advanceDebit: '5,000.50', advanceCutOff: '1000', account: 'AC001' })).toBeUndefined();
  });

  it('sends the amounts in rupees', () => {
    expect(toAdvance('12', { advanceDebit: '5,000.50', advanceCutOff: '1000', account: 'AC001' })).toEqual({
      empno: 12,
      advanceDebit: 5000.5,
      advanceCutOff: 1000,
      account: 'AC001',
    });
  });
});
