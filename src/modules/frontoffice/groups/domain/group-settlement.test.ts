import { toPaise } from '../../../../lib/money/money';
import { settlementFor, settlementsRefusal } from './group-settlement';

describe('settling a folio in one mode', () => {
  it('takes a balance in the mode, bills it to the company, refunds a credit, and leaves a nil folio alone', () => {
    expect(settlementFor(toPaise(1234.5), 'CARD', 'FOC-0001')).toEqual({
      tenders: [{ mode: 'CARD', amount: 1234.5, reference: '' }],
      company: '',
      companyAmount: 0,
    });
    expect(settlementFor(toPaise(1234.5), 'COMPANY', 'FOC-0001')).toEqual({
      tenders: [],
      company: 'FOC-0001',
      companyAmount: 1234.5,
    });
    expect(settlementFor(-toPaise(200), 'CASH', '')).toEqual({
      tenders: [{ mode: 'CASH', amount: 200, reference: '' }],
      company: '',
      companyAmount: 0,
    });
    expect(settlementFor(0, 'COMPANY', 'FOC-0001')).toEqual({ tenders: [], company: '', companyAmount: 0 });
  });
});

describe('checking the settlements before any room checks out', () => {
  const credit = { name: 'Hindustan Zinc Ltd', creditLimit: toPaise(10000), owes: toPaise(4000) };
  it('takes the company part within its credit', () => {
    expect(
      settlementsRefusal(
        [
          { room: '201', due: toPaise(3000), mode: 'COMPANY' },
          { room: '202', due: toPaise(9000), mode: 'CASH' },
        ],
        'Zinc offsite',
        'FOC-0001',
        credit,
      ),
    ).toBeNull();
  });
  it('refuses the company part beyond the credit, all rooms together', () => {
    expect(
      settlementsRefusal(
        [
          { room: '201', due: toPaise(3000), mode: 'COMPANY' },
          { room: '202', due: toPaise(3500), mode: 'COMPANY' },
        ],
        'Zinc offsite',
        'FOC-0001',
        credit,
      ),
    ).toBe('6,500.00 to Hindustan Zinc Ltd is beyond its credit: limit 10,000.00, owes 4,000.00, available 6,000.00.');
  });
  it('refuses a company bill without a company, and a credit to a company', () => {
    expect(settlementsRefusal([{ room: '201', due: toPaise(3000), mode: 'COMPANY' }], 'Sharma wedding', '', null)).toBe(
      'Group Sharma wedding is billed to no company: choose its company in Modify group, or settle in cash, card or UPI.',
    );
    expect(
      settlementsRefusal([{ room: '202', due: -toPaise(150), mode: 'COMPANY' }], 'Sharma wedding', 'FOC-0001', credit),
    ).toBe('Room 202 is in credit by 150.00: refund it in cash, card or UPI; nothing is billed to a company.');
  });
});
