import * as z from 'zod';
import { hasAtMostDecimals } from '../../../lib/money/money';
import { isQuantity } from '../../../lib/quantity/quantity';
import type { SaveHeader, SaveLine } from './stock-wire';
import type { TraType } from './tra-types';

export interface StockLineValues {
  store: string;
  itemId: string;
  /** As typed. */
  qty: string;
  /** Issues: the lot to draw from, '' for oldest first. */
  gin: string;
  /** Samples in: rupees per unit, as typed. */
  rate: string;
}

export interface StockFormValues {
  dat: string;
  descriptio: string;
  department: string;
  lossType: string;
  lines: StockLineValues[];
}

export const emptyLine = (store = ''): StockLineValues => ({ store, itemId: '', qty: '', gin: '', rate: '' });

export const emptyStockForm = (date: string): StockFormValues => ({
  dat: date,
  descriptio: '',
  department: '',
  lossType: '',
  lines: [emptyLine()],
});

const NUMBER = /^\s*\d+(\.\d*)?\s*$|^\s*\.\d+\s*$/;

function lineSchema(traType: TraType) {
  return z.object({
    store: z.string().min(1, 'Choose the store.'),
    itemId: z.string().min(1, 'Choose the item.'),
    qty: z
      .string()
      .refine((value) => NUMBER.test(value) && Number(value) > 0, 'Give a quantity more than 0.')
      .refine((value) => !NUMBER.test(value) || isQuantity(Number(value)), 'Use at most 3 decimals.'),
    gin: z.string(),
    rate:
      traType === 'Sameple In'
        ? z
            .string()
            .refine((value) => NUMBER.test(value), 'Give the rate (0 or more).')
            .refine((value) => !NUMBER.test(value) || hasAtMostDecimals(Number(value), 2), 'Use at most 2 decimals.')
        : z.string(),
  });
}

/** The form's rules, the same the server applies before it looks at the stock. */
export function stockFormSchema(traType: TraType) {
  return z.object({
    dat: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date.'),
    descriptio: z.string().max(200, 'Keep the description under 200 characters.'),
    department: traType === 'Issues' ? z.string().min(1, 'Choose the department the goods go to.') : z.string(),
    lossType: traType === 'Losses' ? z.string().min(1, 'Choose the loss type.') : z.string(),
    lines: z.array(lineSchema(traType)).min(1, 'Add at least one line.'),
  });
}

/** The SetInvTransaction body of the values: quantities out (in for samples in) per line. */
export function toSaveBody(traType: TraType, values: StockFormValues): { header: SaveHeader; lines: SaveLine[] } {
  const inward = traType === 'Sameple In';
  const header: SaveHeader = { traType, dat: values.dat, descriptio: values.descriptio.trim() };
  if (traType === 'Issues') header.department = values.department;
  if (traType === 'Losses') header.lossType = values.lossType;
  const lines = values.lines.map((line, index): SaveLine => {
    const qty = Number(line.qty);
    return {
      sno: index + 1,
      itemId: line.itemId,
      qtyin: inward ? qty : 0,
      qtyout: inward ? 0 : qty,
      store: line.store,
      ...(traType === 'Issues' && line.gin ? { gin: line.gin } : {}),
      ...(inward ? { rate: Number(line.rate) } : {}),
    };
  });
  return { header, lines };
}

/** The server's field paths (`header.dat`, `lines.0.qtyout`) as the form's (`dat`, `lines.0.qty`). */
export function formPath(path: string): string {
  return path.replace(/^header\./, '').replace(/\.(qtyin|qtyout)$/, '.qty');
}
