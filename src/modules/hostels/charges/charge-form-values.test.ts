import { chargeSchema, EMPTY_CHARGE, toChargeHeader, type ChargeValues } from './charge-form-values';

const problems = (values: ChargeValues) =>
  chargeSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('chargeSchema', () => {
  it('asks for the occupant and the charge, and for a rate', () => {
    expect(problems(EMPTY_CHARGE)).toEqual([
      ['allocNo', 'Choose the occupant'],
      ['code', 'Choose the charge'],
      ['amount', 'Enter an amount'],
    ]);
  });

  it('wants a rate above zero and a whole quantity from 1 to 999', () => {
    const values = { ...EMPTY_CHARGE, allocNo: 'A1', code: 'GST', amount: '0', quantity: '1.5' };
    expect(problems(values)).toEqual([
      ['amount', 'Enter an amount above zero'],
      ['quantity', 'Give a whole number from 1 to 999'],
    ]);
    expect(problems({ ...values, amount: '500', quantity: '1000' })).toEqual([
      ['quantity', 'Give a whole number from 1 to 999'],
    ]);
  });

  it('asks a service for the service only, whatever the rate says', () => {
    const values: ChargeValues = { ...EMPTY_CHARGE, kind: 'SERVICE', allocNo: 'A1', amount: 'x', quantity: '0' };
    expect(problems(values)).toEqual([['code', 'Choose the service']]);
  });
});

describe('toChargeHeader', () => {
  it('sends a charge at its rate × quantity, a service once without a rate', () => {
    const charge: ChargeValues = { ...EMPTY_CHARGE, allocNo: 'A1', code: 'GST', amount: '1,250.5', quantity: '2' };
    expect(toChargeHeader({ ...charge, remarks: ' late ' }, '2026-03')).toEqual({
      kind: 'CHARGE',
      allocNo: 'A1',
      month: '2026-03',
      code: 'GST',
      amount: 1250.5,
      quantity: 2,
      remarks: 'late',
    });
    expect(toChargeHeader({ ...charge, kind: 'SERVICE', code: 'GYM' }, '2026-03')).toMatchObject({
      amount: null,
      quantity: 1,
    });
  });
});
