import type { TransferDraft } from '../../modules/inventory/transfers/transfer-rules';

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function quantity(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return null;
}

/**
 * `{ header: { dat, fromStore, toStore, fromBranch?, toBranch?, descriptio }, lines: [{ sno, itemId, qty, gin? }] }`,
 * read case-insensitively enough (the server's JSON is).
 */
export function readTransferDraft(body: Record<string, unknown>): TransferDraft {
  const header = record(body.header);
  const lines = Array.isArray(body.lines) ? body.lines.map(record) : [];
  return {
    dat: text(header.dat).slice(0, 10),
    fromBranch: text(header.fromBranch),
    toBranch: text(header.toBranch),
    fromStore: text(header.fromStore),
    toStore: text(header.toStore),
    descriptio: text(header.descriptio),
    lines: lines.map((line) => ({
      itemId: text(line.itemId ?? line.itemid),
      gin: text(line.gin),
      qty: quantity(line.qty),
    })),
  };
}

export const recordIdOf = (body: Record<string, unknown>): string =>
  text(record(body.header).recordId ?? body.recordId);

export const traCheckOf = (body: Record<string, unknown>): number => Number(body.traCheck ?? body.tracheck);
