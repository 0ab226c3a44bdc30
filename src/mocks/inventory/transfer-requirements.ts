import { lotsOf, onHand, stockIndex } from '../../kits/stock/stock-balance';
import { fromMilli } from '../../lib/quantity/quantity';
import type { ItemLookup, StockRow } from '../../kits/stock/stock-row';
import type { NamedCode, StoreStock, TransferItem } from '../../modules/inventory/transfers/transfer-types';
import { findDemoCompany } from '../core/company/companies';
import { listRecords } from '../core/record-store';
import type { DemoSession } from '../core/sessions/auth';
import { ensureSeeded } from '../core/seeds/ensure-seeded';

const STORES = 'inventory.stores';
const ITEMS = 'inventory.items';

/** The company's stores and items as the pickers and the print need them. */
export async function transferMasters(companyCode: number): Promise<{ stores: NamedCode[]; items: TransferItem[] }> {
  await Promise.all([ensureSeeded(STORES, companyCode), ensureSeeded(ITEMS, companyCode)]);
  const [stores, items] = await Promise.all([
    listRecords<Record<string, unknown>>(STORES, companyCode),
    listRecords<Record<string, unknown>>(ITEMS, companyCode),
  ]);
  return {
    stores: stores
      .map((row) => ({ code: String(row.code), name: String(row.name ?? row.code) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    items: items
      .map((row) => ({
        itemId: String(row.itemId),
        name: String(row.name ?? row.itemId),
        unit: String(row.unit ?? ''),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function itemLookup(items: readonly TransferItem[]): ItemLookup {
  const byId = new Map(items.map((item) => [item.itemId, { name: item.name, unit: item.unit }]));
  return (itemId) => byId.get(itemId);
}

/** The branch the user works in (usr.bCode). */
export const branchOf = (session: DemoSession): string =>
  session.user.branch ?? findDemoCompany(session.companyCode)?.bCode ?? 'E001';

/**
 * The company's branches. Every demo company runs one branch (its bCode, `core/company/assignments.ts`);
 * so that a branch to branch transfer can be tried, the demo backend knows a second one, E002 (ours, not
 * the customer's data), besides any branch assigned to the user (assg rows of typ BRA).
 */
export function companyBranches(session: DemoSession): NamedCode[] {
  const company = findDemoCompany(session.companyCode);
  const own = { code: company?.bCode ?? 'E001', name: company?.addr.branchName ?? 'Head office' };
  const branches = [own, { code: 'E002', name: `${company?.addr.city ?? 'City'} warehouse` }];
  for (const row of session.user.assg ?? []) {
    if (row.typ === 'BRA' && !branches.some((branch) => branch.code === row.code))
      branches.push({ code: row.code, name: row.detail });
  }
  return branches;
}

/** What each item holds in a store as on a date, lot by lot (oldest first); items with nothing left are left out. */
export function storeStock(ledger: readonly StockRow[], store: string, date: string): StoreStock[] {
  if (!store) return [];
  const index = stockIndex(ledger, date);
  const stock: StoreStock[] = [];
  for (const itemId of index.itemsIn(store)) {
    const qty = onHand(index, itemId, store);
    if (qty <= 0) continue;
    const lots = lotsOf(index, itemId, store).map((lot) => ({
      gin: lot.gin,
      batchNo: lot.batchNo,
      expdate: lot.expdate,
      qty: fromMilli(lot.milli),
    }));
    stock.push({ itemId, qty, lots });
  }
  return stock.sort((a, b) => a.itemId.localeCompare(b.itemId));
}
