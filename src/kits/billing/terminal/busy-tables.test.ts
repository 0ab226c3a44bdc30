import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import { busyTables } from './busy-tables';

const ROUTES = { kot: 'api/kot', makeBill: 'api/bill' };
const entry = (group: string, endpoint: string) => ({ id: `${group}-${endpoint}`, group, endpoint }) as OutboxEntry;
const byGroup = (...entries: OutboxEntry[]) => new Map(entries.map((one) => [one.group!, [one]]));

describe('the tables the outbox makes busy', () => {
  it('counts a KOT or a bill waiting, not a settlement alone, and only the outlet asked for', () => {
    const waiting = byGroup(
      entry('HDL|D1', 'api/kot'),
      entry('HDL|D2', 'api/bill'),
      entry('HDL|D3', 'api/settle'),
      entry('MDH|T1', 'api/kot'),
    );
    expect(busyTables('HDL', waiting, new Map(), ROUTES)).toEqual(['D1', 'D2']);
  });

  it('keeps a table whose KOT was delivered until the running tables read shows it, once', () => {
    const delivered = byGroup(entry('HDL|D1', 'api/kot'));
    expect(busyTables('HDL', new Map(), delivered, ROUTES)).toEqual(['D1']);
    expect(busyTables('HDL', byGroup(entry('HDL|D1', 'api/bill')), delivered, ROUTES)).toEqual(['D1']);
  });
});
