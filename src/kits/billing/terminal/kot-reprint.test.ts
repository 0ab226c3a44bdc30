import type { KotTicket } from '../domain/order-types';
import { kotEntries, reprintSlips } from './kot-reprint';

const ticket = (
  kotNo: number,
  kotGroup: string,
  kind: 'ORDER' | 'CANCEL',
  printCount: number,
  lines = 1,
): KotTicket => ({
  kotNo,
  kotId: `K${kotNo}`,
  outlet: 'DIN',
  tableNo: 'T4',
  waiter: 'W1',
  covers: 2,
  kotGroup,
  kind,
  dat: '2026-01-10',
  time: `2026-01-10T12:0${kotNo}:00.000Z`,
  user: 'admin',
  printCount,
  lines: Array.from({ length: lines }, (_, n) => ({
    lineId: `L${kotNo}${kotGroup}${n}`,
    itemId: 'DAL',
    itemName: 'Dal',
    qty: kind === 'CANCEL' ? -1 : 1,
    rate: 150,
    notes: '',
    reason: kind === 'CANCEL' ? 'Spilt' : '',
  })),
});

describe('KOT reprints', () => {
  it('lists a table KOTs by number with their kitchens, lines and copies', () => {
    const entries = kotEntries([
      ticket(3, 'HOT', 'ORDER', 1, 2),
      ticket(3, 'BAR', 'ORDER', 2),
      ticket(5, 'HOT', 'CANCEL', 1),
      ticket(6, '', 'ORDER', 0),
    ]);
    expect(entries.map((entry) => [entry.kotNo, entry.kitchens, entry.lines, entry.printCount])).toEqual([
      [3, ['HOT', 'BAR'], 3, 2],
      [5, ['HOT (cancellation)'], 1, 1],
      [6, ['No kitchen'], 1, 0],
    ]);
  });
  it('makes the reprinted slips from the server tickets, marked as a reprint', () => {
    const set = reprintSlips([ticket(5, 'HOT', 'CANCEL', 2)], 'Delivery D12', (code) =>
      code === 'W1' ? 'Ravi' : code,
    )!;
    expect(set).toMatchObject({ kotId: 'K5', tableName: 'Delivery D12', waiter: 'Ravi', covers: 2, reprint: true });
    expect(set.tickets).toEqual([
      {
        kotGroup: 'HOT',
        kind: 'CANCEL',
        lines: [expect.objectContaining({ itemName: 'Dal', qty: -1, reason: 'Spilt', kotGroup: 'HOT' })],
      },
    ]);
    expect(reprintSlips([], 'T4', String)).toBeNull();
  });
});
