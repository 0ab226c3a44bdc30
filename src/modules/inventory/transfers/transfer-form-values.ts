import type { FieldErrors, Resolver } from 'react-hook-form';
import { transferDraftProblems, type DraftContext, type TransferDraft } from './transfer-rules';
import type { TransferKind } from './transfer-types';

export interface TransferLineValues {
  itemId: string;
  gin: string;
  /** As typed. */
  qty: string;
}

export interface TransferFormValues {
  dat: string;
  fromBranch: string;
  toBranch: string;
  fromStore: string;
  toStore: string;
  descriptio: string;
  lines: TransferLineValues[];
}

export const emptyLine = (): TransferLineValues => ({ itemId: '', gin: '', qty: '' });

export const emptyTransfer = (today: string, branch: string): TransferFormValues => ({
  dat: today,
  fromBranch: branch,
  toBranch: '',
  fromStore: '',
  toStore: '',
  descriptio: '',
  lines: [emptyLine()],
});

/** The draft the values describe: texts trimmed, a blank or unreadable quantity is null. */
export function toDraft(values: TransferFormValues): TransferDraft {
  return {
    dat: values.dat,
    fromBranch: values.fromBranch,
    toBranch: values.toBranch,
    fromStore: values.fromStore,
    toStore: values.toStore,
    descriptio: values.descriptio.trim(),
    lines: values.lines.map((line) => ({
      itemId: line.itemId,
      gin: line.gin,
      qty: line.qty.trim() === '' ? null : Number(line.qty.replace(/,/g, '')),
    })),
  };
}

/**
 * The save's body (contract-style, ours):
 * `{ header: { dat, fromStore, toStore, (fromBranch, toBranch,) descriptio }, lines: [{ sno, itemId, qty, gin? }] }`.
 */
export function toSaveBody(kind: TransferKind, draft: TransferDraft) {
  const header = {
    dat: draft.dat,
    fromStore: draft.fromStore,
    toStore: draft.toStore,
    descriptio: draft.descriptio,
    ...(kind === 'branch' ? { fromBranch: draft.fromBranch, toBranch: draft.toBranch } : {}),
  };
  const lines = draft.lines.map((line, index) => ({
    sno: index + 1,
    itemId: line.itemId,
    qty: line.qty ?? 0,
    ...(line.gin ? { gin: line.gin } : {}),
  }));
  return { header, lines, traCheck: 1 as const };
}

/**
 * A server's or the rules' path (`header.toStore`, `lines.0.qty`, `lines`) as the form's (`toStore`, `lines.0.qty`,
 * `lines.root`).
 */
export const formPath = (path: string): string => (path === 'lines' ? 'lines.root' : path.replace(/^header\./, ''));

function nest(problems: Record<string, string>): FieldErrors<TransferFormValues> {
  const result: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const parts = formPath(path).split('.');
    let at = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) at[part] = { type: 'rule', message };
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result as FieldErrors<TransferFormValues>;
}

/** Checks with the same rules the server applies, against the source store's stock as last loaded. */
export function transferResolver(kind: TransferKind, today: string): Resolver<TransferFormValues, DraftContext> {
  return (values, context) => {
    const problems = transferDraftProblems(kind, toDraft(values), context ?? { today, items: () => undefined });
    return Object.keys(problems).length === 0 ? { values, errors: {} } : { values: {}, errors: nest(problems) };
  };
}
