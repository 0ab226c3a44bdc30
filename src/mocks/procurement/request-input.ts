import { wireDay } from '../../lib/format/wire-day';
import type { DraftLine, RequestDraft } from '../../modules/procurement/requests/request-rules';
import type { ApprovalInput } from '../../modules/procurement/requests/request-types';
import { bodyNumber, member } from '../core/body-members';

type Json = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const number = bodyNumber;
/** A date as the server reads it, as 'yyyy-MM-dd'; text it cannot read is kept, so the rules name it. */
const date = (value: unknown) => wireDay(value) ?? text(value);

export interface SaveInput {
  recordId: number;
  draft: RequestDraft;
}

/**
 * `setPurchaseRequest`'s `{ header, details }` (lines under `lines` when `details` is missing) as the rules read it.
 */
export function readSaveInput(body: Json): SaveInput {
  const header = member(body, 'header');
  const rawLines = member(body, 'details') ?? member(body, 'lines');
  const lines = Array.isArray(rawLines) ? rawLines : [];
  return {
    recordId: number(member(header, 'recordId')) ?? 0,
    draft: {
      header: {
        dat: date(member(header, 'dat')),
        department: text(member(header, 'department')),
        empno: text(member(header, 'empno')),
        descriptio: text(member(header, 'descriptio')),
      },
      details: lines.map(
        (line): DraftLine => ({
          itemId: text(member(line, 'itemId')),
          itemDescription: text(member(line, 'itemDescription')),
          purpose: text(member(line, 'purpose')),
          suggestedSupplier: text(member(line, 'suggestedSupplier')),
          qty: number(member(line, 'qty')),
          um: text(member(line, 'um')),
          reqdBy: date(member(line, 'reqdBy')),
        }),
      ),
    },
  };
}

/** `setPurchaseRequestApproval`'s lines: `{ recordId, sno, itemId, approvedQty }`. */
export function readApprovalInput(body: Json): ApprovalInput[] {
  const lines = member(body, 'lines');
  return (Array.isArray(lines) ? lines : []).map((line) => ({
    recordId: number(member(line, 'recordId')) ?? 0,
    sno: number(member(line, 'sno')) ?? 0,
    itemId: text(member(line, 'itemId')),
    approvedQty: number(member(line, 'approvedQty')),
  }));
}
