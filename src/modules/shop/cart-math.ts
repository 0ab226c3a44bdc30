/** One product in the cart: a snapshot of what was added (price in paise) and how many. */
export interface CartLine {
  productId: string;
  name: string;
  photo: string;
  /** The sale price of one, in paise. */
  unitPaise: number;
  /** The price before the offer, in paise (equal to unitPaise when there is none). */
  previousPaise: number;
  quantity: number;
}

/** The most of one product a cart takes. */
export const MAX_QUANTITY = 99;

/**
 * Rupees as the products carry them to paise, rounded half away from zero. The hundredfold is first
 * cut to 12 significant digits, so 1.005 (100.49999999999999 paise in floating point) gives 101.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) return 0;
  return Math.sign(rupees) * Math.round(Number((Math.abs(rupees) * 100).toPrecision(12)));
}

/** A typed quantity when it is a whole number from 1 to MAX_QUANTITY; null otherwise. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

export interface CartTotals {
  /** Each line's amount (unit x quantity), in paise. */
  amounts: number[];
  /** How many pieces in all. */
  pieces: number;
  /** What the cart costs, in paise. */
  total: number;
  /** What the same pieces cost before the offers, less the total, in paise (never negative). */
  savings: number;
}

/** The cart's figures, exactly in integer paise. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const amounts = lines.map((line) => line.unitPaise * line.quantity);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const before = lines.reduce((sum, line) => sum + Math.max(line.previousPaise, line.unitPaise) * line.quantity, 0);
  return { amounts, pieces: lines.reduce((sum, line) => sum + line.quantity, 0), total, savings: before - total };
}

/** Paise shown as rupees, e.g. 1234567 → '₹ 12,345.67' (display only). */
export function formatPaise(paise: number): string {
  const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
  return `₹ ${rupees}`;
}
