import { openingSetFor } from '../../../kits/accounting/balances';
import { compareCodes } from './chart-order';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { AccountBook, AccountBookRow, DayBookRow, Period } from './statements-types';

/**
 * A voucher id's sort key: the day's number (after the last '-') zero-padded, so plain text order is the natural order.
 */
function voucherKey(id: string): string {
  const cut = id.lastIndexOf('-');
  const number = id.slice(cut + 1);
  return /^\d{1,15}$/.test(number) ? `${id.slice(0, cut + 1)}${number.padStart(15, '0')}` : id;
}

/**
 * Voucher ids in order: as text, except that the day's number after the last '-' counts as a
 * number, so PAY-20260401-E001-9 comes before PAY-20260401-E001-10.
 */
export const compareVoucherIds = (a: string, b: string): number =>
  compareCodes(voucherKey(a), voucherKey(b)) || compareCodes(a, b);

/** Each distinct value's place in sorted order. */
function ranks(values: Iterable<string>, keyOf: (value: string) => string): Map<string, number> {
  const keyed = [...new Set(values)].map((value) => [value, keyOf(value)] as const);
  keyed.sort((a, b) => compareCodes(a[1], b[1]) || compareCodes(a[0], b[0]));
  return new Map(keyed.map(([value], rank) => [value, rank]));
}

/**
 * Entries by date, then voucher (compareVoucherIds), then (when asked) debit lines before credit
 * lines, otherwise as given. Dates and vouchers are ranked once; each entry's place folds into one
 * number, and a native numeric sort orders 100,000 entries in a few ms.
 */
function sortEntries(list: readonly LedgerEntry[], debitsFirst: boolean): LedgerEntry[] {
  const count = list.length;
  const dateRanks = ranks(
    list.map((entry) => entry.date),
    (date) => date,
  );
  const voucherRanks = ranks(
    list.map((entry) => entry.voucher),
    voucherKey,
  );
  const sideOf = (entry: LedgerEntry) => (debitsFirst && !(entry.debit > 0) ? 1 : 0);
  const placeOf = (entry: LedgerEntry) =>
    (dateRanks.get(entry.date)! * voucherRanks.size + voucherRanks.get(entry.voucher)!) * 2 + sideOf(entry);
  if (dateRanks.size * voucherRanks.size * 2 * count < Number.MAX_SAFE_INTEGER) {
    const keys = new Float64Array(count);
    list.forEach((entry, index) => {
      keys[index] = placeOf(entry) * count + index;
    });
    keys.sort();
    return Array.from(keys, (key) => list[key % count]!);
  }
  const keyed = list.map((entry, index) => ({ entry, index, place: placeOf(entry) }));
  keyed.sort((a, b) => a.place - b.place || a.index - b.index);
  return keyed.map((item) => item.entry);
}

/** Account code to name; a code not in the chart names itself ('' stays ''). */
function namer(chart: Chart): (code: string) => string {
  const names = new Map(chart.accounts.map((account) => [account.code, account.name]));
  return (code) => names.get(code) ?? code;
}

/**
 * One account's book over a period: its opening (balancesAt(from, false)), its entries of the
 * period by date then voucher (otherwise as given), each with the running signed balance, and the
 * totals and closing. The cash book, bank book and detailed ledger.
 */
export function accountBook(
  chart: Chart,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  account: string,
  period: Period,
): AccountBook {
  const { from, to } = period;
  const set = openingSetFor(openings, from);
  let opening = 0;
  for (const line of set?.balances ?? []) if (line.account === account) opening += line.debit - line.credit;
  const start = set?.from ?? '';
  const own: LedgerEntry[] = [];
  for (const entry of entries) {
    if (entry.account !== account || entry.date < start || entry.date > to) continue;
    if (entry.date < from) opening += entry.debit - entry.credit;
    else own.push(entry);
  }
  const nameOf = namer(chart);
  let balance = opening;
  let totalDebit = 0;
  let totalCredit = 0;
  const rows = sortEntries(own, false).map((entry): AccountBookRow => {
    balance += entry.debit - entry.credit;
    totalDebit += entry.debit;
    totalCredit += entry.credit;
    const { date, voucher, type, counter, narration, debit, credit, kind } = entry;
    return {
      date,
      voucher,
      type,
      counter,
      counterName: nameOf(counter),
      narration,
      debit,
      credit,
      balance,
      ...(kind ? { kind } : {}),
    };
  });
  return { account, name: nameOf(account), from, to, opening, rows, totalDebit, totalCredit, closing: balance };
}

/** Every entry of a period (inclusive), by date, then voucher, then debit lines before credit lines. */
export function dayBook(chart: Chart, entries: readonly LedgerEntry[], period: Period): DayBookRow[] {
  const inPeriod = sortEntries(
    entries.filter((entry) => entry.date >= period.from && entry.date <= period.to),
    true,
  );
  const nameOf = namer(chart);
  return inPeriod.map(({ date, voucher, type, account, debit, credit, narration, kind }) => ({
    date,
    voucher,
    type,
    account,
    accountName: nameOf(account),
    debit,
    credit,
    narration,
    ...(kind ? { kind } : {}),
  }));
}
