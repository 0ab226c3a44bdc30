import { toPaise } from '../../../../lib/money/money';
import { availableCredit, settlementProblem, unsettledPaise, type CompanyCredit } from './tender-check';

const tenders = (...rupees: number[]) => rupees.map((amount) => ({ amount: toPaise(amount) }));
const ZINC: CompanyCredit = { name: 'Hindustan Zinc Ltd', creditLimit: toPaise(10000), owes: toPaise(7500) };
const none = { company: '', companyAmount: 0 };

describe('settlementProblem', () => {
  it('takes tenders that add up to the balance exactly, split over modes, to the paisa', () => {
    expect(settlementProblem(toPaise(12345.67), { tenders: tenders(10000, 2345.67), ...none }, null)).toBeNull();
    expect(settlementProblem(toPaise(0.3), { tenders: tenders(0.1, 0.2), ...none }, null)).toBeNull();
    expect(settlementProblem(0, { tenders: [], ...none }, null)).toBeNull();
  });

  it('refuses an unpaid balance unless billed to a company, naming what is short', () => {
    expect(settlementProblem(toPaise(5000), { tenders: [], ...none }, null)).toBe(
      'The balance of 5,000.00 is unpaid: take it in cash, card or UPI, or bill it to a company.',
    );
    expect(settlementProblem(toPaise(5000), { tenders: tenders(3000), ...none }, null)).toBe(
      'The balance of 5,000.00 is unpaid (2,000.00 short): take it in cash, card or UPI, or bill it to a company.',
    );
    expect(
      settlementProblem(
        toPaise(5000),
        { tenders: tenders(3000), company: 'FOC-0001', companyAmount: toPaise(2000) },
        ZINC,
      ),
    ).toBeNull();
    expect(
      settlementProblem(toPaise(2000), { tenders: [], company: 'FOC-0001', companyAmount: toPaise(2000) }, ZINC),
    ).toBeNull();
  });

  it('refuses tenders that do not add up, too much as well as too little with a company part', () => {
    expect(settlementProblem(toPaise(5000), { tenders: tenders(3000, 2500), ...none }, null)).toBe(
      'The tenders (5,500.00) add up to 5,500.00; the balance is 5,000.00.',
    );
    expect(
      settlementProblem(
        toPaise(5000),
        { tenders: tenders(1000), company: 'FOC-0001', companyAmount: toPaise(2000) },
        ZINC,
      ),
    ).toBe("The tenders (1,000.00) and the company's part (2,000.00) add up to 3,000.00; the balance is 5,000.00.");
    expect(settlementProblem(toPaise(5000), { tenders: [{ amount: 0 }], ...none }, null)).toBe(
      'Tender 1 needs an amount above 0.',
    );
    expect(
      settlementProblem(toPaise(5000), { tenders: [{ amount: toPaise(5000) }, { amount: -1 }], ...none }, null),
    ).toBe('Tender 2 needs an amount above 0.');
  });

  it('keeps the company part within its credit limit less what it already owes', () => {
    expect(availableCredit(ZINC)).toBe(toPaise(2500));
    expect(availableCredit({ ...ZINC, owes: toPaise(12000) })).toBe(0);
    expect(
      settlementProblem(
        toPaise(3000),
        { tenders: tenders(500), company: 'FOC-0001', companyAmount: toPaise(2500) },
        ZINC,
      ),
    ).toBeNull();
    expect(
      settlementProblem(
        toPaise(3000),
        { tenders: tenders(499.99), company: 'FOC-0001', companyAmount: toPaise(2500.01) },
        ZINC,
      ),
    ).toBe('2,500.01 to Hindustan Zinc Ltd is beyond its credit: limit 10,000.00, owes 7,500.00, available 2,500.00.');
    expect(settlementProblem(toPaise(3000), { tenders: [], company: '', companyAmount: toPaise(3000) }, null)).toBe(
      'Choose the company to bill.',
    );
  });

  it('refunds a folio in credit exactly, in the modes chosen, and bills no company then', () => {
    expect(settlementProblem(toPaise(-800), { tenders: tenders(500, 300), ...none }, null)).toBeNull();
    expect(settlementProblem(toPaise(-800), { tenders: tenders(500), ...none }, null)).toBe(
      'The refunds add up to 500.00; 800.00 is to be refunded.',
    );
    expect(
      settlementProblem(
        toPaise(-800),
        { tenders: tenders(800), company: 'FOC-0001', companyAmount: toPaise(100) },
        ZINC,
      ),
    ).toBe('The folio is in credit by 800.00: nothing is billed to a company; refund it.');
  });
});

describe('unsettledPaise', () => {
  it('is the balance less the tenders and the company part, or what is still to refund (negative when too much)', () => {
    expect(
      unsettledPaise(toPaise(5000), { tenders: tenders(1000.5), company: 'X', companyAmount: toPaise(2000) }),
    ).toBe(toPaise(1999.5));
    expect(unsettledPaise(toPaise(5000), { tenders: tenders(6000), ...none })).toBe(toPaise(-1000));
    expect(unsettledPaise(toPaise(-800), { tenders: tenders(300), ...none })).toBe(toPaise(500));
    expect(unsettledPaise(toPaise(-800), { tenders: tenders(900), ...none })).toBe(toPaise(-100));
  });
});
