import { formatDate } from '../../../lib/format/date-format';
import { can } from '../../../lib/permissions/can';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { checkinProblems, type Problems } from '../../../modules/frontoffice/checkin/domain/checkin-rules';
import { checkinSlot, expectedRoomRate } from '../../../modules/frontoffice/checkin/domain/checkin-tariff';
import type { CheckinInput } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import { FO_PREFIXES, nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import { isForeignNational, type Stay } from '../../../modules/frontoffice/domain/stay-types';
import type { DemoSession } from '../../core/sessions/auth';
import { foAccounts } from '../fo-postings';
import { nowStamp } from '../fo-session';
import {
  foSettingsOf,
  hotelDate,
  reservationsOf,
  setRoomStatus,
  stayNumbersOf,
  writeReservation,
  writeStay,
} from '../fo-store';
import { postMoney } from '../folio-posting';
import { createCForm } from './cform-store';
import { writeCheckinUndo } from './checkin-undo';
import { billToOf, categoriesOf, checkinRoomsOf, mealPlansOf, saveGuest } from './checkin-masters';
import { nextReceiptNumber } from './receipt-numbers';

/** A check-in that went through: the stay, the advance's receipt number and the C-Form's ('' when none). */
export interface CheckedIn {
  stay: Stay;
  receipt: string;
  cformNo: string;
}

const MODE_ACCOUNT = { CASH: 'cash', CARD: 'card', UPI: 'upi' } as const;

/** May this user check in at a rate other than the expected one (the modify right on Check-in)? */
export const mayChangeRate = (session: DemoSession) =>
  can(
    { usr: { rCode: session.user.rCode }, roles: session.roles },
    withTransaction(FRONT_OFFICE.checkIn.code!, 'modify'),
  );

/**
 * Runs a whole check-in (call inside the company's write queue, foWrite): the checks of checkin-rules against the
 * room, category, meal plan and reservation as stored now; then the guest saved to the guests master, the stay
 * (IN_HOUSE, CHK number), the room OCCUPIED, the reservation ARRIVED, the advance on the folio with its FAR receipt,
 * and a foreign national's C-Form. Answers what it did, the problems beside their fields, or a refusal.
 */
export async function runCheckIn(
  session: DemoSession,
  input: CheckinInput,
): Promise<CheckedIn | { problems: Problems } | string> {
  const company = session.companyCode;
  const [date, settings, rooms, categories, plans, customers, reservations] = await Promise.all([
    hotelDate(company),
    foSettingsOf(company),
    checkinRoomsOf(company),
    categoriesOf(company),
    mealPlansOf(company),
    billToOf(company),
    reservationsOf(company),
  ]);
  const reservation = input.reservationId
    ? reservations.find((row) => row.reservationId === input.reservationId)
    : undefined;
  if (input.reservationId && !reservation) return `Reservation ${input.reservationId} does not exist.`;
  if (reservation && reservation.status !== 'BOOKED')
    return `Reservation ${reservation.reservationId} is ${reservation.status.toLowerCase().replace('_', '-')}${reservation.stayNo ? ` (${reservation.stayNo})` : ''}: it cannot check in again.`;
  if (reservation && reservation.arrival > date)
    return `Reservation ${reservation.reservationId} arrives on ${formatDate(reservation.arrival)}: it checks in from that hotel date (the hotel date is ${formatDate(date)}); modify the reservation for an early arrival.`;
  if (reservation && reservation.departure <= date)
    return `Reservation ${reservation.reservationId} was for ${formatDate(reservation.arrival)} to ${formatDate(reservation.departure)}: its dates are past; check the guest in without it.`;
  const room = rooms.find((row) => row.roomNo === input.room);
  const category = categories.find((row) => row.code === room?.category);
  const house = input.kind === 'HOUSE';
  const expected = expectedRoomRate(category, reservation?.roomRate);
  const roomRate = house ? 0 : Number.isFinite(input.roomRate) ? input.roomRate : expected;
  const advance = input.advance && input.advance.amount !== 0 ? input.advance : null;
  const problems = checkinProblems({
    kind: input.kind,
    guest: input.guest,
    roomNo: input.room,
    room,
    category,
    arrivalDate: date,
    departure: input.departure,
    adults: input.adults,
    children: input.children,
    extraBeds: input.extraBeds,
    roomRate,
    complimentary: input.complimentary,
    advance: advance?.amount ?? 0,
  });
  const plan = input.mealPlan ? plans.find((row) => row.code === input.mealPlan) : undefined;
  if (input.mealPlan && !plan) problems.mealPlan = `Meal plan ${input.mealPlan} is not offered.`;
  if (input.billTo && !customers.some((row) => row.code === input.billTo))
    problems.billTo = `${input.billTo} is not a company or agent the hotel bills.`;
  if (Object.keys(problems).length > 0) return { problems };
  const changed = !house && toPaise(roomRate) !== toPaise(expected);
  if (changed && !mayChangeRate(session))
    return `Changing the room rate needs the modify right on Check-in: the rate is ${formatMoney(toPaise(expected))} a night.`;
  if (advance) {
    const account = await (await foAccounts(session))(MODE_ACCOUNT[advance.mode]);
    if (!account)
      return `You have no ${advance.mode === 'CASH' ? 'cash' : advance.mode === 'UPI' ? 'wallet or bank' : 'bank'} account assigned to take the advance into: ask an administrator to assign one (Admin, Users).`;
  }

  const at = nowStamp();
  const arrival = `${date}T${at.slice(11, 16)}`;
  const stayNo = nextFoNumber(
    'stay',
    date,
    await stayNumbersOf(company, `${FO_PREFIXES.stay}${date.slice(2, 4)}-${date.slice(5, 7)}/`),
  );
  const guest = await saveGuest(company, input.guest);
  const slot = checkinSlot({
    from: date,
    roomRate,
    plan,
    adults: input.adults,
    children: input.children,
    extraBeds: input.extraBeds,
    extraBedRate: category!.extraBed,
    reason: changed
      ? `Rate changed at check-in from ${formatMoney(toPaise(expected))}`
      : reservation
        ? `Reservation ${reservation.reservationId}`
        : 'Check-in',
    user: session.userName,
    at,
  });
  const stay: Stay = {
    stayNo,
    room: input.room,
    category: category!.code,
    kind: input.kind,
    status: 'IN_HOUSE',
    guest,
    companions: [],
    adults: input.adults,
    children: input.children,
    arrival,
    departure: input.departure,
    slots: house ? [] : [slot],
    billTo: input.billTo,
    groupId: input.groupId || reservation?.groupId || '',
    reservationId: reservation?.reservationId ?? '',
    complimentary: house ? input.complimentary : '',
    detailsPending: input.kind === 'QUICK',
    rooms: [{ room: input.room, from: arrival }],
    checkedOutAt: '',
    cancelledAt: '',
    cancelReason: '',
    finalBill: '',
    user: session.userName,
    createdAt: at,
  };
  await writeStay(company, stay);
  await setRoomStatus(company, stay.room, 'OCCUPIED');
  if (reservation) {
    await writeCheckinUndo(company, { stayNo, reservationRoom: reservation.room });
    await writeReservation(company, { ...reservation, status: 'ARRIVED', stayNo, room: stay.room });
  }
  let receipt = '';
  if (advance) {
    receipt = await nextReceiptNumber(company, 'advance', date);
    const description = `Advance ${receipt} at check-in (${advance.mode}${advance.reference ? `, ${advance.reference}` : ''})`;
    const posted = await postMoney(session, stay, {
      kind: 'ADVANCE',
      mode: advance.mode,
      amount: toPaise(advance.amount),
      reference: receipt,
      description,
      dat: date,
    });
    if (typeof posted === 'string') return posted; // checked above: the user's account of the mode exists
  }
  const cformNo = isForeignNational(guest.nationality)
    ? (await createCForm(company, stay, settings.cFormHours, session.userName)).cformNo
    : '';
  return { stay, receipt, cformNo };
}

/** The check-in the group operations call (inside the queue): the stay, or a refusal naming every problem. */
export async function checkInStay(session: DemoSession, input: CheckinInput): Promise<Stay | string> {
  const done = await runCheckIn(session, input);
  if (typeof done === 'string') return done;
  if ('problems' in done) return Object.values(done.problems).join(' ');
  return done.stay;
}
