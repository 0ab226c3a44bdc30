import { lineAmountPaise } from '../../../engine/document/document-totals';

/** An invoice's figures in minor units (cents, paise, fils: every invoice currency has two decimals). */
export interface InvoiceTotals {
  /** unit x unitPrice of each item, rounded half up to the minor unit. */
  lines: number[];
  subtotal: number;
  /** subtotal x vat%, rounded half up to the minor unit. */
  vat: number;
  total: number;
}

/** Line amounts, subtotal, VAT and total, exactly in integer minor units (quantities up to 3 decimals). */
export function invoiceTotals(items: ReadonlyArray<{ unit: number; unitPrice: number }>, vatPercent: number): InvoiceTotals {
  const lines = items.map((item) => lineAmountPaise(finite(item.unit), finite(item.unitPrice)));
  const subtotal = lines.reduce((sum, amount) => sum + amount, 0);
  const basisPoints = Math.round(finite(vatPercent) * 100);
  const product = subtotal * basisPoints;
  const vat = Math.sign(product) * Math.round(Math.abs(product) / 10000);
  return { lines, subtotal, vat, total: subtotal + vat };
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Minor units shown with their currency, e.g. 55009 INR → '₹550.09', 120000 USD → '$1,200.00'. */
export function formatMoney(minor: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(currency, format);
  }
  return format.format(minor / 100);
}
