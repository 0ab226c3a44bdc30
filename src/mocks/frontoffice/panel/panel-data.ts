import { format, parseISO, subMonths } from 'date-fns';
import { FO_PREFIXES } from '../../../modules/frontoffice/domain/fo-numbers';
import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import type { PanelRoom, PanelStay, RoomStatus } from '../../../modules/frontoffice/panel/domain/panel-types';
import { listRecords, listRecordsByIdPrefix } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { FO_STORE, openStays, roomRows } from '../fo-store';

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const STATUSES: readonly RoomStatus[] = ['VACANT', 'DIRTY', 'OCCUPIED', 'OUT_OF_ORDER'];

/** A rooms master row as the panel reads it. */
export function panelRoomOf(row: Record<string, unknown>): PanelRoom {
  const status = STATUSES.find((one) => one === row.status) ?? 'VACANT';
  return {
    roomNo: text(row.roomNo),
    category: text(row.category),
    floor: Number(row.floor ?? 0),
    status,
    active: row.active !== false,
    outOfOrderReason: text(row.outOfOrderReason),
    outOfOrderFrom: text(row.outOfOrderFrom),
    outOfOrderTo: text(row.outOfOrderTo),
  };
}

export const panelRooms = async (companyCode: number): Promise<PanelRoom[]> =>
  (await roomRows(companyCode)).map(panelRoomOf);

/** A master's rows (seeded on first use). */
export async function masterRows(resource: string, companyCode: number): Promise<Record<string, unknown>[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Record<string, unknown>>(resource, companyCode);
}

export const panelStayOf = (stay: Stay): PanelStay => ({
  stayNo: stay.stayNo,
  room: stay.room,
  guestName: stay.guest.name,
  kind: stay.kind,
  status: stay.status,
  arrival: stay.arrival,
  departure: stay.departure,
  checkedOutAt: stay.checkedOutAt,
});

/**
 * The stays checked in this month or the one before (by their numbers' month: one key range each), so today's
 * departures are counted without reading a year of stays. A guest who left today after a stay begun before last
 * month is not counted among today's departures (an index of departures by day in fo-store would lift this).
 */
export async function recentStays(companyCode: number, hotelDate: string): Promise<Stay[]> {
  await openStays(companyCode); // seeds the stays on first use
  const months = [0, 1].map((back) => format(subMonths(parseISO(hotelDate), back), 'yy-MM'));
  const lists = await Promise.all(
    months.map((month) => listRecordsByIdPrefix<Stay>(FO_STORE.stays, companyCode, `${FO_PREFIXES.stay}${month}/`)),
  );
  return lists.flat();
}

/** The open stays and the stays checked out on the hotel date. */
export async function panelStays(companyCode: number, hotelDate: string): Promise<PanelStay[]> {
  const [open, recent] = await Promise.all([openStays(companyCode), recentStays(companyCode, hotelDate)]);
  const left = recent.filter((stay) => stay.status === 'CHECKED_OUT' && stay.checkedOutAt.slice(0, 10) === hotelDate);
  const arrivedToday = recent.filter(
    (stay) =>
      stay.status !== 'CANCELLED' &&
      stay.arrival.slice(0, 10) === hotelDate &&
      !open.some((one) => one.stayNo === stay.stayNo),
  );
  const seen = new Set<string>();
  return [...open, ...left, ...arrivedToday]
    .filter((stay) => !seen.has(stay.stayNo) && seen.add(stay.stayNo))
    .map(panelStayOf);
}
