import { describe, expect, it } from 'vitest';
import { licenceNotices } from './notice-rules';

describe("the licence's notice", () => {
  it('is raised from 30 days before the last valid day, not 31', () => {
    expect(licenceNotices({ expiresOn: '2026-12-31' }, '2026-11-30')).toEqual([]);
    expect(licenceNotices({ expiresOn: '2026-12-31' }, '2026-12-01')).toEqual([
      {
        id: '2026-12-31',
        title: 'Licence expiring',
        text: 'It ends on 31-Dec-2026, in 30 days: renew it',
        at: '2026-12-01',
        tone: 'warning',
      },
    ]);
    expect(licenceNotices({ expiresOn: '2026-12-31' }, '2026-12-31')[0]!.text).toContain('today');
  });

  it('is a danger once the licence has expired', () => {
    expect(licenceNotices({ expiresOn: '2026-12-31' }, '2027-01-01')).toEqual([
      expect.objectContaining({ title: 'Licence expired', tone: 'danger', at: '2026-12-31' }),
    ]);
  });
});
