// The hotel benchmark's data: a 300-room hotel with a year of stays — every room let for runs of one to
// five nights with a night or two between, each closed stay's folio (its nights priced by the product's own tariff
// function, a few posted charges, the payment that settled it), and today every room occupied by a stay whose
// last night is not yet audited; one long stay of 500 folio lines for the folio figure.
import { addDays, format, parseISO } from 'date-fns';
import { fromPaise } from '../src/lib/money/money';
import { DEFAULT_FO_SETTINGS } from '../src/modules/frontoffice/domain/fo-settings';
import type { FolioLine, GuestDetails, Stay, TariffSlot } from '../src/modules/frontoffice/domain/stay-types';
import { nightCharge } from '../src/modules/frontoffice/domain/tariff';

export const ROOMS = 300;
export const FLOORS = 10;
export const YEAR_DAYS = 365;
export const LONG_STAY_LINES = 500;
const CATEGORIES = [
  ['STD', 2800],
  ['DLX', 3800],
  ['SDX', 4800],
  ['LKV', 5800],
  ['SUI', 8500],
] as const;

export const roomNo = (n: number) =>
  `${Math.floor(n / (ROOMS / FLOORS)) + 1}${String((n % (ROOMS / FLOORS)) + 1).padStart(2, '0')}`;
const day = (today: string, offset: number) => format(addDays(parseISO(today), offset), 'yyyy-MM-dd');

export function benchRooms() {
  return Array.from({ length: ROOMS }, (_, n) => ({
    roomNo: roomNo(n),
    category: CATEGORIES[n % CATEGORIES.length]![0],
    floor: Math.floor(n / (ROOMS / FLOORS)) + 1,
    status: 'OCCUPIED',
    extension: `2${roomNo(n)}`,
    smoking: false,
    remarks: '',
    active: true,
  }));
}

const guest = (n: number): GuestDetails => ({
  guestId: `BG${String(n).padStart(6, '0')}`,
  name: `Bench guest ${n}`,
  mobile: `9${String(800000000 + n).padStart(9, '0')}`,
  email: '',
  idType: 'AADHAAR',
  idNumber: String(100000000000 + n),
  nationality: 'Indian',
  address: '',
  city: 'Udaipur',
  country: 'India',
  passportNo: '',
  passportExpiry: '',
  visaNo: '',
  visaType: '',
  visaExpiry: '',
  arrivedInIndia: '',
  arrivedFrom: '',
  nextDestination: '',
});

const slotOf = (rate: number, from: string): TariffSlot => ({
  from,
  roomRate: rate,
  mealPlan: 'CP',
  mealRate: 900,
  extraBeds: 0,
  extraBedRate: 0,
  reason: '',
  user: 'bench',
  at: `${from}T12:00`,
});

function stayOf(
  stayNo: string,
  n: number,
  room: number,
  arrival: string,
  departure: string,
  status: Stay['status'],
): Stay {
  const [category, rate] = CATEGORIES[room % CATEGORIES.length]!;
  return {
    stayNo,
    room: roomNo(room),
    category,
    kind: 'GUEST',
    status,
    guest: guest(n),
    companions: [],
    adults: 2,
    children: 0,
    arrival: `${arrival}T13:00`,
    departure,
    slots: [slotOf(rate, arrival)],
    billTo: '',
    groupId: '',
    reservationId: '',
    complimentary: '',
    detailsPending: false,
    rooms: [{ room: roomNo(room), from: `${arrival}T13:00` }],
    checkedOutAt: status === 'CHECKED_OUT' ? `${departure}T11:00` : '',
    cancelledAt: '',
    cancelReason: '',
    finalBill: '',
    user: 'bench',
    createdAt: `${arrival}T13:00`,
  };
}

const blank = (stay: Stay, id: string, dat: string): FolioLine => ({
  id: `${stay.stayNo}|${id}`,
  stayNo: stay.stayNo,
  dat,
  at: `${dat}T23:00`,
  kind: 'ROOM',
  head: 'ROOM',
  description: '',
  reference: dat,
  amount: 0,
  cgst: 0,
  sgst: 0,
  debit: 0,
  credit: 0,
  room: stay.room,
  user: 'bench',
  voucher: '',
  cancelled: false,
});

function nightLine(stay: Stay, night: string): FolioLine {
  const charge = nightCharge(stay.slots[0]!, DEFAULT_FO_SETTINGS.roomTaxSlabs);
  return {
    ...blank(stay, `N${night}`, night),
    description: `Room ${stay.room} night of ${night}`,
    amount: fromPaise(charge.amount),
    cgst: fromPaise(charge.cgst),
    sgst: fromPaise(charge.sgst),
    debit: fromPaise(charge.debit),
  };
}

const chargeLine = (stay: Stay, k: number, dat: string): FolioLine => ({
  ...blank(stay, String(k).padStart(4, '0'), dat),
  at: `${dat}T20:${String(k % 60).padStart(2, '0')}`,
  kind: 'CHARGE',
  head: 'LAU',
  description: 'Laundry',
  reference: `FPC-${k}`,
  amount: 200,
  cgst: 18,
  sgst: 18,
  debit: 236,
});

/** A year of closed stays and their folios, today's 300 open stays (yesterday's night unaudited), and the long stay. */
export function benchHotel(today: string) {
  const stays: Stay[] = [];
  const lines: FolioLine[] = [];
  let serial = 0;
  for (let room = 0; room < ROOMS; room += 1) {
    let at = -YEAR_DAYS + (room % 3);
    while (true) {
      const nights = 1 + ((room + serial) % 5);
      if (at + nights >= -1) break;
      serial += 1;
      const stay = stayOf(
        `CHK-B${String(serial).padStart(6, '0')}`,
        serial,
        room,
        day(today, at),
        day(today, at + nights),
        'CHECKED_OUT',
      );
      stays.push(stay);
      let debit = 0;
      for (let night = 0; night < nights; night += 1) {
        const line = nightLine(stay, day(today, at + night));
        lines.push(line);
        debit += Math.round(line.debit * 100);
      }
      if (serial % 3 === 0) {
        const line = chargeLine(stay, 1, day(today, at));
        lines.push(line);
        debit += Math.round(line.debit * 100);
      }
      lines.push({
        ...blank(stay, '0900', day(today, at + nights)),
        kind: 'PAYMENT',
        head: 'CASH',
        description: 'Settled at check-out',
        reference: `FPY-${serial}`,
        credit: fromPaise(debit),
      });
      at += nights + 1 + (serial % 2);
    }
  }
  const open: Stay[] = [];
  for (let room = 0; room < ROOMS; room += 1) {
    serial += 1;
    const arrival = room === 0 ? day(today, -(LONG_STAY_LINES / 2)) : day(today, -1);
    open.push(stayOf(`CHK-O${String(room + 1).padStart(4, '0')}`, serial, room, arrival, day(today, 2), 'IN_HOUSE'));
  }
  // The long stay (room 101): a night line and a charge line for each of its 250 nights, all audited but last night's.
  const long = open[0]!;
  for (let k = 0; k < LONG_STAY_LINES / 2 - 1; k += 1) {
    lines.push(nightLine(long, day(today, -(LONG_STAY_LINES / 2) + k)));
    lines.push(chargeLine(long, k + 1, day(today, -(LONG_STAY_LINES / 2) + k)));
  }
  lines.push(chargeLine(long, LONG_STAY_LINES, day(today, -1)), chargeLine(long, LONG_STAY_LINES + 1, day(today, -1)));
  return {
    rooms: benchRooms(),
    stays: [...stays, ...open],
    open,
    lines,
    longStay: long.stayNo,
    lastAudited: day(today, -2),
  };
}
