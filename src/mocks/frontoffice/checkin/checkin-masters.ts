import type {
  BillToCustomer,
  CheckinCategory,
  CheckinMealPlan,
  CheckinRoom,
} from '../../../modules/frontoffice/checkin/domain/checkin-types';
import type { GuestDetails } from '../../../modules/frontoffice/domain/stay-types';
import { listRecords, writeRecord } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { FO_STORE, openStays, roomRows } from '../fo-store';

type Row = Record<string, unknown>;
export const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
export const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

/** A front office master's stored rows (seeded on first use). */
async function rowsOf(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

export async function categoriesOf(companyCode: number): Promise<CheckinCategory[]> {
  return (await rowsOf('frontoffice.room-categories', companyCode)).map((row) => ({
    code: str(row.code),
    name: str(row.name),
    baseTariff: num(row.baseTariff),
    extraBed: num(row.extraBed),
    occupancy: num(row.occupancy) || 1,
  }));
}

export async function mealPlansOf(companyCode: number): Promise<CheckinMealPlan[]> {
  return (await rowsOf('frontoffice.meal-plans', companyCode))
    .filter((row) => row.active !== false)
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      adultRate: num(row.adultRate),
      childRate: row.childRate === null || row.childRate === undefined ? null : num(row.childRate),
    }))
    .sort((a, b) => a.adultRate - b.adultRate || a.code.localeCompare(b.code));
}

/** The companies and agents a stay may be billed to (active front office customers of type COMPANY or AGENT). */
export async function billToOf(companyCode: number): Promise<BillToCustomer[]> {
  return (await rowsOf('frontoffice.customers', companyCode))
    .filter((row) => row.active !== false && (row.customerType === 'COMPANY' || row.customerType === 'AGENT'))
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      customerType: row.customerType as BillToCustomer['customerType'],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every room with its state and the open stay in it ("Ramesh Agarwal, CHK26-11/0003"). */
export async function checkinRoomsOf(companyCode: number): Promise<CheckinRoom[]> {
  const [rows, open] = await Promise.all([roomRows(companyCode), openStays(companyCode)]);
  const inRoom = new Map(open.map((stay) => [stay.room, `${stay.guest.name}, ${stay.stayNo}`]));
  return rows
    .map((row) => ({
      roomNo: str(row.roomNo),
      category: str(row.category),
      floor: num(row.floor),
      status: str(row.status) || 'VACANT',
      active: row.active !== false,
      occupiedBy: inRoom.get(str(row.roomNo)) ?? '',
    }))
    .sort((a, b) => a.roomNo.localeCompare(b.roomNo, undefined, { numeric: true }));
}

export type GuestRecord = GuestDetails & { active: boolean };

export async function guestsOf(companyCode: number): Promise<GuestRecord[]> {
  return (await rowsOf(FO_STORE.guests, companyCode)) as unknown as GuestRecord[];
}

/**
 * Saves a guest's latest details to the guests master (a new guest gets the next G number); answers the guest as saved.
 */
export async function saveGuest(companyCode: number, guest: GuestDetails): Promise<GuestDetails> {
  const all = await guestsOf(companyCode);
  const known = guest.guestId ? all.find((row) => row.guestId === guest.guestId) : undefined;
  const guestId = known
    ? known.guestId
    : `G${String(Math.max(0, ...all.map((row) => Number(row.guestId.slice(1))).filter(Number.isFinite)) + 1).padStart(5, '0')}`;
  const saved = { ...guest, guestId };
  await writeRecord(FO_STORE.guests, companyCode, guestId, { ...saved, active: known?.active ?? true });
  return saved;
}

const compact = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

/**
 * Guests whose mobile, ID number or passport number holds what was typed (at least 4 characters), best first, at
 * most 10.
 */
export async function guestMatches(companyCode: number, typed: string): Promise<GuestDetails[]> {
  const wanted = compact(typed);
  if (wanted.length < 4) return [];
  const hits = (await guestsOf(companyCode)).filter(
    (guest) =>
      guest.active !== false &&
      [guest.mobile, guest.idNumber, guest.passportNo].some((value) => compact(str(value)).includes(wanted)),
  );
  const exact = (guest: GuestDetails) =>
    compact(guest.mobile) === wanted || compact(guest.idNumber) === wanted ? 0 : 1;
  return hits
    .sort((a, b) => exact(a) - exact(b) || a.name.localeCompare(b.name))
    .slice(0, 10)
    .map(({ active, ...guest }) => {
      void active;
      return guest;
    });
}
