import { isQuantity } from '../../../lib/quantity/quantity';
import type { RefundMode } from '../../../modules/pos/returns/domain/returns-types';
import { text } from '../../core/billing/billing-access';

export interface SaleReturnInput {
  billNo: number;
  refundMode: RefundMode;
  reason: string;
  total: number | null; // the refund the cashier saw; null: not sent
  lines: Array<{ lineId: string; qty: number }>;
}

type Body = Record<string, unknown>;
const objectOf = (value: unknown): Body => (typeof value === 'object' && value !== null ? (value as Body) : {});

/** SetSaleReturn's body as the server reads it: a malformed quantity is NaN here and refused with its line. */
export function readSaleReturn(raw: Body): SaleReturnInput {
  const header = objectOf(raw.header);
  const lines = Array.isArray(raw.lines) ? raw.lines.map(objectOf) : [];
  const total = Number(header.total);
  return {
    billNo: Number(header.billNo),
    refundMode: text(header.refundMode).toUpperCase() === 'CREDIT' ? 'CREDIT' : 'CASH',
    reason: text(header.reason),
    total: header.total === undefined || header.total === null || !Number.isFinite(total) ? null : total,
    lines: lines.map((line) => {
      const qty = Number(line.qty);
      return { lineId: text(line.lineId), qty: Number.isFinite(qty) && isQuantity(qty) ? qty : Number.NaN };
    }),
  };
}
