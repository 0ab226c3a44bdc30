import { accountsOf, paySchema, type PayValues } from './pay-form-values';

const TODAY = '2026-11-24';
const values: PayValues = { mode: 'BANK', account: 'AC002', dat: TODAY };
const problems = (context: Parameters<typeof paySchema>[0], given: PayValues = values) =>
  paySchema(context)
    .safeParse(given)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
const base = { selected: 2, today: TODAY, refusedDate: null };

describe('paySchema', () => {
  it('says one problem at a time: the selection, the account, then the date', () => {
    expect(problems({ ...base, selected: 0 }, { ...values, account: '', dat: '' })).toEqual([
      ['root', 'Select the employees to pay.'],
    ]);
    expect(problems(base, { mode: 'CASH', account: '', dat: '' })).toEqual([
      ['root', 'You have no cash account assigned.'],
    ]);
    expect(problems(base, { ...values, dat: '' })).toEqual([['dat', 'Give the date of the payment.']]);
    expect(problems(base, { ...values, dat: '2026-11-25' })).toEqual([
      ['dat', 'The payment date cannot be after today.'],
    ]);
    expect(problems(base)).toBeUndefined();
  });

  it('keeps a date the server refused refused, until it is changed', () => {
    const refusedDate = { dat: '2026-01-31', message: 'The books of 2025-26 are closed.' };
    expect(problems({ ...base, refusedDate }, { ...values, dat: '2026-01-31' })).toEqual([
      ['dat', 'The books of 2025-26 are closed.'],
    ]);
    expect(problems({ ...base, refusedDate }, { ...values, dat: '2026-02-01' })).toBeUndefined();
  });

  it('offers the accounts of the mode chosen', () => {
    const accounts = [
      { code: 'AC001', detail: 'Cash', typ: 'CAS' },
      { code: 'AC002', detail: 'Bank', typ: 'BAN' },
    ];
    expect(accountsOf(accounts, 'CASH').map((one) => one.code)).toEqual(['AC001']);
    expect(accountsOf(accounts, 'BANK').map((one) => one.code)).toEqual(['AC002']);
  });
});
