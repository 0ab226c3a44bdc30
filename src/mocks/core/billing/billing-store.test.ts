import type { KotTicket, RunningTable } from '../../../kits/billing/domain/order-types';
import { closeDemoDb, resetDemoDb } from '../db/demo-db';
import { kotTicketsOf, runningTableOf, writeKotAndTable } from './billing-store';

const COMPANY = 1010;
const ticket = { kotId: 'kot-1', kotGroup: 'KIT', kind: 'KOT', tableNo: 'T8', lines: [] } as unknown as KotTicket;
const table = { outlet: 'DIN', tableNo: 'T8', state: 'OPEN', kotIds: ['kot-1'], lines: [] } as unknown as RunningTable;

afterEach(() => resetDemoDb());

describe('a KOT kept by the demo backend', () => {
  it('keeps its tickets and its table together', async () => {
    await writeKotAndTable(COMPANY, [ticket], table);
    expect([...(await kotTicketsOf(COMPANY)).keys()]).toEqual(['kot-1|KIT|KOT']);
    expect((await runningTableOf(COMPANY, 'DIN', 'T8'))?.kotIds).toEqual(['kot-1']);
  });

  it('keeps neither when the table cannot be kept: a retry never finds tickets without their table', async () => {
    const unstorable = { ...table, note: () => 'a function cannot be stored' } as unknown as RunningTable;
    await expect(writeKotAndTable(COMPANY, [ticket], unstorable)).rejects.toThrow();
    // Read afresh from the database (the stores' copies hang on the open connection).
    await closeDemoDb();
    expect((await kotTicketsOf(COMPANY)).size).toBe(0);
    expect(await runningTableOf(COMPANY, 'DIN', 'T8')).toBeUndefined();
  });
});
