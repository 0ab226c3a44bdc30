import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { StockRequirements } from '../../src/modules/inventory/stock-transactions/stock-wire';
import { STOCK_ENDPOINTS, TYPE_OF } from '../../src/modules/inventory/stock-transactions/tra-types';
import { batchMaterialCost, openBatches } from '../../src/mocks/core/production/batch-seam';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const today = format(new Date(), 'yyyy-MM-dd');

describe('material issued to a production batch (03-procurement §10)', () => {
  it('offers the running batches as departments of an issue and costs the issue to the batch', async () => {
    await signInAs(1003, 'admin');
    const [batch] = await openBatches(1003);
    expect(batch).toBeDefined();
    const needs = await dataProvider.report<StockRequirements>(STOCK_ENDPOINTS.requirements, {
      recordId: TYPE_OF.Issues,
    });
    expect(needs.trans.map((row) => row.recordid)).toContain(String(batch!.recordId));
    const held = needs.matinfo.flatMap((row) =>
      row.stock.filter((place) => place.qty >= 2).map((place) => ({ itemid: row.itemid, store: place.store })),
    );
    const item = held[0]!;
    const before = await batchMaterialCost(1003, batch!.recordId);

    const saved = await dataProvider.write(STOCK_ENDPOINTS.save, {
      header: {
        traType: 'Issues',
        dat: today,
        department: String(batch!.recordId),
        descriptio: `To batch ${batch!.batchNo}`,
      },
      lines: [{ sno: 1, itemId: item.itemid, qtyin: 0, qtyout: 1, store: item.store }],
    });
    expect(saved.result).toBe('OK');
    const after = await batchMaterialCost(1003, batch!.recordId);
    expect(after.issuedMilli.get(item.itemid)).toBe((before.issuedMilli.get(item.itemid) ?? 0) + 1000);
    expect(after.paise).toBeGreaterThan(before.paise);

    // A department that is neither a department nor a running batch is still refused.
    await expect(
      dataProvider.write(STOCK_ENDPOINTS.save, {
        header: { traType: 'Issues', dat: today, department: '999999', descriptio: '' },
        lines: [{ sno: 1, itemId: item.itemid, qtyin: 0, qtyout: 1, store: item.store }],
      }),
    ).rejects.toThrow('Check the marked fields and save again.');
  });
});
