import type { Paise } from './money';

/** Indian digit grouping of whole rupees: the last three digits, then pairs (1234567 → 12,34,567). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/** Sign and digits of paise: non-integers (never expected) are rounded half away from zero first. */
function parts(paise: Paise): { negative: boolean; digits: string } | null {
  if (!Number.isFinite(paise)) return null;
  const whole = Math.round(Math.abs(paise));
  const digits = BigInt(whole).toString().padStart(3, '0');
  const grouped = `${groupIndian(digits.slice(0, -2))}.${digits.slice(-2)}`;
  return { negative: paise < 0 && whole !== 0, digits: grouped };
}

/** Paise as rupees with Indian grouping and two decimals: 123456789 → '12,34,567.89', -5 → '-0.05'; '' for NaN. */
export function formatMoney(paise: Paise): string {
  const shown = parts(paise);
  if (!shown) return '';
  return `${shown.negative ? '-' : ''}${shown.digits}`;
}

/** The same with the rupee sign, as the shop shows prices: '₹ 12,34,567.89', '-₹ 5.00'. */
export function formatMoneyWithSign(paise: Paise): string {
  const shown = parts(paise);
  if (!shown) return '';
  return `${shown.negative ? '-' : ''}₹ ${shown.digits}`;
}

const symbols = new Map<string, string>();

/** The symbol Indian English writes for a currency code (INR ₹, USD $, GBP £), else the code itself. */
function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    const found = new Intl.NumberFormat('en-IN', { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency');
    symbol = found?.value ?? currency;
    symbols.set(currency, symbol);
  }
  return symbol;
}

/**
 * Minor units (cents, paise: every currency here has two decimals) with the currency's symbol
 * written close, as invoices show them: 55009 INR → '₹550.09', 120000 USD → '$1,200.00'.
 */
export function formatMoneyIn(minor: number, currency: string): string {
  const shown = parts(minor);
  if (!shown) return '';
  return `${shown.negative ? '-' : ''}${currencySymbol(currency)}${shown.digits}`;
}

/**
 * Paise as a plain decimal with two places and no grouping, for machine-read text (a UPI link's amount): 123456 →
 * '1234.56'.
 */
export function formatMoneyPlain(paise: Paise): string {
  return formatMoney(paise).replace(/,/g, '');
}
