import { hasAtMostDecimals } from '../../../lib/money/money';
import { decimalOf, roundDecimal } from '../../../lib/money/money-decimal';
import { APPROVED, APPROVED_BY_APPROVER, CANCELLED, PENDING_APPROVAL, RECEIVED } from '../domain/approval-status';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';

export type FieldErrors = Record<string, string[]>;

/** What the rules know of an item. */
export interface ReceiptItem {
  name: string;
  unit: string;
  group: string;
  shelfLife: boolean;
}

/** The order a receipt is against: its number, status, supplier, and what each of its items still awaits. */
export interface ReceiptOrder {
  seq: string;
  pos: number;
  vendorid: string;
  pending: ReadonlyMap<string, number>;
}

export interface ReceiptContext {
  items: ReadonlyMap<string, ReceiptItem>;
  stores: ReadonlySet<string>;
  suppliers: ReadonlySet<string>;
  taxes: ReadonlySet<string>;
  /** The order of `refPoid` (null when the receipt names none, undefined when the order does not exist). */
  order: ReceiptOrder | null | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && hasAtMostDecimals(value, 3);
/** A quantity in exact thousandths (read through its decimal text, never a float product). */
const milli = (qty: number): number => {
  const decimal = decimalOf(qty);
  return decimal ? Number(roundDecimal(decimal, 3)) : 0;
};

/** Why an order cannot be received against, or null. */
export function orderRefusal(order: ReceiptOrder): string | null {
  if (order.pos === PENDING_APPROVAL)
    return `Order ${order.seq} is waiting for approval; goods can be received only against an approved order.`;
  if (order.pos === CANCELLED) return `Order ${order.seq} is cancelled.`;
  if (order.pos === RECEIVED) return `Order ${order.seq} has been received in full.`;
  if (order.pos !== APPROVED && order.pos !== APPROVED_BY_APPROVER)
    return `Order ${order.seq} is not open for receipts.`;
  return null;
}

function headerProblems(body: ReceiptBody, context: ReceiptContext, add: (field: string, message: string) => void) {
  const { header } = body;
  if (!DATE.test(header.dat ?? '')) add('dat', 'Receipt date must be a date');
  if (!header.vendorid) add('vendorid', 'Choose a supplier');
  else if (!context.suppliers.has(header.vendorid)) add('vendorid', `Supplier ${header.vendorid} does not exist`);
  if ((header.invoiceno ?? '').length > 30) add('invoiceno', 'Invoice number takes at most 30 characters');
  if (header.invoicedat && !DATE.test(header.invoicedat)) add('invoicedat', 'Invoice date must be a date');
  if (header.refPoid === null || header.refPoid === undefined) return;
  if (!context.order) return add('refPoid', `Order ${header.refPoid} does not exist`);
  const refusal = orderRefusal(context.order);
  if (refusal) add('refPoid', refusal);
  else if (header.vendorid && context.order.vendorid !== header.vendorid)
    add('refPoid', `Order ${context.order.seq} is another supplier's`);
}

function lineProblems(body: ReceiptBody, context: ReceiptContext, add: (field: string, message: string) => void) {
  if (body.lines.length === 0) add('lines', 'Add at least 1 line to items');
  body.lines.forEach((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const item = context.items.get(line.itemId);
    if (!line.itemId) add(at('itemId'), 'Choose an item');
    else if (!item) add(at('itemId'), `Item ${line.itemId} does not exist`);
    if (!line.store) add(at('store'), 'Choose a store');
    else if (!context.stores.has(line.store)) add(at('store'), `Store ${line.store} does not exist`);
    if (!isQuantity(line.qty) || line.qty <= 0) add(at('qty'), 'Quantity must be more than 0, with at most 3 decimals');
    if (typeof line.rat !== 'number' || !Number.isFinite(line.rat) || line.rat < 0 || !hasAtMostDecimals(line.rat, 2))
      add(at('rat'), 'Enter an amount with at most two decimals');
    if (!isQuantity(line.mrp) || line.mrp <= 0) add(at('mrp'), 'Conversion must be more than 0');
    if (line.manudate && !DATE.test(line.manudate)) add(at('manudate'), 'Manufactured on must be a date');
    if (line.expdate && !DATE.test(line.expdate)) add(at('expdate'), 'Expires on must be a date');
    if (line.manudate && line.expdate && line.expdate < line.manudate)
      add(at('expdate'), 'Expires on must not be before manufactured on');
    if (item?.shelfLife && !line.expdate) add(at('expdate'), `${item.name} needs its expiry date`);
  });
}

/** Each item's quantity beyond what its order still awaits: every line of that item is marked. */
function pendingProblems(
  body: ReceiptBody,
  order: ReceiptOrder,
  context: ReceiptContext,
  add: (field: string, message: string) => void,
) {
  const taking = new Map<string, number>();
  for (const line of body.lines)
    if (isQuantity(line.qty)) taking.set(line.itemId, (taking.get(line.itemId) ?? 0) + milli(line.qty));
  body.lines.forEach((line, index) => {
    const name = context.items.get(line.itemId)?.name ?? line.itemId;
    const pending = order.pending.get(line.itemId);
    if (pending === undefined) return add(`lines.${index}.itemId`, `${name} is not on order ${order.seq}`);
    const taken = (taking.get(line.itemId) ?? 0) / 1000; // for the message only
    if (milli(pending) < taking.get(line.itemId)!)
      add(
        `lines.${index}.qty`,
        `Only ${pending} of ${name} is still pending on order ${order.seq}; this receipt takes ${taken}`,
      );
  });
}

/** Every problem of a goods receipt at once, by form field ('dat', 'lines.2.qty'); empty when it may be saved. */
export function receiptProblems(body: ReceiptBody, context: ReceiptContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  headerProblems(body, context, add);
  lineProblems(body, context, add);
  body.taxes.forEach((tax, index) => {
    if (!context.taxes.has(tax.taxcode)) add(`taxLines.${index}.taxcode`, `Tax ${tax.taxcode} does not exist`);
  });
  if (context.order && !errors.refPoid) pendingProblems(body, context.order, context, add);
  return errors;
}
