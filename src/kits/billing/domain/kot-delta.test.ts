import { describe, expect, it } from 'vitest';
import type { OrderLine } from './order-types';
import { foldKots, kotDelta, kotProblems, ticketsOf } from './kot-delta';

const line = (lineId: string, itemId: string, qty: number, kotGroup = 'KIT'): OrderLine => ({
  lineId,
  itemId,
  itemName: itemId,
  kotGroup,
  qty,
  rate: 100,
  notes: '',
});

describe('kotDelta', () => {
  it('sends new lines, raised and lowered quantities, and nothing for unchanged lines', () => {
    const sent = [line('a', 'Naan', 2, 'TAN'), line('b', 'Dal', 1), line('c', 'Soup', 2)];
    const pad = [line('a', 'Naan', 4, 'TAN'), line('b', 'Dal', 1), line('c', 'Soup', 0), line('d', 'Lassi', 1, 'BEV')];
    expect(kotDelta(sent, pad).map((change) => [change.lineId, change.qty])).toEqual([
      ['a', 2],
      ['c', -2],
      ['d', 1],
    ]);
  });

  it('keeps the rate the line was first ordered at', () => {
    expect(kotDelta([line('a', 'Naan', 1)], [{ ...line('a', 'Naan', 3), rate: 120 }])[0]!.rate).toBe(100);
  });

  it('works in exact thousandths', () => {
    expect(kotDelta([line('a', 'Rice', 0.1)], [line('a', 'Rice', 0.3)])[0]!.qty).toBe(0.2);
  });
});

describe('ticketsOf', () => {
  it('splits changes by KOT group, orders before cancellations', () => {
    const tickets = ticketsOf([
      { kotGroup: 'KIT', qty: -1, id: 1 },
      { kotGroup: 'TAN', qty: 2, id: 2 },
      { kotGroup: 'BEV', qty: 1, id: 3 },
      { kotGroup: 'KIT', qty: 1, id: 4 },
    ]);
    expect(tickets.map((ticket) => [ticket.kind, ticket.kotGroup, ticket.lines.map((entry) => entry.id)])).toEqual([
      ['ORDER', 'BEV', [3]],
      ['ORDER', 'KIT', [4]],
      ['ORDER', 'TAN', [2]],
      ['CANCEL', 'KIT', [1]],
    ]);
  });
});

describe('foldKots', () => {
  it("sums each line's changes and keeps two waiters' lines apart", () => {
    const changes = [
      { ...line('w1-a', 'Naan', 2), qty: 2 },
      { ...line('w2-a', 'Naan', 1), qty: 1 },
      { ...line('w1-a', 'Naan', 1), qty: 1 },
      { ...line('w2-b', 'Soup', 1), qty: 1 },
      { ...line('w2-b', 'Soup', 1), qty: -1 },
    ];
    expect(foldKots(changes).map((row) => [row.lineId, row.qty])).toEqual([
      ['w1-a', 3],
      ['w2-a', 1],
    ]);
  });
});

describe('kotProblems', () => {
  it('refuses cancelling more than was ordered and cancelling without a reason, naming each line', () => {
    const problems = kotProblems(
      [line('a', 'Naan', 2)],
      [
        { lineId: 'a', itemName: 'Naan', qty: -3, reason: 'guest left' },
        { lineId: 'a', itemName: 'Naan', qty: -1, reason: ' ' },
        { lineId: 'z', itemName: 'Soup', qty: 1, reason: '' },
      ],
    );
    expect(problems).toEqual([
      'Naan: only 2 was ordered, so 3 cannot be cancelled.',
      'Naan: give a reason for the cancellation.',
    ]);
  });
});
