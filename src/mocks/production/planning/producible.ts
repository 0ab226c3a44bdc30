import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';

/** An inventory item as the planning reads it. */
export interface PlanItem {
  itemId: string;
  name: string;
  group: string;
  unit: string;
  standardRate: number;
  active: boolean;
}
interface ItemGroup {
  code: string;
  name: string;
  kind: string;
}

/** The company's items and groups (seeded on first read). */
export async function itemsAndGroups(companyCode: number): Promise<{ items: PlanItem[]; groups: ItemGroup[] }> {
  await Promise.all([ensureSeeded('inventory.items', companyCode), ensureSeeded('inventory.item-groups', companyCode)]);
  const [items, groups] = await Promise.all([
    listRecords<PlanItem>('inventory.items', companyCode),
    listRecords<ItemGroup>('inventory.item-groups', companyCode),
  ]);
  return { items: items.sort((a, b) => a.itemId.localeCompare(b.itemId)), groups };
}

/** The contract's GetMassPlanningRequirements row: a producible item. */
export interface ProducibleRow {
  recordId: number;
  itemid: string;
  itemname: string;
  grpid: string;
  grpname: string;
  um: string;
  umid: string;
}

/**
 * Producible items (D4): the contract's "item group GroupCode PRO" is ours an item whose group is of kind FIN
 * (finished goods), active.
 */
export async function producibleItems(companyCode: number): Promise<ProducibleRow[]> {
  const { items, groups } = await itemsAndGroups(companyCode);
  const finished = new Map(groups.filter((group) => group.kind === 'FIN').map((group) => [group.code, group.name]));
  return items
    .filter((item) => item.active !== false && finished.has(item.group))
    .map((item, index) => ({
      recordId: index + 1,
      itemid: item.itemId,
      itemname: item.name,
      grpid: item.group,
      grpname: finished.get(item.group) ?? '',
      um: item.unit,
      umid: item.unit,
    }));
}
