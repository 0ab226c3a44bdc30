const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the user reads it, e.g. 12,500.00 (display only; no arithmetic happens here). */
export function formatAmount(value: number): string {
  return Number.isFinite(value) ? amountFormat.format(value) : '';
}
