import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { CForm, FolioLine, Reservation, Stay } from '../../../domain/stay-types';

/** A night audit as stored (fo-store's NightAuditRecord has these fields). */
export interface NightAuditSummary {
  dat: string;
  at: string;
  user: string;
  roomsPosted: number;
  roomRevenue: number;
  taxes: number;
  noShows: readonly string[];
  dueOutsNotLeft: readonly string[];
}

export interface RoomInfo {
  roomNo: string;
  category: string;
  active: boolean;
  /** A room out of order: its window, both days held out of service ('' for an open end). */
  outOfOrder?: { from: string; to: string };
}

/** What the front office reports and dashboard are computed from: the stored records, read once. */
export interface FoReportSources {
  stays: readonly Stay[];
  lines: readonly FolioLine[];
  reservations: readonly Reservation[];
  cforms: readonly CForm[];
  audits: readonly NightAuditSummary[];
  rooms: readonly RoomInfo[];
  /** Charge head code → name (post-charges master). */
  heads: ReadonlyMap<string, string>;
  hotelDate: string;
  /** Now, yyyy-MM-ddTHH:mm (C-Form hours). */
  now: string;
}

export interface Period {
  from: string;
  to: string;
}

export const inPeriod = (date: string, { from, to }: Period) => date >= from && date <= to;

export const dayOf = (stamp: string) => stamp.slice(0, 10);

export const nextDay = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');

/** Every date of the period, first to last. */
export function daysOf({ from, to }: Period): string[] {
  const count = differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => format(addDays(parseISO(from), index), 'yyyy-MM-dd'));
}

/** The live (not cancelled) folio lines. */
export const liveLines = (lines: readonly FolioLine[]) => lines.filter((line) => !line.cancelled);

export const byRoomNo = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** The folio lines of each stay, indexed once. */
export function linesByStay(lines: readonly FolioLine[]): Map<string, FolioLine[]> {
  const index = new Map<string, FolioLine[]>();
  for (const line of lines) {
    const list = index.get(line.stayNo);
    if (list) list.push(line);
    else index.set(line.stayNo, [line]);
  }
  return index;
}

export const STAY_STATUS_LABELS: Readonly<Record<Stay['status'], string>> = {
  IN_HOUSE: 'In house',
  CHECKOUT_PENDING: 'Check-out half done',
  CHECKED_OUT: 'Checked out',
  CANCELLED: 'Cancelled',
};

export const STAY_KIND_LABELS: Readonly<Record<Stay['kind'], string>> = {
  GUEST: 'Guest',
  QUICK: 'Quick check-in',
  HOUSE: 'House guest',
};
