import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import type { RunningTable } from '../domain/order-types';
import { POS_BILLING_ENDPOINTS as ROUTES } from '../domain/pos-endpoints';
import { DELIVERED_KEPT_MS, stillDelivered } from './use-delivered-kots';

const entry = (id: string, endpoint: string, group = 'CK1|TA-SLV42Z'): OutboxEntry => ({
  id,
  endpoint,
  body: {},
  label: id,
  group,
  createdAt: '2026-11-26T10:00:00.000Z',
  attempts: 0,
  state: 'waiting',
});
const table = (kotIds: string[]) => ({ outlet: 'CK1', tableNo: 'TA-SLV42Z', kotIds }) as unknown as RunningTable;

describe('the KOTs delivered that the running tables read does not show yet', () => {
  const kot = entry('kot-dosa', ROUTES.kot);
  const settlement = entry('settle-1', ROUTES.settle);
  const start = { waiting: [kot, settlement], running: [table([])], delivered: [] };

  it('stay through a read that finished after the KOT left but does not hold it (asked before, or kept offline)', () => {
    const left = stillDelivered(start, [settlement], [], [table([])], ROUTES, 1_000);
    expect(left.map((row) => row.entry.id)).toEqual(['kot-dosa']);
    const later = stillDelivered(
      { waiting: [settlement], running: [table([])], delivered: left },
      [settlement],
      [],
      [table([])],
      ROUTES,
      2_000,
    );
    expect(later.map((row) => row.entry.id)).toEqual(['kot-dosa']);
  });

  it('go once a read holds the KOT, once the table’s settlement has left, or after half an hour', () => {
    const left = stillDelivered(start, [settlement], [], [table([])], ROUTES, 1_000);
    const seen = { waiting: [settlement], running: [table([])], delivered: left };
    expect(stillDelivered(seen, [settlement], [], [table(['kot-dosa'])], ROUTES, 2_000)).toEqual([]);
    expect(stillDelivered(seen, [], [], [table([])], ROUTES, 2_000)).toEqual([]);
    expect(stillDelivered(seen, [settlement], [], undefined, ROUTES, 1_000 + DELIVERED_KEPT_MS)).toEqual([]);
  });

  it('never takes a refused KOT (still there, failed) for delivered', () => {
    expect(stillDelivered(start, [settlement], [{ ...kot, state: 'failed' }], [table([])], ROUTES, 1_000)).toEqual([]);
  });
});
