import { isRupeeAmount } from '../../../lib/money/money';
import { DEBIT_NOTE_KINDS, type DebitNoteKind } from '../../../modules/pos/returns/domain/debit-note-types';
import { text } from '../../core/billing/billing-access';

export interface DebitNoteInput {
  customer: string;
  kind: DebitNoteKind | '';
  reason: string;
  billSeq: string;
  taxCode: string;
  baseAmt: number; // NaN when not an amount of rupees and paise
  totalAmt: number | null; // what the user saw; null: not sent
}

type Body = Record<string, unknown>;
const objectOf = (value: unknown): Body => (typeof value === 'object' && value !== null ? (value as Body) : {});
const isKind = (value: string): value is DebitNoteKind => Object.hasOwn(DEBIT_NOTE_KINDS, value);

/** SetDebitNote's body as the server reads it. */
export function readDebitNote(raw: Body): DebitNoteInput {
  const header = objectOf(raw.header);
  const kind = text(header.kind).toUpperCase();
  const base = Number(header.baseAmt);
  const total = Number(header.totalAmt);
  return {
    customer: text(header.customer),
    kind: isKind(kind) ? kind : '',
    reason: text(header.reason),
    billSeq: text(header.billSeq),
    taxCode: text(header.taxCode),
    baseAmt: Number.isFinite(base) && isRupeeAmount(base) ? base : Number.NaN,
    totalAmt: header.totalAmt === undefined || header.totalAmt === null || !Number.isFinite(total) ? null : total,
  };
}
