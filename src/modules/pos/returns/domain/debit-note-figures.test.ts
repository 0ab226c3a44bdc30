import { debitNoteFigures } from './debit-note-figures';

describe('debitNoteFigures', () => {
  it('adds each component of the tax on the amount, to the paisa', () => {
    const gst18 = {
      code: 'GST18',
      name: 'GST 18%',
      components: [
        { component: 'CGST', percent: 9 },
        { component: 'SGST', percent: 9 },
      ],
    };
    expect(debitNoteFigures(33333, gst18)).toEqual({
      base: 33333,
      taxes: [
        { component: 'CGST', percent: 9, taxable: 33333, amount: 3000 },
        { component: 'SGST', percent: 9, taxable: 33333, amount: 3000 },
      ],
      tax: 6000,
      total: 39333,
    });
  });

  it('leaves an untaxed note at its amount', () => {
    expect(debitNoteFigures(125050, undefined)).toEqual({ base: 125050, taxes: [], tax: 0, total: 125050 });
  });
});
