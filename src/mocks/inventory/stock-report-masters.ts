import type { ReportRow } from '../../engine/report/report';
import type { ResourceDeclaration } from '../../engine/resource';
import { ITEM_GROUPS } from '../../modules/inventory/resources/item-groups';
import { ITEMS } from '../../modules/inventory/resources/items';
import type { ActiveItem } from '../../modules/inventory/stock-reports/purchase-ranking';
import type { StockNames } from '../../modules/inventory/stock-reports/stock-query';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { itemMasters, namedMasters } from '../core/stock/stock-masters';

type Row = Record<string, unknown>;

async function records(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

/** The label of a select field's value ('AVG' → 'Weighted average'). */
const choice = (resource: ResourceDeclaration, field: string, value: unknown): string =>
  resource.fields.find((candidate) => candidate.name === field)?.options?.find((option) => option.value === value)
    ?.label ?? String(value ?? '');

const yesNo = (value: unknown): string => (value === false ? 'No' : 'Yes');
const byText =
  (...keys: string[]) =>
  (a: ReportRow, b: ReportRow): number => {
    for (const key of keys) {
      const order = String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { numeric: true });
      if (order !== 0) return order;
    }
    return 0;
  };

/** Item and store names of a company, as the stock reports show them. */
export async function stockNames(companyCode: number): Promise<StockNames> {
  const [{ items }, stores] = await Promise.all([
    itemMasters(companyCode),
    namedMasters('inventory.stores', companyCode),
  ]);
  const storeName = new Map(stores.map((store) => [store.code, store.name]));
  return { item: (id) => items.get(id) ?? { name: id, unit: '' }, store: (code) => storeName.get(code) ?? code };
}

/** The active items of the master with their group's name. */
export async function activeItems(companyCode: number): Promise<ActiveItem[]> {
  const [items, groups] = await Promise.all([records(ITEMS.name, companyCode), records(ITEM_GROUPS.name, companyCode)]);
  const groupName = new Map(groups.map((group) => [String(group.code), String(group.name ?? group.code)]));
  return items
    .filter((item) => item.active !== false)
    .map((item) => ({
      itemid: String(item.itemId),
      group: groupName.get(String(item.group)) ?? String(item.group ?? ''),
    }));
}

/** List of item groups: each group with its main group, kind and how many items it holds. */
export async function itemGroupRows(companyCode: number): Promise<ReportRow[]> {
  const [groups, items] = await Promise.all([records(ITEM_GROUPS.name, companyCode), records(ITEMS.name, companyCode)]);
  return groups
    .map((group) => ({
      mainGroup: String(group.mainGroup ?? ''),
      code: String(group.code),
      name: String(group.name ?? group.code),
      kind: choice(ITEM_GROUPS, 'kind', group.kind),
      items: items.filter((item) => String(item.group) === String(group.code)).length,
      active: yesNo(group.active),
    }))
    .sort(byText('mainGroup', 'name'));
}

/** List of items (of one group when given), by group name then item id. */
export async function itemRows(companyCode: number, group: string): Promise<ReportRow[]> {
  const [items, groups] = await Promise.all([records(ITEMS.name, companyCode), records(ITEM_GROUPS.name, companyCode)]);
  const groupName = new Map(groups.map((row) => [String(row.code), String(row.name ?? row.code)]));
  return items
    .filter((item) => !group || String(item.group) === group)
    .map((item) => ({
      group: groupName.get(String(item.group)) ?? String(item.group ?? ''),
      itemid: String(item.itemId),
      itemname: String(item.name ?? item.itemId),
      unit: String(item.unit ?? ''),
      standardRate: Number(item.standardRate ?? 0),
      costing: choice(ITEMS, 'costing', item.costing),
      active: yesNo(item.active),
    }))
    .sort(byText('group', 'itemid'));
}
