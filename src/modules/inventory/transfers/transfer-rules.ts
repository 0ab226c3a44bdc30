import { formatQuantity, fromMilli, isQuantity, toMilli } from '../../../lib/quantity/quantity';
import type { StockItem } from '../../../kits/stock/stock-row';
import type { StoreStock, TransferKind } from './transfer-types';

/** What a transfer form holds (and what a save sends, before numbering). */
export interface TransferDraft {
  dat: string;
  fromBranch: string;
  toBranch: string;
  fromStore: string;
  toStore: string;
  descriptio: string;
  lines: ReadonlyArray<{ itemId: string; gin: string; qty: number | null }>;
}

export interface DraftContext {
  /** yyyy-MM-dd: a transfer is not dated after it. */
  today: string;
  /** Item names and units for messages; unknown ids are refused. */
  items: (itemId: string) => StockItem | undefined;
  /** The source store's stock as on the date, when known (the form has it; the server checks its ledger instead). */
  stock?: readonly StoreStock[];
}

export const MAX_LINES = 50;
const MAX_QTY = 999_999.999;

/**
 * The problems of a transfer by field path (`header.toStore`, `lines.0.qty`), the same in the form and
 * in the demo backend: places chosen and different, a date not in the future, lines with a known item and
 * a quantity above 0 with at most 3 decimals and, when the stock is given, no more than the store holds
 * (lines of the same item or lot share it).
 */
export function transferDraftProblems(
  kind: TransferKind,
  draft: TransferDraft,
  context: DraftContext,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dat)) problems['header.dat'] = 'Give the date of the transfer.';
  else if (draft.dat > context.today) problems['header.dat'] = 'A transfer cannot be dated after today.';
  if (kind === 'branch') {
    if (!draft.fromBranch) problems['header.fromBranch'] = 'Choose the branch the stock leaves.';
    if (!draft.toBranch) problems['header.toBranch'] = 'Choose the branch the stock goes to.';
  }
  if (!draft.fromStore) problems['header.fromStore'] = 'Choose the store the stock leaves.';
  if (!draft.toStore) problems['header.toStore'] = 'Choose the store the stock goes to.';
  else if (draft.toStore === draft.fromStore && draft.toBranch === draft.fromBranch) {
    problems['header.toStore'] =
      kind === 'branch'
        ? 'The stock would stay where it is: choose another branch or store.'
        : 'The stock would stay in the same store: choose another store.';
  }
  if (draft.descriptio.length > 250) problems['header.descriptio'] = 'Keep the description within 250 characters.';
  if (draft.lines.length === 0) problems.lines = 'Add at least one line to transfer.';
  if (draft.lines.length > MAX_LINES) problems.lines = `A transfer holds at most ${MAX_LINES} lines.`;
  const taken = new Map<string, number>();
  draft.lines.forEach((line, index) => {
    const item = line.itemId ? context.items(line.itemId) : undefined;
    if (!item) {
      problems[`lines.${index}.itemId`] = line.itemId ? `${line.itemId} is not a known item.` : 'Choose the item.';
      return;
    }
    const qty = line.qty;
    const at = `lines.${index}.qty`;
    if (qty === null || !Number.isFinite(qty) || qty <= 0) problems[at] = 'Give a quantity above 0.';
    else if (!isQuantity(qty)) problems[at] = 'A quantity has at most 3 decimals.';
    else if (qty > MAX_QTY) problems[at] = 'A quantity is at most 9,99,999.999.';
    else if (context.stock) {
      const shortage = shortageOf(line.itemId, line.gin, toMilli(qty), item, draft.fromStore, context.stock, taken);
      if (shortage) problems[at] = shortage;
    }
  });
  return problems;
}

/**
 * Takes a line's quantity from what is left (per item, and per lot when one is named); the refusal when it is not
 * there.
 */
function shortageOf(
  itemId: string,
  gin: string,
  milli: number,
  item: StockItem,
  store: string,
  stock: readonly StoreStock[],
  taken: Map<string, number>,
): string | null {
  const held = stock.find((row) => row.itemId === itemId);
  const itemKey = itemId;
  const lotKey = `${itemId}|${gin}`;
  const itemLeft = toMilli(held?.qty ?? 0) - (taken.get(itemKey) ?? 0);
  const lotLeft = gin
    ? toMilli(held?.lots.find((lot) => lot.gin === gin)?.qty ?? 0) - (taken.get(lotKey) ?? 0)
    : itemLeft;
  const left = Math.min(itemLeft, lotLeft);
  if (milli <= left) {
    taken.set(itemKey, (taken.get(itemKey) ?? 0) + milli);
    if (gin) taken.set(lotKey, (taken.get(lotKey) ?? 0) + milli);
    return null;
  }
  const earlier = (taken.get(itemKey) ?? 0) > 0;
  const where = `store ${store}${gin ? ` under GIN ${gin}` : ''}`;
  const available = formatQuantity(fromMilli(Math.max(left, 0)), item.unit);
  return `Only ${available} of ${item.name} (${itemId}) ${earlier ? 'is left in' : 'is in'} ${where}${earlier ? ' after the earlier lines of this document' : ''}; ${formatQuantity(fromMilli(milli))} was asked for.`;
}
