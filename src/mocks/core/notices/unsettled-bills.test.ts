import { describe, expect, it } from 'vitest';
import { unsettledDayNotices } from './unsettled-bills';

const bill = (dat: string, total: number, status: 'UNSETTLED' | 'SETTLED' | 'VOID' = 'UNSETTLED') => ({
  dat,
  total,
  status,
});
const open = () => false;

describe('bills not settled at day close', () => {
  it("raise one notice per ended day not closed, with its bills' count and amount", () => {
    const notices = unsettledDayNotices(
      [bill('2026-11-25', 420), bill('2026-11-25', 80.5), bill('2026-11-24', 100)],
      open,
      '2026-11-26',
      'Restaurant bill',
    );
    expect(notices).toEqual([
      expect.objectContaining({
        id: '2026-11-25',
        title: 'Restaurant bills not settled',
        text: '25-Nov-2026: 2 bills are not settled (₹ 500.50); the day is not closed',
        at: '2026-11-25',
        tone: 'warning',
      }),
      expect.objectContaining({ id: '2026-11-24', text: expect.stringContaining('1 bill is not settled') }),
    ]);
  });

  it('raise nothing for settled or void bills, or a day closed', () => {
    const bills = [bill('2026-11-25', 420, 'SETTLED'), bill('2026-11-25', 80, 'VOID'), bill('2026-11-24', 100)];
    expect(unsettledDayNotices(bills, (dat) => dat === '2026-11-24', '2026-11-26', 'Restaurant bill')).toEqual([]);
  });

  it("leave today's bills alone: the day is still being settled (the boundary is the day's end)", () => {
    expect(unsettledDayNotices([bill('2026-11-26', 420)], open, '2026-11-26', 'Take-away bill')).toEqual([]);
    expect(unsettledDayNotices([bill('2026-11-26', 420)], open, '2026-11-27', 'Take-away bill')).toHaveLength(1);
  });
});
