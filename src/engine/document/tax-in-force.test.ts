import { inForceOn } from './tax-in-force';

describe('a tax rate in force', () => {
  it('is active and between its optional dates, both days included', () => {
    expect(inForceOn({ active: true }, '2026-11-20')).toBe(true);
    expect(inForceOn({ active: false }, '2026-11-20')).toBe(false);
    expect(inForceOn({ active: true, inForceFrom: '2026-04-01' }, '2026-03-31')).toBe(false);
    expect(inForceOn({ active: true, inForceFrom: '2026-04-01' }, '2026-04-01')).toBe(true);
    expect(inForceOn({ active: true, inForceUntil: '2025-09-21' }, '2025-09-21')).toBe(true);
    expect(inForceOn({ active: true, inForceUntil: '2025-09-21' }, '2025-09-22')).toBe(false);
    expect(inForceOn({ active: true, inForceFrom: '', inForceUntil: null }, '2026-11-20')).toBe(true);
  });
});
