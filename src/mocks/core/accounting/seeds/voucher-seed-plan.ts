import type { OpeningSet, PaymentMode, VoucherStatus, VoucherType } from '../../../../kits/accounting/ledger-types';
import { fromPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { voucherId, type Voucher } from '../../../../modules/accounts/ledger/voucher';
import { voucherPostings, voucherTotal } from '../../../../modules/accounts/ledger/voucher-rules';
import { MONTH_NAMES } from '../../../../lib/format/month-names';

/** A small deterministic random source (mulberry32) with the draws the ledger seed needs. */
export interface SeedRng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An amount between two rupee figures, to the paisa. */
  paise(lo: number, hi: number): Paise;
  /** An amount between two rupee figures, in whole multiples of `step` rupees. */
  rounded(lo: number, hi: number, step: number): Paise;
  /**
   * An event about `perDay` times a call on average, steadily: a year's count barely varies, so the books stay
   * sensible.
   */
  cadence(perDay: number): () => boolean;
}

/** The random source for a seed number (e.g. the company code). */
export function seedRng(seed: number): SeedRng {
  let state = (seed * 2654435761) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    paise: (lo, hi) => int(toPaise(lo), toPaise(hi)),
    rounded: (lo, hi, step) =>
      toPaise(int(Math.max(1, Math.ceil(lo / step)), Math.max(1, Math.floor(hi / step))) * step),
    cadence: (perDay) => {
      let due = next();
      return () => {
        due += perDay * (0.5 + next());
        if (due < 1) return false;
        due -= 1;
        return true;
      };
    },
  };
}

/** One day of the seeded year, its parts parsed once. */
export interface SeedDay {
  /** yyyy-MM-dd. */
  date: string;
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** Every day from `first` through `last` (yyyy-MM-dd, inclusive). */
export function seedDays(first: string, last: string): SeedDay[] {
  const days: SeedDay[] = [];
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  for (let at = new Date(Date.UTC(y, m - 1, d)); ; at = new Date(at.getTime() + 86_400_000)) {
    const date = at.toISOString().slice(0, 10);
    if (date > last) break;
    days.push({
      date,
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
      weekday: at.getUTCDay(),
    });
  }
  return days;
}

/** 'October 2026' for a year and a month (1-12; 0 means December of the year before). */
export const monthLabel = (year: number, month: number): string =>
  month === 0 ? `${MONTH_NAMES[11]} ${year - 1}` : `${MONTH_NAMES[month - 1]} ${year}`;
/** '14 Nov'. */
export const shortDate = (day: SeedDay): string => `${day.day} ${MONTH_NAMES[day.month - 1]!.slice(0, 3)}`;
/** Whether a monthly item due on day `dom` falls on this day: on the Monday after when `dom` is a Sunday. */
export const dueOn = (day: SeedDay, dom: number): boolean =>
  (day.day === dom && day.weekday !== 0) || (day.day === dom + 1 && day.weekday === 1);
/** The date `days` days before a day, yyyy-MM-dd. */
export const daysBefore = (day: SeedDay, days: number): string =>
  new Date(Date.UTC(day.year, day.month - 1, day.day - days)).toISOString().slice(0, 10);

/** A voucher before the server's header fields: amounts in paise, on the voucher type's side unless given. */
export interface VoucherDraft {
  type: VoucherType;
  mode?: PaymentMode;
  counter?: string;
  lines: Array<{ account: string; amount: Paise; side?: 'debit' | 'credit'; narration?: string }>;
  narration: string;
  cheque?: { no: string; date: string; bank: string };
  reference?: string;
}

/** Writes a day's vouchers in order (numbers 1, 2, 3..., times through the working day) and keeps running balances. */
export interface LedgerWriter {
  vouchers: Voucher[];
  /** An account's balance so far, debit positive, in paise (cancelled vouchers do not count). */
  balance(account: string): Paise;
  startDay(day: SeedDay): void;
  /** Writes a voucher; a cancellable one is now and then first keyed wrongly and cancelled, then entered again. */
  write(draft: VoucherDraft, cancellable?: boolean): void;
}

const clock = (minutes: number, seconds: number) =>
  [Math.floor(minutes / 60), minutes % 60, seconds].map((part) => String(part).padStart(2, '0')).join(':');

/** The writer of one branch's vouchers, its balances starting from the openings. */
export function ledgerWriter(openings: OpeningSet, branch: string, rng: SeedRng): LedgerWriter {
  const balances = new Map<string, Paise>(openings.balances.map((row) => [row.account, row.debit - row.credit]));
  const vouchers: Voucher[] = [];
  let date = '';
  let number = 0;
  let minutes = 0;
  const push = (draft: VoucherDraft, status: VoucherStatus) => {
    number += 1;
    minutes = Math.min(minutes + rng.int(4, 45), 19 * 60 + 45);
    const side = draft.type === 'REC' ? 'credit' : 'debit';
    const lines = draft.lines.map((line) => {
      const debit = (line.side ?? side) === 'debit';
      const rupees = fromPaise(line.amount);
      return {
        account: line.account,
        debit: debit ? rupees : 0,
        credit: debit ? 0 : rupees,
        narration: line.narration ?? '',
      };
    });
    const { mode = '', counter = '', cheque, reference = '', narration, type } = draft;
    const voucher: Voucher = {
      header: {
        id: voucherId(type, date, branch, number),
        type,
        number,
        date,
        branch,
        mode,
        counterAccount: counter,
        chequeNo: cheque?.no ?? '',
        chequeDate: cheque?.date ?? '',
        bankName: cheque?.bank ?? '',
        reference,
        narration,
        total: 0,
        status,
        printCount: status === 'Active' && rng.chance(0.4) ? 1 : 0,
        createdBy: rng.chance(0.3) ? 'admin' : 'staff',
        createdAt: `${date}T${clock(minutes, rng.int(0, 59))}`,
        modifiedBy: '',
        modifiedAt: '',
      },
      lines,
    };
    voucher.header.total = fromPaise(voucherTotal(voucher));
    vouchers.push(voucher);
    for (const entry of voucherPostings(voucher))
      balances.set(entry.account, (balances.get(entry.account) ?? 0) + entry.debit - entry.credit);
  };
  return {
    vouchers,
    balance: (account) => balances.get(account) ?? 0,
    startDay: (day) => {
      date = day.date;
      number = 0;
      minutes = 9 * 60 + rng.int(10, 40);
    },
    write: (draft, cancellable = false) => {
      if (cancellable && rng.chance(1 / 110)) push(draft, 'Cancelled');
      push(draft, 'Active');
    },
  };
}
