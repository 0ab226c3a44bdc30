import type { DiscountInput, SettleInput } from '../../../kits/billing/domain/bill-types';
import type { CounterLineInput } from '../../../modules/pos/counter/domain/counter-types';
import { text } from '../../core/billing/billing-access';
import { makeBillRequest } from '../../core/billing/bill-make';
import { settleInputOf } from '../../core/billing/settle-input';

type Row = Record<string, unknown>;
const record = (value: unknown): Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};

/** A counter sale as sent: `{ header, lines, tenders, traCheck: 1 }`, read (the refusal text when it cannot be). */
export interface CounterBillRequest {
  billId: string;
  outlet: string;
  customer: string;
  discount: DiscountInput | undefined;
  discountReason: string;
  lines: CounterLineInput[];
  settle: SettleInput;
}

const MAX_LINES = 500;

export function counterBillRequest(body: Row, fallbackId: string): CounterBillRequest | string {
  const header = record(body.header);
  const billId = text(header.billId) || fallbackId;
  // The restaurant's readers of a discount and of a settlement, so both sides speak the same words.
  const made = makeBillRequest({ discount: header.discount, discountReason: header.discountReason });
  if (typeof made === 'string') return made;
  const settle = settleInputOf(
    { settlemode: header.settlemode, settleId: header.settleId, tenders: body.tenders },
    `${billId}-settle`,
  );
  if (typeof settle === 'string') return settle;
  const rows = Array.isArray(body.lines) ? (body.lines as unknown[]).map(record) : [];
  if (rows.length === 0) return 'Add at least one item to the sale.';
  if (rows.length > MAX_LINES) return `A sale holds at most ${MAX_LINES} lines.`;
  const lines = rows.map((row, at) => {
    const rate = row.rate === undefined || row.rate === null || row.rate === '' ? undefined : Number(row.rate);
    return {
      lineId: text(row.lineId) || `L${at + 1}`,
      itemId: text(row.itemId),
      qty: Number(row.qty),
      ...(rate === undefined ? {} : { rate }),
    };
  });
  if (new Set(lines.map((line) => line.lineId)).size !== lines.length) return 'Two lines of the sale have the same id.';
  return {
    billId,
    outlet: text(header.outlet),
    customer: text(header.customer),
    discount: made.discount,
    discountReason: made.discountReason,
    lines,
    settle: { ...settle, billno: 0, billId },
  };
}
