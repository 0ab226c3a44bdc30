import { checkoutSchema } from './checkout-form-values';
import { EMPTY_DETAILS } from './checkout-rules';

describe('the checkout form', () => {
  it('puts each problem of the checkout rules beside its field', () => {
    const checked = checkoutSchema.safeParse({ ...EMPTY_DETAILS, customerName: 'Ritu', payment: 'PREPAID' });
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'Enter a phone number of 10 digits.'],
      ['address', 'Enter the delivery address.'],
      ['payReference', 'Enter the UPI reference of your payment (6 to 40 letters or digits).'],
    ]);
    expect(
      checkoutSchema.safeParse({ ...EMPTY_DETAILS, customerName: 'Ritu', phone: '98110 22334', address: 'H-12' })
        .success,
    ).toBe(true);
  });
});
