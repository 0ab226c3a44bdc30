import { checkoutProblems, EMPTY_DETAILS } from './checkout-rules';

describe('checkout problems', () => {
  it('asks for the name, a 10-digit phone and the address', () => {
    expect(checkoutProblems(EMPTY_DETAILS)).toEqual({
      customerName: 'Enter your name.',
      phone: 'Enter a phone number of 10 digits.',
      address: 'Enter the delivery address.',
    });
    expect(
      checkoutProblems({ ...EMPTY_DETAILS, customerName: 'Ritu', phone: '98110 22334', address: 'Sector 31' }),
    ).toEqual({});
    expect(
      checkoutProblems({ ...EMPTY_DETAILS, customerName: 'Ritu', phone: '981102233', address: 'Sector 31' }).phone,
    ).toBe('Enter a phone number of 10 digits.');
  });

  it('asks a prepaid order for its payment reference', () => {
    const details = {
      ...EMPTY_DETAILS,
      customerName: 'Ritu',
      phone: '9811022334',
      address: 'Sector 31',
      payment: 'PREPAID' as const,
    };
    expect(checkoutProblems({ ...details, prepaidMode: 'CARD', payReference: '12' })).toEqual({
      payReference: 'Enter the card reference of your payment (6 to 40 letters or digits).',
    });
    expect(checkoutProblems({ ...details, payReference: 'UPI-440011223344' })).toEqual({});
  });
});
