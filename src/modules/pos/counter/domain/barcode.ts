/**
 * Barcodes as shops print them: GTIN-8, UPC-A (12), EAN-13 and GTIN-14, digits whose last one checks the
 * rest (GS1: from the right, weights 3 and 1 in turn; the check digit brings the sum to a multiple of ten).
 */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** The GS1 check digit of a code's digits (without the check digit). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let at = 0; at < digits.length; at += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - at) - 48;
    sum += digit * (at % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Does the text look like a barcode: only digits, 8 to 14 of them? */
export const looksLikeBarcode = (text: string): boolean => /^\d{8,14}$/.test(text);

/** Is the text a GTIN whose check digit is right? */
export function isValidGtin(text: string): boolean {
  if (!/^\d+$/.test(text) || !GTIN_LENGTHS.has(text.length)) return false;
  return gs1CheckDigit(text.slice(0, -1)) === text.charCodeAt(text.length - 1) - 48;
}

/** An EAN-13 from its first twelve digits (the check digit added). */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`An EAN-13 starts with twelve digits, not ${first12}`);
  return `${first12}${gs1CheckDigit(first12)}`;
}
