import { toMilli } from '../../../lib/quantity/quantity';
import type { OrderLine } from './order-types';
import type { PosMenuItem } from './master-types';

type AddOnItem = Pick<PosMenuItem, 'code' | 'name' | 'group' | 'kind' | 'addOnFor' | 'maxPerItem'>;

/**
 * What is wrong with the add-ons of an order (its lines as they would stand): an add-on goes on an item line
 * of the order (not on another add-on, not on nothing), of the item group it is offered with, and no more of it
 * than its most per piece times that line's quantity; only an add-on goes on another line. Every problem at once.
 */
export function addOnProblems(lines: readonly OrderLine[], items: ReadonlyMap<string, AddOnItem>): string[] {
  const byId = new Map(lines.map((line) => [line.lineId, line]));
  const problems: string[] = [];
  const perParent = new Map<string, number>();
  for (const line of lines) {
    const item = items.get(line.itemId);
    const addOn = item?.kind === 'ADDON';
    if (!line.parentLineId) {
      if (addOn) problems.push(`${line.itemName} is an add-on: add it to an item line.`);
      continue;
    }
    if (!addOn) {
      problems.push(`${line.itemName} is not an add-on: it cannot go on another line.`);
      continue;
    }
    const parent = byId.get(line.parentLineId);
    const parentItem = parent ? items.get(parent.itemId) : undefined;
    if (!parent || parentItem?.kind === 'ADDON') {
      problems.push(`${line.itemName}: the item line it goes with is not on the order.`);
      continue;
    }
    if (item.addOnFor && parentItem && parentItem.kind !== 'COMBO' && parentItem.group !== item.addOnFor)
      problems.push(`${line.itemName} is not offered with ${parent.itemName}.`);
    const key = `${parent.lineId}|${line.itemId}`;
    perParent.set(key, (perParent.get(key) ?? 0) + toMilli(line.qty));
    const most = item.maxPerItem ?? 0;
    if (most > 0 && perParent.get(key)! > toMilli(parent.qty) * most)
      problems.push(`${line.itemName}: at most ${most} for each ${parent.itemName}.`);
  }
  return [...new Set(problems)];
}
