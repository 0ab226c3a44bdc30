import { lineUnit, namesOfRequirements, type RequirementLists } from '../requirement-masters';
import type { HistoryNames } from './version-changes';

/**
 * Names from the requests' requirements lists; a code the lists no longer hold (or every code, when the lists could
 * not be read) shows as itself.
 */
export function historyNames(lists: RequirementLists | undefined): HistoryNames {
  if (!lists) {
    const itself = (code: string) => code;
    return { department: itself, employee: itself, item: itself, supplier: itself, unit: (_item, um) => um ?? '' };
  }
  const names = namesOfRequirements(lists);
  const from = (map: ReadonlyMap<string, string>) => (code: string) => map.get(code) ?? code;
  return {
    department: from(names.department),
    employee: from(names.employee),
    item: from(names.item),
    supplier: from(names.supplier),
    unit: (itemId, um) => lineUnit(lists, itemId, um).um,
  };
}
