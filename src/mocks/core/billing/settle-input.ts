import { SETTLE_MODES, type SettleInput, type SettleMode, type Tender } from '../../../kits/billing/domain/bill-types';
import { text } from './billing-access';

type Row = Record<string, unknown>;

const isMode = (value: unknown): value is SettleMode =>
  typeof value === 'string' && (SETTLE_MODES as readonly string[]).includes(value);
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/** One tender as sent: its mode and amount, and only the fields of its mode. */
function tenderOf(row: Row): Tender | string {
  const mode = text(row.mode).toUpperCase();
  if (!isMode(mode)) return `${mode || 'A payment'} is not a way to settle a bill (${SETTLE_MODES.join(', ')}).`;
  const tender: Tender = { mode, amount: amount(row.amount) };
  if (!Number.isFinite(tender.amount)) return `${mode}: enter the amount.`;
  if (mode === 'CASH' && row.tendered !== undefined && row.tendered !== null && row.tendered !== '')
    tender.tendered = amount(row.tendered);
  if ((mode === 'CARD' || mode === 'UPI') && text(row.reference)) tender.reference = text(row.reference);
  if (mode === 'CREDIT') tender.customer = text(row.customer);
  if (mode === 'ROOM') tender.room = text(row.room);
  return tender;
}

/**
 * The settlement a request asks for: the contract's `{ billno, settlemode }` and ours `{ settleId, billId,
 * tenders }`. Without tenders, the bill is settled whole in `settlemode` (filled in once the bill's total is
 * known). Answers the refusal text when the body cannot be a settlement.
 */
export function settleInputOf(body: Row, fallbackId: string): SettleInput | string {
  const settlemode = text(body.settlemode).toUpperCase();
  if (!isMode(settlemode) && settlemode !== 'SPLIT')
    return `${settlemode || 'No settlement mode'}: settle in ${SETTLE_MODES.join(', ')} or SPLIT.`;
  // The customer's own client sends no settleId: the request's Idempotency-Key, else a new id, stands for it.
  const settleId = text(body.settleId) || fallbackId;
  const tenders: Tender[] = [];
  for (const row of Array.isArray(body.tenders) ? (body.tenders as unknown[]) : []) {
    const tender = tenderOf(typeof row === 'object' && row !== null ? (row as Row) : {});
    if (typeof tender === 'string') return tender;
    tenders.push(tender);
  }
  const billId = text(body.billId);
  const part = Number.isInteger(body.part) ? (body.part as number) : undefined;
  return {
    billno: Number(body.billno) || 0,
    settlemode,
    settleId,
    ...(billId ? { billId } : {}),
    ...(billId && part !== undefined ? { part } : {}),
    tenders,
  };
}
