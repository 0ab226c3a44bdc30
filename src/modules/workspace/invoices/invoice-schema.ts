import { isValid, parseISO, format } from 'date-fns';
import { z } from 'zod';
import { hasAtMostDecimals, TWO_DECIMALS_MESSAGE } from '../../../lib/money/money';
import { INVOICE_ID_PATTERN } from './invoice-id';
import { INVOICE_CURRENCIES, ORDER_STATUSES, type InvoiceCurrency, type OrderStatus } from './invoice-types';

/** What a number must be: above (or from) `min`, up to `max`, with at most `decimals` places. */
interface NumberRule {
  min: number;
  minIncluded: boolean;
  max: number;
  decimals: number;
  rangeMessage: string;
  /** What to say about extra decimals (default: 'At most N decimals.'). */
  decimalsMessage?: string;
}

const QUANTITY: NumberRule = {
  min: 0,
  minIncluded: false,
  max: 1_000_000,
  decimals: 3,
  rangeMessage: 'Give a quantity above 0.',
};
const PRICE: NumberRule = {
  min: 0,
  minIncluded: false,
  max: 100_000_000,
  decimals: 2,
  rangeMessage: 'Give a price above 0.',
  decimalsMessage: TWO_DECIMALS_MESSAGE,
};
const VAT: NumberRule = {
  min: 0,
  minIncluded: true,
  max: 100,
  decimals: 2,
  rangeMessage: 'Give a VAT percent from 0 to 100.',
};

/** Why `value` breaks `rule`, or null when it keeps it. */
function numberProblem(value: number, rule: NumberRule): string | null {
  if (!Number.isFinite(value)) return 'Give a number.';
  if (value < rule.min || (value === rule.min && !rule.minIncluded) || value > rule.max) return rule.rangeMessage;
  if (!hasAtMostDecimals(value, rule.decimals)) return rule.decimalsMessage ?? `At most ${rule.decimals} decimals.`;
  return null;
}

const text = (message: string, max: number) => z.string().trim().min(1, message).max(max, `At most ${max} characters.`);
const party = (who: string) =>
  z.object({ name: text(`Give the name of ${who}.`, 100), address: text(`Give the address of ${who}.`, 300) });
const dateText = z
  .string()
  .trim()
  .min(1, 'Give the order date.')
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value,
    'Give a valid date.',
  );
const status = z.enum(ORDER_STATUSES, { error: 'Choose Pending, Processing or Delivered.' });
const currency = z.enum(INVOICE_CURRENCIES, { error: `Choose one of ${INVOICE_CURRENCIES.join(', ')}.` });

/** A number as the wire carries it, checked against the rule. */
const wireNumber = (rule: NumberRule) =>
  z.number({ error: 'Give a number.' }).superRefine((value, context) => {
    const problem = numberProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A number as the user typed it: checked against the rule, then read as a number. */
const typedNumber = (rule: NumberRule, emptyMessage: string) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = value === '' ? emptyMessage : numberProblem(Number(value), rule);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(Number);

const ITEMS_MESSAGE = 'Add at least one item.';
const itemName = text('Give the item name.', 120);

/**
 * The invoice the server accepts on POST and PUT (validation errors are reported per field path, e.g. `items.0.unit`).
 */
export const invoiceSchema = z.object({
  id: z.string().regex(INVOICE_ID_PATTERN, 'The id is 5 letters or digits.'),
  orderNumber: text('Give the order number.', 30),
  orderStatus: status,
  orderDate: dateText,
  currency,
  vat: wireNumber(VAT),
  billFrom: party('the seller'),
  billTo: party('the buyer'),
  items: z
    .array(z.object({ name: itemName, unit: wireNumber(QUANTITY), unitPrice: wireNumber(PRICE) }))
    .min(1, ITEMS_MESSAGE)
    .max(100, 'At most 100 items.'),
});

/** The invoice form's values: numbers as typed (text), so the user's input stays as it is. */
export interface InvoiceFormValues {
  orderNumber: string;
  orderStatus: OrderStatus;
  orderDate: string;
  currency: InvoiceCurrency;
  vat: string;
  billFrom: { name: string; address: string };
  billTo: { name: string; address: string };
  items: { name: string; unit: string; unitPrice: string }[];
}

/** The form's rules (the server's, on typed text); its output is an invoice without its id. */
export const invoiceFormSchema = z.object({
  orderNumber: text('Give the order number.', 30),
  orderStatus: status,
  orderDate: dateText,
  currency,
  vat: typedNumber(VAT, 'Give the VAT percent (0 for none).'),
  billFrom: party('the seller'),
  billTo: party('the buyer'),
  items: z
    .array(
      z.object({
        name: itemName,
        unit: typedNumber(QUANTITY, 'Give the quantity.'),
        unitPrice: typedNumber(PRICE, 'Give the unit price.'),
      }),
    )
    .min(1, ITEMS_MESSAGE)
    .max(100, 'At most 100 items.'),
}) satisfies z.ZodType<unknown, InvoiceFormValues>;

/** Each problem of a zod failure by its field path ('billTo.name', 'items.0.unit'), first message only. */
export function problemsByPath(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'invoice';
    problems[path] ??= issue.message;
  }
  return problems;
}
