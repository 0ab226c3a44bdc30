import {
  accountOptions,
  bankDetailsGiven,
  firstAccountOf,
  MONEY_MODE_LABELS,
  modeOptions,
  rupeesSchema,
} from './money-modes';

const accounts = [
  { code: 'AC001', detail: 'Main cash', typ: 'CAS' },
  { code: 'AC002', detail: 'State bank', typ: 'BAN' },
  { code: 'AC003', detail: 'Second bank', typ: 'BAN' },
];

describe('the modes and accounts', () => {
  it('lists the modes in their one order, named as the form names them', () => {
    expect(modeOptions(MONEY_MODE_LABELS)).toEqual([
      { value: 'CAS', label: 'Cash' },
      { value: 'BAN', label: 'Bank' },
      { value: 'MOB', label: 'Wallet' },
    ]);
    expect(modeOptions({ CAS: 'Cash', BAN: 'Bank (cheque, card, transfer)', MOB: 'Wallet (UPI)' })[2]).toEqual({
      value: 'MOB',
      label: 'Wallet (UPI)',
    });
  });

  it('offers the accounts of the mode chosen, the first of them unless the user picks another', () => {
    expect(accountOptions(accounts, 'BAN')).toEqual([
      { value: 'AC002', label: 'State bank (AC002)' },
      { value: 'AC003', label: 'Second bank (AC003)' },
    ]);
    expect(accountOptions(accounts, '')).toEqual([]);
    expect(firstAccountOf(accounts, 'BAN')).toBe('AC002');
    expect(firstAccountOf(accounts, 'MOB')).toBe('');
  });
});

describe('the checks', () => {
  it('asks a bank payment for its cheque or transfer, nothing of cash or wallet', () => {
    expect(bankDetailsGiven({ paymentmode: 'BAN', bankdetails: '  ' })).toBe(false);
    expect(bankDetailsGiven({ paymentmode: 'BAN', bankdetails: 'CHQ 123' })).toBe(true);
    expect(bankDetailsGiven({ paymentmode: 'CAS', bankdetails: '' })).toBe(true);
  });

  it('takes an amount above zero, to the paisa', () => {
    const problem = (text: string) => rupeesSchema.safeParse(text).error?.issues[0]?.message;
    expect(problem('')).toBe('Enter an amount above zero');
    expect(problem('0')).toBe('Enter an amount above zero');
    expect(problem('10.005')).toBe('Enter an amount with at most two decimals');
    expect(problem('10.05')).toBeUndefined();
  });
});
