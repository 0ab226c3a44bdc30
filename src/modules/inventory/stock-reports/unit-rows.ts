import type { ReportRow } from '../../../engine/report/report';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { byCode } from './stock-query';

/** A unit of measure as its master keeps it. */
export interface UnitRecord {
  code: string;
  name: string;
  decimals: number;
  active: boolean;
}

/** An item as the units report reads it: its stock unit and the other units it is counted in, with their factors. */
export interface UnitItem {
  unit: string;
  units: ReadonlyArray<{ unit: string; factor: number }>;
}

/**
 * List of units: each unit with its decimals, whether it is active and how many items are counted in it (their stock
 * unit), then one row per conversion the items define from it ('1 BOX = 100 NOS', with how many items convert so). A
 * unit no item converts from has one row with the conversion blank. Sorted by code, then by conversion.
 */
export function unitRows(units: readonly UnitRecord[], items: readonly UnitItem[]): ReportRow[] {
  return [...units]
    .sort((a, b) => byCode(a.code, b.code))
    .flatMap((unit) => {
      const facts = {
        code: unit.code,
        name: unit.name,
        decimals: unit.decimals,
        active: unit.active ? 'Yes' : 'No',
        stockItems: items.filter((item) => item.unit === unit.code).length,
      };
      const conversions = new Map<string, number>();
      for (const item of items)
        for (const other of item.units)
          if (other.unit === unit.code) {
            const text = `1 ${unit.code} = ${formatQuantity(other.factor)} ${item.unit}`;
            conversions.set(text, (conversions.get(text) ?? 0) + 1);
          }
      if (conversions.size === 0) return [{ ...facts, conversion: '', items: 0 }];
      return [...conversions]
        .sort(([a], [b]) => byCode(a, b))
        .map(([conversion, count]) => ({ ...facts, conversion, items: count }));
    });
}
