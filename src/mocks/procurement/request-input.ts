import { wireDay } from '../../modules/procurement/requests/request-dates';
import type { DraftLine, RequestDraft } from '../../modules/procurement/requests/request-rules';
import type { ApprovalInput } from '../../modules/procurement/requests/request-types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A member of a request body, its name matched case-insensitively, as ASP.NET Core binds bodies (`traCheck` or
 * `tracheck`).
 */
export function member(body: unknown, name: string): unknown {
  if (!isObject(body)) return undefined;
  const wanted = name.toLowerCase();
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : body[key];
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** A number as JSON carries it (a numeric string binds too); null for anything else. */
const number = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};
/** A date as the server reads it, as 'yyyy-MM-dd'; text it cannot read is kept, so the rules name it. */
const date = (value: unknown) => wireDay(value) ?? text(value);

/** `tracheck` (1 create, 2 modify, 3 cancel) under any letter case; 0 when missing. */
export const traCheckOf = (body: Json) => number(member(body, 'tracheck')) ?? 0;

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
