import { fromMilli } from '../../lib/quantity/quantity';
import { lotsOf, stockIndex } from '../../kits/stock/stock-balance';
import type { StockRequirements } from '../../modules/inventory/stock-transactions/stock-wire';
import type { TraType } from '../../modules/inventory/stock-transactions/tra-types';
import { openBatches } from '../core/production/batch-seam';
import { itemMasters, namedMasters } from '../core/stock/stock-masters';
import { stockLedger } from '../core/stock/stock-store';

/**
 * GetInvLossesTraRequirements: every item with its stock per store and its lots (as on `asOn` when
 * given), the stores, and the departments (issues) or loss types (losses) as `trans`. Issues also list the running
 * production batches (Pos 1) as departments (D5): their record id, so the issue rows cost the batch.
 */
export async function stockRequirements(
  companyCode: number,
  traType: TraType,
  asOn: string | undefined,
): Promise<StockRequirements> {
  const [ledger, { items }, stores] = await Promise.all([
    stockLedger(companyCode),
    itemMasters(companyCode),
    namedMasters('inventory.stores', companyCode),
  ]);
  const trans =
    traType === 'Issues'
      ? await namedMasters('inventory.departments', companyCode)
      : traType === 'Losses'
        ? await namedMasters('inventory.loss-types', companyCode)
        : [];
  const batches = traType === 'Issues' ? await openBatches(companyCode) : [];
  const index = stockIndex(ledger, asOn);
  const matinfo = [...items.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((item) => {
      const stock: StockRequirements['matinfo'][number]['stock'] = [];
      const lots: StockRequirements['matinfo'][number]['lots'] = [];
      for (const store of stores) {
        const milli = index.onHandMilli(item.itemId, store.code);
        if (milli !== 0) stock.push({ store: store.code, qty: fromMilli(milli) });
        for (const lot of lotsOf(index, item.itemId, store.code))
          lots.push({ store: store.code, gin: lot.gin, qty: fromMilli(lot.milli), rat: lot.rat });
      }
      return { itemid: item.itemId, itemname: item.name, um: item.unit, stock, lots };
    });
  return {
    matinfo,
    stores: stores.map(({ code, name }) => ({ code, name })),
    trans: [
      ...trans.map(({ code, name, description }) => ({ recordid: code, name, description })),
      ...batches.map((batch) => ({
        recordid: String(batch.recordId),
        name: `Batch ${batch.batchNo}`,
        description: `${batch.itemName}: ${batch.qty} ${batch.um}`,
      })),
    ],
  };
}
