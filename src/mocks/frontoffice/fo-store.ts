import { FO_PREFIXES, nextFoNumber, type FoSeries } from '../../modules/frontoffice/domain/fo-numbers';
import { businessDate } from '../../modules/frontoffice/domain/hotel-day';
import { DEFAULT_FO_SETTINGS, type FoSettings } from '../../modules/frontoffice/domain/fo-settings';
import type { CForm, FolioLine, Reservation, Stay, StayGroup } from '../../modules/frontoffice/domain/stay-types';
import { serverToday } from '../core/server-dates';
import { listRecords, listRecordsByIdPrefix, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { nowStamp } from './fo-session';

/**
 * The front office's stored records, one place for every area's reads and writes. Every write that reads
 * then changes stays, folios, room states or number series runs inside the company's write queue
 * (src/mocks/core/write-queue.ts `oneAtATime`, reached through `foWrite` in fo-session.ts).
 */
export const FO_STORE = {
  stays: 'frontoffice.stays', // key: stayNo
  folioLines: 'frontoffice.folio-lines', // key: line id
  settings: 'frontoffice.settings', // key: 'settings'
  audits: 'frontoffice.night-audits', // key: the audited date (yyyy-MM-dd)
  rooms: 'frontoffice.rooms', // the rooms master (key roomNo); its `status` is kept by the front office's transactions
  guests: 'frontoffice.guests', // the guests master (key guestId)
  reservations: 'frontoffice.reservations', // key: reservationId
  cforms: 'frontoffice.cforms', // key: cformNo
  groups: 'frontoffice.groups', // key: groupId
} as const;

/**
 * The hotel's starting stays, reservations and C-Forms (in-house guests on the rooms seeded occupied), written the
 * first time any of them is read (seeds/stay-seed.ts), without the nights audited before today.
 */
export async function startingStaysSeeded(companyCode: number): Promise<void> {
  await ensureSeeded(FO_STORE.rooms, companyCode);
  const seed = () => import('./seeds/stay-seed').then((module) => module.frontOfficeStartingRecords(companyCode));
  await seedOnce(FO_STORE.stays, companyCode, async () => (await seed()).stays);
  await seedOnce(FO_STORE.reservations, companyCode, async () => (await seed()).reservations);
  await seedOnce(FO_STORE.cforms, companyCode, async () => (await seed()).cforms);
}

type Seeder = (companyCode: number) => Promise<void>;
let historySeeder: Seeder | null = null;

/**
 * The seeder of the nights the starting guests stayed before today (their folio lines, vouchers and audits). It posts
 * through the audit's writers, which import this file, so it registers here (fo-seeders.ts) instead of being imported.
 */
export function registerFoHistorySeeder(seeder: Seeder): void {
  historySeeder = seeder;
}

/** The starting stays and the history of their nights, before any of them, a folio or an audit is read. */
async function ensureStaysSeeded(companyCode: number): Promise<void> {
  await startingStaysSeeded(companyCode);
  await historySeeder?.(companyCode);
}

export async function reservationsOf(companyCode: number): Promise<Reservation[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<Reservation>(FO_STORE.reservations, companyCode);
}

export const writeReservation = (companyCode: number, row: Reservation) =>
  writeRecord(FO_STORE.reservations, companyCode, row.reservationId, row);

export async function cformsOf(companyCode: number): Promise<CForm[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<CForm>(FO_STORE.cforms, companyCode);
}

export const writeCForm = (companyCode: number, row: CForm) =>
  writeRecord(FO_STORE.cforms, companyCode, row.cformNo, row);

export const groupsOf = (companyCode: number) => listRecords<StayGroup>(FO_STORE.groups, companyCode);

export const writeGroup = (companyCode: number, row: StayGroup) =>
  writeRecord(FO_STORE.groups, companyCode, row.groupId, row);

export async function staysOf(companyCode: number): Promise<Stay[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<Stay>(FO_STORE.stays, companyCode);
}

export async function stayOf(companyCode: number, stayNo: string): Promise<Stay | undefined> {
  await ensureStaysSeeded(companyCode);
  return readRecord<Stay>(FO_STORE.stays, companyCode, stayNo);
}

const isOpen = (stay: Stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING';
const OPEN_INDEX = 'frontoffice.stay-index';

/**
 * The open stays' numbers (record 'frontoffice.stay-index' 'open'), kept by writeStay, so the panel, the POS and the
 * pickers read a few hundred stays, not a year of them. Built from every stay the first time it is missing.
 */
async function openIndex(companyCode: number): Promise<Set<string>> {
  const index = await readRecord<{ stayNos: string[] }>(OPEN_INDEX, companyCode, 'open');
  if (index) return new Set(index.stayNos);
  const open = (await staysOf(companyCode)).filter(isOpen).map((stay) => stay.stayNo);
  await writeRecord(OPEN_INDEX, companyCode, 'open', { stayNos: open });
  return new Set(open);
}

/** Writes a stay (always through here: it keeps the open stays' index). Call inside the write queue. */
export async function writeStay(companyCode: number, stay: Stay): Promise<void> {
  const index = await openIndex(companyCode);
  await writeRecord(FO_STORE.stays, companyCode, stay.stayNo, stay);
  const was = index.has(stay.stayNo);
  if (was === isOpen(stay)) return;
  if (isOpen(stay)) index.add(stay.stayNo);
  else index.delete(stay.stayNo);
  await writeRecord(OPEN_INDEX, companyCode, 'open', { stayNos: [...index] });
}

/** The stays still in a room: in house, or with the final bill prepared and not yet settled. */
export async function openStays(companyCode: number): Promise<Stay[]> {
  await ensureStaysSeeded(companyCode);
  const stays = await Promise.all(
    [...(await openIndex(companyCode))].map((stayNo) => readRecord<Stay>(FO_STORE.stays, companyCode, stayNo)),
  );
  return stays.filter((stay): stay is Stay => stay !== undefined && isOpen(stay));
}

/** The stay numbers already used with this prefix (e.g. 'CHK26-11/'), for nextFoNumber: one key range. */
export async function stayNumbersOf(companyCode: number, prefix: string): Promise<string[]> {
  await ensureStaysSeeded(companyCode);
  return (await listRecordsByIdPrefix<Stay>(FO_STORE.stays, companyCode, prefix)).map((stay) => stay.stayNo);
}

/** The stay in a room now (in house or with its check-out half done), if any. */
export async function stayInRoom(companyCode: number, room: string): Promise<Stay | undefined> {
  return (await openStays(companyCode)).find((stay) => stay.room === room);
}

/**
 * Folio lines: one stay's (every line id starts with `<stayNo>|`, so this is one key range) or, without a stay,
 * every line of the company (reports).
 */
export async function folioLinesOf(companyCode: number, stayNo?: string): Promise<FolioLine[]> {
  // A stay's number comes from a read of the stays, which put the starting history in place; every line is a report's
  // read, which may come first.
  if (stayNo === undefined) {
    await ensureStaysSeeded(companyCode);
    return listRecords<FolioLine>(FO_STORE.folioLines, companyCode);
  }
  return listRecordsByIdPrefix<FolioLine>(FO_STORE.folioLines, companyCode, `${stayNo}|`);
}

const SERIES = 'frontoffice.series'; // key: a series' month head (e.g. 'FAR26-11/'), { last: the highest number used }
const NUMBERED = /^([A-Z]{3}\d{2}-\d{2}\/)\d{4,}$/;

/**
 * Writes folio lines; every line's id must start with `<stayNo>|` (folioLinesOf reads a stay's lines by that prefix).
 * A line whose reference is a front office number (FAR26-11/0007...) moves its series' counter on.
 */
export async function writeFolioLines(companyCode: number, lines: readonly FolioLine[]): Promise<void> {
  const highest = new Map<string, string>();
  for (const line of lines) {
    if (!line.id.startsWith(`${line.stayNo}|`))
      throw new Error(`folio line ${line.id} does not start with its stay ${line.stayNo}|`);
    await writeRecord(FO_STORE.folioLines, companyCode, line.id, line);
    const head = NUMBERED.exec(line.reference)?.[1];
    if (head && line.reference > (highest.get(head) ?? '')) highest.set(head, line.reference);
  }
  for (const [head, reference] of highest) {
    const stored = await readRecord<{ last: string }>(SERIES, companyCode, head);
    if (stored && stored.last.localeCompare(reference, 'en', { numeric: true }) < 0)
      await writeRecord(SERIES, companyCode, head, { last: reference });
  }
}

/**
 * The next number of a series the folio lines carry as their reference (advances FAR, refunds FRF, charges FPC...)
 * on `date`, whichever area wrote them: from the series' month counter, which the first call of a month builds from
 * the folio lines (one read of them all; never again that month). Nothing is reserved: the number is used when a
 * line carrying it is written, so a refused save leaves no gap. Call inside the write queue.
 */
export async function nextFolioReference(companyCode: number, series: FoSeries, date: string): Promise<string> {
  const head = `${FO_PREFIXES[series]}${date.slice(2, 4)}-${date.slice(5, 7)}/`;
  let stored = await readRecord<{ last: string }>(SERIES, companyCode, head);
  if (!stored) {
    const used = (await folioLinesOf(companyCode))
      .map((line) => line.reference)
      .filter((reference) => reference.startsWith(head));
    stored = { last: used.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1) ?? '' };
    await writeRecord(SERIES, companyCode, head, stored);
  }
  return nextFoNumber(series, date, [stored.last]);
}

export async function foSettingsOf(companyCode: number): Promise<FoSettings> {
  return {
    ...DEFAULT_FO_SETTINGS,
    ...((await readRecord<Partial<FoSettings>>(FO_STORE.settings, companyCode, 'settings')) ?? {}),
  };
}

export const writeFoSettings = (companyCode: number, settings: FoSettings) =>
  writeRecord(FO_STORE.settings, companyCode, 'settings', settings);

/** A night audit's record: the date closed, when, by whom, and what it did. */
export interface NightAuditRecord {
  dat: string;
  at: string;
  user: string;
  roomsPosted: number;
  roomRevenue: number;
  taxes: number;
  noShows: string[]; // reservation ids
  dueOutsNotLeft: string[]; // stay numbers
  voucher: string;
}

export async function auditsOf(companyCode: number): Promise<NightAuditRecord[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<NightAuditRecord>(FO_STORE.audits, companyCode);
}

/** The hotel's business date: the day after the last audited night, else the calendar day (see hotel-day.ts). */
export async function hotelDate(companyCode: number): Promise<string> {
  const audited = (await auditsOf(companyCode)).map((audit) => audit.dat).sort();
  return businessDate(audited.at(-1) ?? null, serverToday());
}

/** The rooms master's rows (seeded on first use). */
export async function roomRows(companyCode: number): Promise<Record<string, unknown>[]> {
  await ensureSeeded(FO_STORE.rooms, companyCode);
  return listRecords<Record<string, unknown>>(FO_STORE.rooms, companyCode);
}

/**
 * Sets a room's status in the rooms master (VACANT clean, DIRTY, OCCUPIED, OUT_OF_ORDER), keeping its other fields;
 * a change of status stamps `statusSince` (housekeeping shows since when a room is dirty), and leaving OUT_OF_ORDER
 * clears its window (outOfOrderReason, outOfOrderFrom, outOfOrderTo) unless `extra` sets them.
 */
export async function setRoomStatus(
  companyCode: number,
  roomNo: string,
  status: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const row = await readRecord<Record<string, unknown>>(FO_STORE.rooms, companyCode, roomNo);
  if (!row) return;
  const changed = row.status !== status;
  const window = status === 'OUT_OF_ORDER' ? {} : { outOfOrderReason: '', outOfOrderFrom: '', outOfOrderTo: '' };
  await writeRecord(FO_STORE.rooms, companyCode, roomNo, {
    ...row,
    ...window,
    ...(changed ? { statusSince: nowStamp() } : {}),
    ...extra,
    status,
  });
}
