import type { ItemLookup, StockItem } from '../../../kits/stock/stock-row';
import type { RateRule } from '../../../kits/stock/issue-from-stock';
import { DEPARTMENTS } from '../../../modules/inventory/resources/departments';
import { ITEM_GROUPS } from '../../../modules/inventory/resources/item-groups';
import { ITEMS } from '../../../modules/inventory/resources/items';
import { UNITS_OF_MEASURE } from '../../../modules/inventory/resources/units-of-measure';
import { listRecords, readRecord } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';

type Row = Record<string, unknown>;

/** Where the inventory masters other desks read sit in the records store (their declarations' names). */
export const STOCK_MASTERS = {
  items: ITEMS.name,
  itemGroups: ITEM_GROUPS.name,
  units: UNITS_OF_MEASURE.name,
  departments: DEPARTMENTS.name,
} as const;

async function masters(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

export interface ItemMaster extends StockItem {
  itemId: string;
  standardRate: number;
}

/** The company's items (inventory.items) by id, with a lookup for the stock rules. */
export async function itemMasters(
  companyCode: number,
): Promise<{ items: Map<string, ItemMaster>; lookup: ItemLookup }> {
  const rows = await masters('inventory.items', companyCode);
  const items = new Map(
    rows.map((row) => {
      const itemId = String(row.itemId);
      return [
        itemId,
        {
          itemId,
          name: String(row.name ?? itemId),
          unit: String(row.unit ?? ''),
          standardRate: Number(row.standardRate ?? 0),
        },
      ] as const;
    }),
  );
  return { items, lookup: (itemName) => items.get(itemName) };
}

/** Code and name of a master (stores, departments, loss types). */
export async function namedMasters(
  resource: 'inventory.stores' | 'inventory.departments' | 'inventory.loss-types',
  companyCode: number,
) {
  const rows = await masters(resource, companyCode);
  return rows.map((row) => ({
    code: String(row.code),
    name: String(row.name ?? row.code),
    description: String(row.description ?? row.head ?? ''),
  }));
}

/** The records-store name of the inventory settings (ours; the contract's InvSetup): one record per code. */
export const INVENTORY_SETTINGS = 'inventory.settings';

/**
 * The costing rule of issues, the setting `inv_iss` (contract: api/invSetup/invCostingInfo): 'GIN' unless set to
 * 'AVERAGE'.
 */
export async function issueRateRule(companyCode: number): Promise<RateRule> {
  const setting = await readRecord<{ value?: unknown }>(INVENTORY_SETTINGS, companyCode, 'inv_iss');
  return setting?.value === 'AVERAGE' ? 'AVERAGE' : 'GIN';
}
