import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import type { KotLineWire, RunningTable } from '../domain/order-types';
import type { PosMenuItem, PosTable } from '../domain/master-types';
import { POS_BILLING_ENDPOINTS as API } from '../domain/pos-endpoints';
import { entriesByGroup, sentView, waitingKots } from './sent-lines';
import { tableTile } from './table-tiles';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const items = new Map<string, PosMenuItem>([
  [
    'NAAN',
    {
      code: 'NAAN',
      name: 'Butter naan',
      shortName: '',
      group: 'G',
      groupName: 'G',
      kotGroup: 'TANDOOR',
      rate: 60,
      tax: 'T',
      foodType: 'VEG',
      openRate: false,
    },
  ],
]);
const table: PosTable = { code: 'T4', name: '4-seater, window', outlet: 'DN', seats: 4, waiter: 'W1' };
const running: RunningTable = {
  outlet: 'DN',
  tableNo: 'T4',
  waiter: 'W1',
  covers: 2,
  openedAt: '2026-11-22T11:25:00Z',
  state: 'OPEN',
  amount: 1240,
  billNo: null,
  kotIds: ['K1'],
  lines: [{ lineId: 'L1', itemId: 'DAL', itemName: 'Dal', kotGroup: 'HOT', qty: 2, rate: 620, notes: '' }],
};
const row = (lineId: string, itemId: string, qty: number, rate: number): KotLineWire => ({
  kotId: 'K2',
  tableNo: 'T4',
  waiter: 'W2',
  covers: 3,
  lineId,
  itemId,
  qty,
  rate,
  notes: '',
  reason: qty < 0 ? 'Sent back' : '',
});
const kot = (id: string, rows: KotLineWire[], state: OutboxEntry['state'] = 'waiting'): OutboxEntry => ({
  id,
  endpoint: API.kot,
  body: { kotinf: rows, outlet: 'DN', traCheck: 1 },
  label: 'KOT for table T4',
  group: 'DN|T4',
  createdAt: '2026-11-22T11:50:00Z',
  attempts: 1,
  state,
});

describe('a table with work in the outbox', () => {
  it('folds the waiting KOTs over the backend lines, and skips KOTs the backend already has', () => {
    const entries = [
      kot('K2', [row('L1', 'DAL', -1, 620), row('N1', 'NAAN', 2, 60)]),
      kot('K1', [row('L1', 'DAL', 2, 620)]),
    ];
    const waiting = waitingKots(entries, running);
    expect(waiting.map((entry) => entry.id)).toEqual(['K2']);
    const view = sentView(running, waiting, items);
    expect(view.lines.map((line) => [line.lineId, line.itemName, line.kotGroup, line.qty])).toEqual([
      ['L1', 'Dal', 'HOT', 1],
      ['N1', 'Butter naan', 'TANDOOR', 2],
    ]);
    expect([...view.waitingLineIds]).toEqual(['L1', 'N1']);
    expect(view.kotIds).toEqual(['K1', 'K2']);
    expect(entriesByGroup(entries).get('DN|T4')).toHaveLength(2);
  });
  it('keeps the lines of a delivered KOT until the running tables show them, without "waiting to send"', () => {
    const delivered = [kot('K2', [row('N1', 'NAAN', 2, 60)])];
    const view = sentView(running, [], items, delivered);
    expect(view.lines.map((line) => line.lineId)).toEqual(['L1', 'N1']);
    expect(view.waitingLineIds.size).toBe(0);
    expect(tableTile(table, running, [], items, NOW, delivered).label).toBe(
      'T4, occupied, ₹1,360.00, 35 minutes, 4-seater, window',
    );
    expect(sentView({ ...running, kotIds: ['K1', 'K2'] }, [], items, delivered).lines).toHaveLength(1);
  });
  it('names a tile by table, state, amount and minutes since the first KOT', () => {
    expect(tableTile(table, undefined, [], items, NOW).label).toBe('T4, free, 4-seater, window');
    expect(tableTile(table, running, [], items, NOW).label).toBe(
      'T4, occupied, ₹1,240.00, 35 minutes, 4-seater, window',
    );
    expect(tableTile(table, { ...running, state: 'BILLED', amount: 1302 }, [], items, NOW)).toMatchObject({
      state: 'billed',
      label: 'T4, billed, ₹1,302.00, 35 minutes, 4-seater, window',
    });
  });
  it('shows a table opened offline as occupied and waiting to send, priced from its queued lines', () => {
    const tile = tableTile(table, undefined, [kot('K2', [row('N1', 'NAAN', 2, 60)])], items, NOW);
    expect(tile).toMatchObject({ state: 'occupied', amount: 12000, minutes: 10, waiting: true });
    expect(tile.label).toBe('T4, occupied, ₹120.00, 10 minutes, waiting to send, 4-seater, window');
    expect(tableTile(table, running, [kot('K3', [row('N1', 'NAAN', 1, 60)], 'failed')], items, NOW).label).toBe(
      'T4, occupied, ₹1,240.00, 35 minutes, not sent, 4-seater, window',
    );
  });
});
