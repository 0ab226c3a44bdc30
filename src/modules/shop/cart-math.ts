import { sumPaise, type Paise } from '../../lib/money/money';
import { multiplyByQuantity } from '../../lib/money/money-arithmetic';

/** One product in the cart: a snapshot of what was added (price in paise) and how many. */
export interface CartLine {
  productId: string;
  name: string;
  photo: string;
  /** The sale price of one, in paise (lib/money's toPaise of the product's rupees). */
  unitPaise: Paise;
  /** The price before the offer, in paise (equal to unitPaise when there is none). */
  previousPaise: Paise;
  quantity: number;
}

/** The most of one product a cart takes. */
export const MAX_QUANTITY = 99;

/** A typed quantity when it is a whole number from 1 to MAX_QUANTITY; null otherwise. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

export interface CartTotals {
  /** Each line's amount (unit x quantity), in paise. */
  amounts: Paise[];
  /** How many pieces in all. */
  pieces: number;
  /** What the cart costs, in paise. */
  total: Paise;
  /** What the same pieces cost before the offers, less the total, in paise (never negative). */
  savings: Paise;
}

/** The cart's figures, exactly in integer paise. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const amounts = lines.map((line) => multiplyByQuantity(line.unitPaise, line.quantity));
  const total = sumPaise(amounts);
  const before = sumPaise(
    lines.map((line) => multiplyByQuantity(Math.max(line.previousPaise, line.unitPaise), line.quantity)),
  );
  return { amounts, pieces: lines.reduce((sum, line) => sum + line.quantity, 0), total, savings: before - total };
}
