/** Rupees as typed ("1,234.5", "₹ 99") read as integer paise, or null when it is not an amount with at most 2 decimals. */
export function typedRupeesToPaise(text: string): number | null {
  const plain = text.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A percent as typed ("12.5") read as basis points (1250), or null when not from 0 to 100 with at most 2 decimals. */
export function typedPercentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10000 ? points : null;
}

/** The amount less a discount, in paise, rounded half up to the paisa. */
export function netOfDiscount(paise: number, basisPoints: number): number {
  return paise - Math.round((paise * basisPoints) / 10000);
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise shown as rupees, e.g. 123450 → "1,234.50" (the division is for display only). */
export function paiseText(paise: number): string {
  return rupeeFormat.format(paise / 100);
}
