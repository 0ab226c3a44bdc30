import { isRupeeAmount, toPaise } from '../../../lib/money/money';
import { RECEIPT_MODES, type ReceiptMode } from '../../../modules/pos/receipts/domain/receipt-types';
import type { ReceiptFigures } from '../../../modules/pos/receipts/domain/receipt-allocation';
import { record } from './receipt-common';
import { text } from '../../core/billing/billing-access';

/** A receipt as sent, read: the figures in paise, the bill-wise lines as typed (none: oldest first). */
export interface ReceiptRequest {
  partyId: string;
  figures: ReceiptFigures;
  /** The base the client reckoned (BaseAmt), when it sent one. */
  baseAmtPaise: number | null;
  modeOfPayment: ReceiptMode;
  revAccount: string;
  remarks: string;
  lines: Array<{ billId: string; amountPaise: number }>;
}

const AMOUNTS = [
  ['receiptAmt', 'receiptPaise'],
  ['tds', 'tdsPaise'],
  ['rebate', 'rebatePaise'],
  ['others', 'othersPaise'],
  ['creditAdjusted', 'creditPaise'],
] as const;

const amountOf = (value: unknown): number | null => {
  const amount = value === undefined || value === null || value === '' ? 0 : Number(value);
  return Number.isFinite(amount) && isRupeeAmount(amount) ? amount : null;
};

/** `{ header, lines }` of SetPartyReceipt read, or the problems beside each field (ASP.NET Core's `errors`). */
export function readReceiptRequest(
  body: Record<string, unknown>,
): ReceiptRequest | { problems: Record<string, string> } {
  const header = record(body.header);
  const problems: Record<string, string> = {};
  const figures: ReceiptFigures = { receiptPaise: 0, tdsPaise: 0, rebatePaise: 0, othersPaise: 0, creditPaise: 0 };
  for (const [field, key] of AMOUNTS) {
    const amount = amountOf(header[field]);
    if (amount === null) problems[field] = 'Enter an amount in rupees with at most two decimals';
    else figures[key] = toPaise(amount);
  }
  const partyId = text(header.partyId);
  if (!partyId) problems.partyId = 'Choose the customer';
  const mode = text(header.modeOfPayment);
  if (!RECEIPT_MODES.includes(mode as ReceiptMode)) problems.modeOfPayment = 'Choose cash, bank or wallet';
  const remarks = text(header.remarks);
  if (remarks.length > 200) problems.remarks = 'At most 200 characters';
  const typed = Array.isArray(body.lines) ? body.lines.map(record) : [];
  const lines = typed.flatMap((line, index) => {
    const amount = amountOf(line.paymentAmount);
    if (amount === null || amount < 0) {
      problems[`lines.${index}.paymentAmount`] = 'Enter an amount of 0 or more with at most two decimals';
      return [];
    }
    return [{ billId: text(line.onTraId), amountPaise: toPaise(amount) }];
  });
  const sentBase =
    header.baseAmt === undefined || header.baseAmt === null || header.baseAmt === '' ? null : amountOf(header.baseAmt);
  if (sentBase === null && !(header.baseAmt === undefined || header.baseAmt === null || header.baseAmt === ''))
    problems.baseAmt = 'Enter an amount in rupees with at most two decimals';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    partyId,
    figures,
    baseAmtPaise: sentBase === null ? null : toPaise(sentBase),
    modeOfPayment: mode as ReceiptMode,
    revAccount: text(header.revAccount),
    remarks,
    lines,
  };
}
