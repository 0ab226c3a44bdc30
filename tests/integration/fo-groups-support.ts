import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import type { GuestDetails, Stay } from '../../src/modules/frontoffice/domain/stay-types';
import {
  GROUPS_ENDPOINTS as API,
  NO_FOREIGN_DETAILS,
  type GroupDetail,
  type GroupRequirements,
  type GroupRoomLine,
  type NewGroupHeader,
} from '../../src/modules/frontoffice/groups/domain/groups-types';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { requireSession, type DemoSession } from '../../src/mocks/core/sessions/auth';
import { checkInStay } from '../../src/mocks/frontoffice/checkin/checkin-save';
import { foWrite } from '../../src/mocks/frontoffice/fo-session';
import { hotelDate, reservationsOf, stayOf } from '../../src/mocks/frontoffice/fo-store';
import { postCharge } from '../../src/mocks/frontoffice/folio-posting';
import { signInAs } from './support/render-app';

/** The group tests' helpers: the hotel, free rooms, a group's input, its detail and the trial balance. */
export const HOTEL = 1001;

export const leaderGuest = (name = 'Anil Sharma', more: Partial<GuestDetails> = {}): GuestDetails => ({
  guestId: '',
  name,
  mobile: '9829012345',
  email: '',
  idType: 'AADHAAR',
  idNumber: '482177301943',
  nationality: 'Indian',
  address: '12, MI Road',
  city: 'Jaipur',
  country: 'India',
  passportNo: '',
  passportExpiry: '',
  visaNo: '',
  visaType: '',
  visaExpiry: '',
  arrivedInIndia: '',
  arrivedFrom: '',
  nextDestination: '',
  ...more,
});

export const roomLine = (room: string, guestName: string, more: Partial<GroupRoomLine> = {}): GroupRoomLine => ({
  room,
  guestName,
  nationality: 'Indian',
  foreign: NO_FOREIGN_DETAILS,
  adults: 1,
  children: 0,
  mealPlan: 'EP',
  ...more,
});

export const requirements = () => dataProvider.report<GroupRequirements>(API.requirements, {});

/** `count` vacant clean rooms held by no reservation, of categories taking two guests, in room order. */
export async function freeRooms(count: number): Promise<string[]> {
  const [needs, reservations] = await Promise.all([requirements(), reservationsOf(HOTEL)]);
  const held = new Set(reservations.filter((row) => row.status === 'BOOKED').map((row) => row.room));
  const rooms = needs.rooms
    .filter((room) => room.status === 'VACANT' && !held.has(room.roomNo) && room.occupancy >= 2)
    .map((room) => room.roomNo);
  if (rooms.length < count) throw new Error(`only ${rooms.length} free rooms`);
  return rooms.slice(0, count);
}

export const newGroup = (header: Partial<NewGroupHeader>, lines: GroupRoomLine[], key?: string) =>
  dataProvider.write(
    API.create,
    {
      header: {
        name: 'Sharma wedding',
        mode: 'BOOK',
        leader: leaderGuest(),
        leaderRoom: lines[0]?.room ?? '',
        billTo: '',
        arrival: '',
        departure: '',
        remarks: '',
        ...header,
      },
      lines,
      traCheck: 1,
    },
    key,
  );

export const detailOf = async (groupId: string) => (await dataProvider.get<GroupDetail>(API.one, groupId))!;

export const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );

export async function trialBalanceAgrees(): Promise<boolean> {
  const figures = trialBalance(await chartOf(HOTEL), await openingSets(HOTEL), await ledgerEntries(HOTEL), {
    to: serverToday(),
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
}

/** A group of `rooms` checked in now through the backend (the leader in the first room); answers its id. */
export async function groupInHouse(rooms: readonly string[], header: Partial<NewGroupHeader> = {}): Promise<string> {
  const today = (await requirements()).today;
  const departure = format(addDays(parseISO(today), 2), 'yyyy-MM-dd');
  const names = ['', 'Sunita Sharma', 'Vikram Sharma', 'Meena Iyer', 'Kiran Rao'];
  const answer = await newGroup(
    { mode: 'CHECK_IN', arrival: today, departure, ...header },
    rooms.map((room, index) => roomLine(room, names[index] ?? `Guest ${room}`)),
  );
  return String(answer.seq);
}

/**
 * The demo backend's session of the signed-in user (for writing folio lines straight, as other areas' screens would).
 */
export async function backendSession(userName = 'admin'): Promise<DemoSession> {
  const record = await signInAs(HOTEL, userName);
  const session = await requireSession(
    new Request('http://localhost/', { headers: { Authorization: `Bearer ${record.usr.kCode}` } }),
  );
  if (session instanceof Response) throw new Error('no demo session');
  return session;
}

/** Laundry (18 %) posted to a stay's folio in the company's write queue, as the post charges screen would. */
export async function postLaundry(session: DemoSession, stayNo: string, amount: number): Promise<void> {
  const stay = (await stayOf(HOTEL, stayNo))!;
  await foWrite(new Request('http://localhost/'), session, async () => {
    await postCharge(session, stay, {
      head: 'LAU',
      headName: 'Laundry',
      incomeAccount: 'Laundry income',
      taxPercent: 18,
      amount: toPaise(amount),
      description: 'Laundry',
      reference: 'LAU-1',
      dat: await hotelDate(HOTEL),
    });
    return new Response('{}');
  });
}

/** A walk-in checked in through check-in's own backend (a quick check-in), in no group. */
export async function walkIn(session: DemoSession, room: string, name: string): Promise<Stay> {
  const today = await hotelDate(HOTEL);
  let stay: Stay | string = '';
  await foWrite(new Request('http://localhost/'), session, async () => {
    stay = await checkInStay(session, {
      kind: 'QUICK',
      guest: { ...leaderGuest(name), idType: '', idNumber: '', address: '' },
      room,
      departure: format(addDays(parseISO(today), 1), 'yyyy-MM-dd'),
      adults: 1,
      children: 0,
      extraBeds: 0,
      mealPlan: '',
      roomRate: Number.NaN,
      billTo: '',
      reservationId: '',
      groupId: '',
      complimentary: '',
      advance: null,
    });
    return new Response('{}');
  });
  if (typeof stay === 'string') throw new Error(stay);
  return stay;
}

/** Runs work in the company's write queue, as every front office write does. */
export async function queued<T>(session: DemoSession, work: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await foWrite(new Request('http://localhost/'), session, async () => {
    result = await work();
    return new Response('{}');
  });
  return result as T;
}
