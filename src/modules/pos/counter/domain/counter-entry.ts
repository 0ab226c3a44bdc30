import type { PosMenuItem } from '../../../../kits/billing/domain/master-types';
import { searchIndex, type SearchEntry } from '../../../../kits/billing/terminal/item-search';
import { toMilli } from '../../../../lib/quantity/quantity';
import { isValidGtin } from './barcode';
import type { CounterCode } from './counter-types';

/** The most one line may carry (the quantities' bound everywhere: 9,99,999.999). */
export const MAX_LINE_QTY = 999_999.999;

/** The counter's items, findable by code (any letter case) or barcode in one look-up, and by name. */
export interface CounterCatalogue {
  items: readonly PosMenuItem[];
  byCode: ReadonlyMap<string, PosMenuItem>;
  search: readonly SearchEntry[];
}

/** Made once per requirements: item codes (upper case) and barcodes to their item; an item code wins over a barcode. */
export function counterCatalogue(items: readonly PosMenuItem[], codes: readonly CounterCode[]): CounterCatalogue {
  const byCode = new Map<string, PosMenuItem>();
  const byItem = new Map(items.map((item) => [item.code, item]));
  for (const code of codes) {
    const item = byItem.get(code.item);
    if (item) byCode.set(code.code, item);
  }
  for (const item of items) byCode.set(item.code.toUpperCase(), item);
  return { items, byCode, search: searchIndex(items) };
}

/** The item a code or barcode names, exactly (no search). */
export const itemOfCode = (catalogue: CounterCatalogue, code: string): PosMenuItem | undefined =>
  catalogue.byCode.get(code.trim().toUpperCase());

export type EntryResult =
  | { kind: 'empty' }
  | { kind: 'add'; item: PosMenuItem; qty: number }
  /** Not a code: the text searches names and codes; the quantity goes with whichever result is chosen. */
  | { kind: 'search'; query: string; qty: number }
  | { kind: 'refused'; message: string };

const QUANTITY = /^\d+(\.\d{1,3})?$/;

/** A typed quantity, or why it is not one. */
export function readQuantity(text: string): { qty: number } | { problem: string } {
  const typed = text.trim();
  if (!QUANTITY.test(typed) || toMilli(Number(typed)) <= 0)
    return { problem: 'Enter a quantity above zero with at most three decimals.' };
  if (Number(typed) > MAX_LINE_QTY) return { problem: 'A line holds at most 9,99,999.999.' };
  return { qty: Number(typed) };
}

/**
 * Splits `3*code` (or `code*3`) into quantity and code; a numeric pair takes the side that is a known code as the code.
 */
function split(
  catalogue: CounterCatalogue,
  text: string,
  fallbackQty: number,
): { qtyText: string | null; code: string } {
  const star = text.indexOf('*');
  if (star < 0) return { qtyText: null, code: text };
  const left = text.slice(0, star).trim();
  const right = text.slice(star + 1).trim();
  const numeric = (part: string) => QUANTITY.test(part);
  if (numeric(left) && numeric(right) && !itemOfCode(catalogue, right) && itemOfCode(catalogue, left))
    return { qtyText: right, code: left };
  if (numeric(left)) return { qtyText: left, code: right };
  if (numeric(right)) return { qtyText: right, code: left };
  return { qtyText: left || String(fallbackQty), code: right };
}

/**
 * What Enter does with the entry box's text (a scanner types the code and Enter): an item code or barcode
 * adds the item, `qty*code` (or `code*qty`) that many, else `qty` from the quantity field; digits that
 * name no item are refused (a wrong check digit says the scan was misread); anything else searches.
 */
export function readEntry(catalogue: CounterCatalogue, text: string, qty = 1): EntryResult {
  const typed = text.trim();
  if (!typed) return { kind: 'empty' };
  const parts = split(catalogue, typed, qty);
  const quantity = parts.qtyText === null ? { qty } : readQuantity(parts.qtyText);
  if ('problem' in quantity) return { kind: 'refused', message: `Quantity ${parts.qtyText}: ${quantity.problem}` };
  if (!parts.code)
    return { kind: 'refused', message: 'Scan or type the item after the quantity, e.g. 3*8901234567890.' };
  const item = itemOfCode(catalogue, parts.code);
  if (item) return { kind: 'add', item, qty: quantity.qty };
  if (/^\d+$/.test(parts.code)) {
    if (parts.code.length >= 8 && !isValidGtin(parts.code))
      return {
        kind: 'refused',
        message: `${parts.code} is not a whole barcode (its check digit does not match): scan it again.`,
      };
    return { kind: 'refused', message: `No item has the code or barcode ${parts.code}.` };
  }
  return { kind: 'search', query: parts.code, qty: quantity.qty };
}
