import type { LineProblem } from '../../../kits/stock/line-problem';
import { formatQuantity, isQuantity, toMilli, type Milli } from '../../../lib/quantity/quantity';
import type { ItemLookup } from '../../../kits/stock/stock-row';

/** One line of a stock count sheet as typed or imported: the count may arrive as text. */
export interface CountLine {
  itemName: string;
  counted: number | string | null | undefined;
}

/** A line that passed every check: the count in thousandths of the item's stock unit. */
export interface ValidCount {
  line: number;
  itemName: string;
  milli: Milli;
}

/** The valid counts, and every problem of the sheet (each with its 1-based line number). */
export interface CountSheetCheck {
  counts: ValidCount[];
  problems: LineProblem[];
}

/** A plain decimal number: optional minus, digits, optional fraction (no exponents, no commas, no hex). */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The count as a number, or undefined when it is missing or not a number. */
function countOf(counted: CountLine['counted']): number | undefined {
  if (typeof counted === 'number') return Number.isFinite(counted) ? counted : undefined;
  if (typeof counted !== 'string') return undefined;
  const text = counted.trim();
  return NUMBER_TEXT.test(text) ? Number(text) : undefined;
}

/**
 * Checks a whole count sheet and reports EVERY problem, never only the first: an unknown (or
 * missing) item, a missing, non-numeric or negative count, more than 3 decimals, and an item
 * counted on more than one line (reported on each later line, naming the first).
 */
export function validateCountSheet(sheet: readonly CountLine[], items: ItemLookup): CountSheetCheck {
  const counts: ValidCount[] = [];
  const problems: LineProblem[] = [];
  const firstLine = new Map<string, number>();
  sheet.forEach(({ itemName, counted }, index) => {
    const line = index + 1;
    const report = (message: string) => problems.push({ line, itemName, message });
    const before = problems.length;
    const item = itemName ? items(itemName) : undefined;
    const named = item ? `${item.name} (${itemName})` : itemName;
    if (!itemName) report('The line names no item.');
    else if (!item) report(`${itemName} is not a known item.`);
    const seen = itemName ? firstLine.get(itemName) : undefined;
    if (seen !== undefined) report(`${named} is counted twice: on lines ${seen} and ${line}.`);
    else if (itemName) firstLine.set(itemName, line);
    const count = countOf(counted);
    const shown = typeof counted === 'string' ? `"${counted}"` : String(counted);
    if (counted === null || counted === undefined || (typeof counted === 'string' && counted.trim() === ''))
      report(`No count was entered for ${named || 'the line'}.`);
    else if (count === undefined) report(`The count ${shown} for ${named || 'the line'} is not a number.`);
    else if (count < 0) report(`The count for ${named || 'the line'} cannot be negative (${formatQuantity(count)}).`);
    else if (!isQuantity(count)) report(`The count ${shown} for ${named || 'the line'} has more than 3 decimals.`);
    if (problems.length === before) counts.push({ line, itemName, milli: toMilli(count!) });
  });
  return { counts, problems };
}
