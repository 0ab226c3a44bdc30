import { expiryLevel } from './expiry-warning';

describe('expiryLevel', () => {
  it('reads the demo server messages', () => {
    expect(expiryLevel('Licence valid till 31-Mar-2027')).toBe('valid');
    expect(expiryLevel('Licence expires on 10-Jan-2027, in 12 days: renew it soon')).toBe('soon');
    expect(expiryLevel('Licence expires on 29-Dec-2026, in 1 day: renew it soon')).toBe('soon');
    expect(expiryLevel('Licence expires on 28-Dec-2026, in 0 days: renew it soon')).toBe('soon');
    expect(expiryLevel('Licence expires on 28-Jan-2027, in 30 days: renew it soon')).toBe('soon');
    expect(expiryLevel('Licence expired on 27-Dec-2026: saving is stopped until it is renewed')).toBe('expired');
  });

  it('does not warn beyond 30 days or for other text', () => {
    expect(expiryLevel('Licence expires on 30-Jan-2027, in 31 days')).toBe('valid');
    expect(expiryLevel('Expires soon')).toBe('valid');
    expect(expiryLevel('')).toBe('valid');
  });

  it('reads other wordings of the same facts', () => {
    expect(expiryLevel('Your licence expires today')).toBe('soon');
    expect(expiryLevel('Licence expiring: 5 days left')).toBe('soon');
    expect(expiryLevel('LICENCE EXPIRED')).toBe('expired');
  });
});
