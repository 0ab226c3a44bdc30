import { isPaise, sumPaise } from '../../lib/money/money';
import type { Paise } from '../../lib/money/money';

/** An account as `AccountsAssign.Account` / `FinexecDet.Accname` carry it. */
export type AccountId = number | string;

/** An `AccountsAssign` row as the wire carries it. */
export interface AccountAssignment {
  module?: string | null;
  transcode: string;
  account?: AccountId | null;
}

/** Posting code (upper case) → account. */
export type AccountMapping = ReadonlyMap<string, AccountId>;

/**
 * The mapping of one module's `AccountsAssign` rows (rows without a module count). Codes compare
 * without regard to case, as the server's SQL Server does; a row without an account maps nothing.
 */
export function accountMappingFrom(rows: readonly AccountAssignment[], module: string): AccountMapping {
  const mapping = new Map<string, AccountId>();
  for (const row of rows) {
    if (row.module != null && row.module !== '' && row.module.toUpperCase() !== module.toUpperCase()) continue;
    if (row.account == null || row.account === '') continue;
    mapping.set(row.transcode.toUpperCase(), row.account);
  }
  return mapping;
}

/**
 * One side of a voucher in the making: + debit, − credit, in paise. `account` skips the mapping (an account the person
 * chose).
 */
export interface PostingEntry {
  code: string;
  amountPaise: Paise;
  account?: AccountId;
}

/** A `FinexecDet` line: one of debit and credit is 0 (paise). `code` is the posting code it came from. */
export interface VoucherLine {
  code: string;
  account: AccountId;
  debit: Paise;
  credit: Paise;
}

/** A voucher to post, or every posting code it needs that has no account (then nothing is posted). */
export type Voucher = { lines: VoucherLine[] } | { missing: string[] };

/** Did the voucher come out whole? */
export const isPostable = (voucher: Voucher): voucher is { lines: VoucherLine[] } => 'lines' in voucher;

/**
 * The voucher of these entries: entries of the same code (and chosen account) are added up, zero
 * amounts give no line, lines keep the order of the entries. When a code a line needs has no
 * account, the answer is `{ missing }` with every such code, once each, in order. Entries that do
 * not balance, or are not whole paise, are a bug of the caller: it throws.
 */
export function buildVoucher(entries: readonly PostingEntry[], mapping: AccountMapping): Voucher {
  if (!entries.every((entry) => isPaise(entry.amountPaise)))
    throw new RangeError('Voucher amounts must be whole paise');
  if (sumPaise(entries.map((entry) => entry.amountPaise)) !== 0) throw new RangeError('Voucher entries do not balance');
  const merged = new Map<string, PostingEntry>();
  for (const entry of entries) {
    const key = `${entry.code.toUpperCase()}\u0000${entry.account ?? ''}`;
    const before = merged.get(key);
    merged.set(key, before ? { ...before, amountPaise: before.amountPaise + entry.amountPaise } : { ...entry });
  }
  const needed = [...merged.values()].filter((entry) => entry.amountPaise !== 0);
  const missing = [
    ...new Set(
      needed
        .filter((entry) => entry.account === undefined && !mapping.has(entry.code.toUpperCase()))
        .map((entry) => entry.code),
    ),
  ];
  if (missing.length > 0) return { missing };
  return {
    lines: needed.map((entry) => ({
      code: entry.code,
      account: entry.account ?? mapping.get(entry.code.toUpperCase())!,
      debit: Math.max(entry.amountPaise, 0),
      credit: Math.max(-entry.amountPaise, 0),
    })),
  };
}
