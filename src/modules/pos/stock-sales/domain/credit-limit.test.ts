import { creditRefusal } from './credit-limit';

const check = { customer: 'Ganesh Kirana Stores', limitPaise: 5000000, balancePaise: 4800000 };

describe('the customer’s credit limit', () => {
  it('lets an invoice up to the limit through', () => {
    expect(creditRefusal({ ...check, pendingPaise: 200000 })).toBeNull();
  });

  it('refuses one paisa past it, naming the limit and the balance', () => {
    expect(creditRefusal({ ...check, pendingPaise: 200001 })).toBe(
      'The credit limit of Ganesh Kirana Stores is ₹ 50,000.00 and the balance is ₹ 48,000.00: this invoice leaves ₹ 2,000.01 to receive, which would take it to ₹ 50,000.01.',
    );
  });

  it('checks nothing without a limit, nor an invoice the advances pay in full', () => {
    expect(creditRefusal({ ...check, limitPaise: 0, pendingPaise: 99999999 })).toBeNull();
    expect(creditRefusal({ ...check, balancePaise: 9000000, pendingPaise: 0 })).toBeNull();
  });
});
