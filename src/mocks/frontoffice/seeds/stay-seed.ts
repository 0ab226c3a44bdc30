import { addDays, addHours, format, parseISO, startOfDay, subMinutes } from 'date-fns';
import { nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import { DEFAULT_FO_SETTINGS } from '../../../modules/frontoffice/domain/fo-settings';
import type {
  CForm,
  GuestDetails,
  Reservation,
  Stay,
  TariffSlot,
} from '../../../modules/frontoffice/domain/stay-types';
import { mealRatePaise } from '../../../modules/frontoffice/domain/tariff';
import { fromPaise } from '../../../lib/money/money';
import { findDemoCompany } from '../../core/company/companies';
import { guestSeed } from './guest-seed';
import { MEAL_PLAN_SEED } from './meal-plans';
import { isHotel } from './rich';
import { ROOM_CATEGORY_SEED } from './room-categories';
import { HOTEL_OCCUPIED_ROOMS } from './rooms';

type Rows<T> = { id: string; data: T }[];

/**
 * [room, category, guest (index in the guests master seed), arrived (days before today; 0 today), leaves (days from
 * today; 0 due out today), adults, children, meal plan, bill to (customer code)]. The C-Form guests are apart.
 */
type StayRow = [string, string, number, number, number, number, number, string, string];

const STAYS: StayRow[] = [
  ['101', 'STD', 0, 0, 2, 2, 0, 'CP', ''],
  ['205', 'SDX', 19, 0, 3, 2, 1, 'MAP', ''],
  ['402', 'STD', 17, 0, 1, 1, 0, 'EP', 'FOC-0005'],
  ['102', 'STD', 1, 2, 0, 1, 0, 'CP', ''],
  ['204', 'DLX', 2, 1, 0, 2, 0, 'CP', 'FOC-0001'],
  ['303', 'DLX', 3, 3, 0, 2, 0, 'MAP', ''],
  ['506', 'LKV', 8, 1, 0, 2, 0, 'EP', ''],
  ['104', 'DLX', 4, 1, 2, 2, 0, 'AP', ''],
  ['107', 'FAM', 9, 2, 2, 2, 2, 'MAP', ''],
  ['201', 'STD', 10, 1, 1, 1, 0, 'CP', 'FOC-0008'],
  ['203', 'DLX', 11, 4, 1, 2, 0, 'CP', ''],
  ['302', 'STD', 12, 1, 3, 1, 0, 'EP', ''],
  ['305', 'SDX', 13, 2, 1, 3, 0, 'MAP', 'FOC-0013'],
  ['306', 'LKV', 14, 1, 4, 2, 0, 'CP', ''],
  ['401', 'STD', 15, 3, 2, 1, 0, 'CP', ''],
  ['404', 'DLX', 18, 2, 1, 2, 0, 'CP', ''],
  ['407', 'FAM', 20, 1, 2, 2, 1, 'MAP', ''],
  ['408', 'SUI', 21, 5, 2, 2, 0, 'AP', 'FOC-0017'],
  ['502', 'STD', 23, 1, 1, 1, 0, 'EP', ''],
  ['503', 'DLX', 25, 2, 3, 2, 0, 'CP', ''],
];

/**
 * The foreign guests: one whose C-Form is due in a few hours, one whose C-Form is submitted. [room, category, guest,
 * hours since arrival, leaves, adults, plan]
 */
const FOREIGN: Array<[string, string, number, number, number, number, string]> = [
  ['106', 'LKV', 35, 20, 3, 1, 'CP'],
  ['208', 'SUI', 36, 50, 2, 2, 'AP'],
];

/**
 * Booked reservations: [room, category, guest name, mobile, arrives (days from today), nights, adults, children, plan,
 * bill to, booked (days ago)].
 */
type ReservationRow = [string, string, string, string, number, number, number, number, string, string, number];

const RESERVATIONS: ReservationRow[] = [
  ['103', 'DLX', 'Meera Joshi', '9825068143', 0, 2, 2, 0, 'CP', '', 6],
  ['301', 'STD', 'Kavita Sharma', '9833172264', 0, 1, 1, 0, 'EP', 'FOC-0002', 3],
  ['505', 'SDX', 'Emily Carter', '9001567890', 0, 3, 2, 1, 'MAP', '', 9],
  ['508', 'PRS', 'Aditya Birla Shekhawat', '9829377415', 1, 2, 2, 0, 'AP', '', 12],
];

const USER = 'admin';
const stamp = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");
const dateOf = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * A time earlier today for today's n-th arrival (never in the future, never yesterday). Just after midnight the
 * arrivals share the minutes the day has had: 6-minute steps from midnight were still ahead at 00:05.
 */
function arrivedToday(now: Date, order: number): Date {
  const earlier = subMinutes(now, 35 + order * 47);
  if (earlier >= startOfDay(now)) return earlier;
  const midnight = startOfDay(now).getTime();
  return new Date(midnight + Math.floor((now.getTime() - midnight) / (order + 2)));
}

function slot(categoryCode: string, plan: string, adults: number, children: number, arrival: string): TariffSlot {
  const category = ROOM_CATEGORY_SEED.find((row) => row.code === categoryCode)!;
  const meal = MEAL_PLAN_SEED.find((row) => row.code === plan)!;
  return {
    from: arrival.slice(0, 10),
    roomRate: category.baseTariff,
    mealPlan: plan,
    mealRate: fromPaise(mealRatePaise(meal, adults, children)),
    extraBeds: 0,
    extraBedRate: category.extraBed,
    reason: 'Check-in',
    user: USER,
    at: arrival,
  };
}

interface Planned {
  room: string;
  category: string;
  guest: GuestDetails;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  plan: string;
  billTo: string;
}

function stayOf(planned: Planned, stayNo: string): Stay {
  return {
    stayNo,
    room: planned.room,
    category: planned.category,
    kind: 'GUEST',
    status: 'IN_HOUSE',
    guest: planned.guest,
    companions: [],
    adults: planned.adults,
    children: planned.children,
    arrival: planned.arrival,
    departure: planned.departure,
    slots: [slot(planned.category, planned.plan, planned.adults, planned.children, planned.arrival)],
    billTo: planned.billTo,
    groupId: '',
    reservationId: '',
    complimentary: '',
    detailsPending: false,
    rooms: [{ room: planned.room, from: planned.arrival }],
    checkedOutAt: '',
    cancelledAt: '',
    cancelReason: '',
    finalBill: '',
    user: USER,
    createdAt: `${planned.arrival}:00`,
  };
}

function cformOf(stay: Stay, cformNo: string, submitted: boolean): CForm {
  const arrived = parseISO(stay.arrival);
  return {
    cformNo,
    stayNo: stay.stayNo,
    room: stay.room,
    guestName: stay.guest.name,
    nationality: stay.guest.nationality,
    passportNo: stay.guest.passportNo,
    visaNo: stay.guest.visaNo,
    arrival: stay.arrival,
    dueBy: stamp(addHours(arrived, DEFAULT_FO_SETTINGS.cFormHours)),
    status: submitted ? 'SUBMITTED' : 'DUE',
    submittedAt: submitted ? stamp(addHours(arrived, 5)) : '',
    submissionRef: submitted ? `FRRO-UDR-${format(arrived, 'yyMMdd')}-0417` : '',
    user: USER,
  };
}

/**
 * The hotel's starting in-house stays (exactly on the rooms seeded occupied), the booked reservations arriving today
 * and tomorrow on vacant rooms, and the two foreign guests' C-Forms; dated from today's calendar day. Their nights
 * before today are charged by the starting history (night-history-seed.ts). Only the hotel edition (D-MIN) has them.
 */
export async function frontOfficeStartingRecords(
  companyCode: number,
): Promise<{ stays: Rows<Stay>; reservations: Rows<Reservation>; cforms: Rows<CForm> }> {
  const company = findDemoCompany(companyCode);
  if (!company || !isHotel(company)) return { stays: [], reservations: [], cforms: [] };
  const guests: GuestDetails[] = guestSeed(company).map((row) => {
    const guest: Partial<typeof row> = { ...row };
    delete guest.active;
    return guest as GuestDetails;
  });
  const now = new Date();
  const today = startOfDay(now);
  let todayOrder = 0;
  const planned: Planned[] = STAYS.map(([room, category, guest, arrived, leaves, adults, children, plan, billTo]) => ({
    room,
    category,
    guest: guests[guest]!,
    adults,
    children,
    plan,
    billTo,
    departure: dateOf(addDays(today, leaves)),
    arrival: stamp(
      arrived === 0
        ? arrivedToday(now, todayOrder++)
        : addHours(addDays(today, -arrived), 11 + ((Number(room) * 7) % 9)),
    ),
  }));
  const foreign = FOREIGN.map(([room, category, guest, hours, leaves, adults, plan]) => ({
    // Hours before now (after 20:00 the guest 20 hours in arrived today, and counts among today's check-ins).
    room,
    category,
    guest: guests[guest]!,
    adults,
    children: 0,
    plan,
    billTo: '',
    departure: dateOf(addDays(today, leaves)),
    arrival: stamp(addHours(now, -hours)),
  }));
  const all = [...planned, ...foreign].sort((a, b) => a.arrival.localeCompare(b.arrival));
  if (
    all
      .map((row) => row.room)
      .sort()
      .join() !== [...HOTEL_OCCUPIED_ROOMS].sort().join()
  )
    throw new Error('stay-seed: the stays must be exactly on the rooms seeded occupied');

  const numbers: string[] = [];
  const stays = all.map((row) => {
    const stayNo = nextFoNumber('stay', row.arrival.slice(0, 10), numbers);
    numbers.push(stayNo);
    return stayOf(row, stayNo);
  });
  const cformNumbers: string[] = [];
  const cforms = FOREIGN.map(([room], index) => {
    const stay = stays.find((one) => one.room === room)!;
    const cformNo = nextFoNumber('cform', stay.arrival.slice(0, 10), cformNumbers);
    cformNumbers.push(cformNo);
    return cformOf(stay, cformNo, index === 1);
  });
  const reservationNumbers: string[] = [];
  // Numbered in the order they were booked.
  const reservations = [...RESERVATIONS]
    .sort((a, b) => b[10] - a[10])
    .map(
      ([
        room,
        category,
        guestName,
        mobile,
        arrives,
        nights,
        adults,
        children,
        mealPlan,
        billTo,
        booked,
      ]): Reservation => {
        const createdAt = `${stamp(addHours(addDays(today, -booked), 10 + booked))}:00`;
        const reservationId = nextFoNumber('reservation', createdAt.slice(0, 10), reservationNumbers);
        reservationNumbers.push(reservationId);
        return {
          reservationId,
          guestName,
          mobile,
          room,
          category,
          arrival: dateOf(addDays(today, arrives)),
          departure: dateOf(addDays(today, arrives + nights)),
          adults,
          children,
          mealPlan,
          roomRate: ROOM_CATEGORY_SEED.find((row) => row.code === category)!.baseTariff,
          billTo,
          groupId: '',
          status: 'BOOKED',
          stayNo: '',
          remarks: '',
          user: USER,
          createdAt,
        };
      },
    );
  return {
    stays: stays.map((data) => ({ id: data.stayNo, data })),
    reservations: reservations.map((data) => ({ id: data.reservationId, data })),
    cforms: cforms.map((data) => ({ id: data.cformNo, data })),
  };
}
