import { businessDate } from '../../modules/frontoffice/domain/hotel-day';
import { DEFAULT_FO_SETTINGS, type FoSettings } from '../../modules/frontoffice/domain/fo-settings';
import type { CForm, FolioLine, Reservation, Stay, StayGroup } from '../../modules/frontoffice/domain/stay-types';
import { serverToday } from '../accounts/ledger-seeding';
import { listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';

/**
 * The front office's stored records (issue 18), one place for every area's reads and writes. Every write that reads
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
 * first time any of them is read (seeds/stay-seed.ts).
 */
async function ensureStaysSeeded(companyCode: number): Promise<void> {
  await ensureSeeded(FO_STORE.rooms, companyCode);
  const seed = () => import('./seeds/stay-seed').then((module) => module.frontOfficeStartingRecords(companyCode));
  await seedOnce(FO_STORE.stays, companyCode, async () => (await seed()).stays);
  await seedOnce(FO_STORE.reservations, companyCode, async () => (await seed()).reservations);
  await seedOnce(FO_STORE.cforms, companyCode, async () => (await seed()).cforms);
}

export async function reservationsOf(companyCode: number): Promise<Reservation[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<Reservation>(FO_STORE.reservations, companyCode);
}

export const writeReservation = (companyCode: number, row: Reservation) => writeRecord(FO_STORE.reservations, companyCode, row.reservationId, row);

export async function cformsOf(companyCode: number): Promise<CForm[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<CForm>(FO_STORE.cforms, companyCode);
}

export const writeCForm = (companyCode: number, row: CForm) => writeRecord(FO_STORE.cforms, companyCode, row.cformNo, row);

export const groupsOf = (companyCode: number) => listRecords<StayGroup>(FO_STORE.groups, companyCode);

export const writeGroup = (companyCode: number, row: StayGroup) => writeRecord(FO_STORE.groups, companyCode, row.groupId, row);

export async function staysOf(companyCode: number): Promise<Stay[]> {
  await ensureStaysSeeded(companyCode);
  return listRecords<Stay>(FO_STORE.stays, companyCode);
}

export async function stayOf(companyCode: number, stayNo: string): Promise<Stay | undefined> {
  await ensureStaysSeeded(companyCode);
  return readRecord<Stay>(FO_STORE.stays, companyCode, stayNo);
}

export const writeStay = (companyCode: number, stay: Stay) => writeRecord(FO_STORE.stays, companyCode, stay.stayNo, stay);

/** The stays still in a room: in house, or with the final bill prepared and not yet settled. */
export async function openStays(companyCode: number): Promise<Stay[]> {
  return (await staysOf(companyCode)).filter((stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING');
}

/** The stay in a room now (in house or with its check-out half done), if any. */
export async function stayInRoom(companyCode: number, room: string): Promise<Stay | undefined> {
  return (await openStays(companyCode)).find((stay) => stay.room === room);
}

export async function folioLinesOf(companyCode: number, stayNo?: string): Promise<FolioLine[]> {
  const lines = await listRecords<FolioLine>(FO_STORE.folioLines, companyCode);
  return stayNo === undefined ? lines : lines.filter((line) => line.stayNo === stayNo);
}

export async function writeFolioLines(companyCode: number, lines: readonly FolioLine[]): Promise<void> {
  for (const line of lines) await writeRecord(FO_STORE.folioLines, companyCode, line.id, line);
}

export async function foSettingsOf(companyCode: number): Promise<FoSettings> {
  return { ...DEFAULT_FO_SETTINGS, ...((await readRecord<Partial<FoSettings>>(FO_STORE.settings, companyCode, 'settings')) ?? {}) };
}

export const writeFoSettings = (companyCode: number, settings: FoSettings) => writeRecord(FO_STORE.settings, companyCode, 'settings', settings);

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

export const auditsOf = (companyCode: number) => listRecords<NightAuditRecord>(FO_STORE.audits, companyCode);

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

/** Sets a room's status in the rooms master (VACANT clean, DIRTY, OCCUPIED, OUT_OF_ORDER), keeping its other fields. */
export async function setRoomStatus(companyCode: number, roomNo: string, status: string, extra: Record<string, unknown> = {}): Promise<void> {
  const row = await readRecord<Record<string, unknown>>(FO_STORE.rooms, companyCode, roomNo);
  if (row) await writeRecord(FO_STORE.rooms, companyCode, roomNo, { ...row, ...extra, status });
}
