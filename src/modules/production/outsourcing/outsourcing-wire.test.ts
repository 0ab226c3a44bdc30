import { chargePaise, issueRefusal, receiptRefusal } from './outsourcing-wire';

describe('outsourcing rules', () => {
  const label = 'Step 5 (HT) of batch B-101';
  it('issues at most the queued quantity, with a rate and an expected day not before the day sent', () => {
    expect(
      issueRefusal({ qty: 100, rate: 12.5, dat: '2026-11-25', expectedDate: '2026-11-28' }, 100, label),
    ).toBeNull();
    expect(issueRefusal({ qty: 101, rate: 12.5, dat: '2026-11-25', expectedDate: '2026-11-28' }, 100, label)).toEqual({
      field: 'qty',
      message: 'Step 5 (HT) of batch B-101 has 100 queued: 101 is more',
    });
    expect(issueRefusal({ qty: 10, rate: NaN, dat: '2026-11-25', expectedDate: '2026-11-28' }, 100, label)?.field).toBe(
      'rate',
    );
    expect(issueRefusal({ qty: 10, rate: 1, dat: '2026-11-25', expectedDate: '2026-11-24' }, 100, label)?.field).toBe(
      'expectedDate',
    );
    expect(issueRefusal({ qty: 0, rate: 1, dat: '2026-11-25', expectedDate: '2026-11-25' }, 100, label)?.field).toBe(
      'qty',
    );
  });
  it('receives at most what was sent, rejected at most what came back', () => {
    expect(receiptRefusal({ qtyReceived: 100, rejected: 3 }, 100, 'OUT2026-00001')).toBeNull();
    expect(receiptRefusal({ qtyReceived: 101, rejected: 0 }, 100, 'OUT2026-00001')).toEqual({
      field: 'qtyReceived',
      message: 'OUT2026-00001: 101 received is more than the 100 sent',
    });
    expect(receiptRefusal({ qtyReceived: 10, rejected: 11 }, 100, 'OUT2026-00001')?.field).toBe('rejected');
  });
  it('charges the quantity sent × the rate, in paise', () => {
    expect(chargePaise(100, 12.5)).toBe(125_000);
    expect(chargePaise(0.5, 33.33)).toBe(1_667);
  });
});
