import type { BillableCompany } from './domain/checkout-types';
import { settleProblems, type SettleValues } from './settle-schema';

const zinc: BillableCompany = {
  code: 'FOC-0001',
  name: 'Hindustan Zinc Ltd',
  customerType: 'COMPANY',
  gstin: '',
  creditLimit: 1000,
  owes: 0,
  available: 1000,
};
const draft = (tenders: [number, string][], company = '', companyAmount = ''): SettleValues => ({
  tenders: tenders.map(([id, amount]) => ({ id, mode: 'CASH', amount, reference: '' })),
  company,
  companyAmount,
});

describe('the settle form’s checks', () => {
  it('puts a tender’s amount problem beside that tender, by its place in the list', () => {
    expect(
      settleProblems(
        draft([
          [3, '100'],
          [5, '1.555'],
        ]),
        10_000,
        [],
      ),
    ).toEqual([{ field: 'tenders.1.amount', message: 'Enter an amount with at most two decimals' }]);
    expect(settleProblems(draft([[3, '100']], '', '50'), 15_000, [])).toEqual([
      { field: 'company', message: 'Choose the company to bill' },
    ]);
  });
  it('says for the whole form when the amounts do not settle the balance', () => {
    expect(settleProblems(draft([[1, '100']]), 15_000, [zinc])).toEqual([
      {
        field: 'root',
        message: expect.stringMatching(/^The balance of 150\.00 is unpaid \(50\.00 short\)/) as unknown,
      },
    ]);
    expect(settleProblems(draft([[1, '100']], zinc.code, '50'), 15_000, [zinc])).toEqual([]);
  });
  it('refunds a folio in credit, whatever was typed for a company', () => {
    expect(settleProblems(draft([[1, '20']], zinc.code, '999'), -2_000, [zinc])).toEqual([]);
  });
});
