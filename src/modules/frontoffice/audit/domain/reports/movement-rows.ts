import type { ReportRow } from '../../../../../engine/report/report';
import { fromPaise, sumPaise, toPaise } from '../../../../../lib/money/money';
import type { RoomTaxSlab } from '../../../domain/fo-settings';
import { folioBalancePaise } from '../../../domain/folio';
import type { FolioLine, Reservation, Stay } from '../../../domain/stay-types';
import { nightCharge, slotFor, plannedNights } from '../../../domain/tariff';
import {
  byRoomNo,
  dayOf,
  inPeriod,
  linesByStay,
  STAY_KIND_LABELS,
  STAY_STATUS_LABELS,
  type FoReportSources,
  type Period,
} from './report-sources';

const RESERVATION_STATUS: Readonly<Record<Reservation['status'], string>> = {
  BOOKED: 'Booked',
  ARRIVED: 'Arrived',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
};
export const EXPECTED = 'Expected';
export const ACTUAL_ARRIVALS = 'Arrived';
export const ACTUAL_DEPARTURES = 'Left';

const byDateThenRoom = (a: ReportRow, b: ReportRow) =>
  String(a.dat).localeCompare(String(b.dat)) || byRoomNo(String(a.room), String(b.room));

/** The charges on a folio (rooms, posted charges, restaurant bills with their taxes): what the stay was billed. */
const billedPaise = (lines: readonly FolioLine[]) =>
  sumPaise(
    lines
      .filter((line) => !line.cancelled && (line.kind === 'ROOM' || line.kind === 'CHARGE' || line.kind === 'POS'))
      .map((line) => toPaise(line.debit)),
  );

/** Arrivals of a period: the reservations due (expected) and the check-ins made (arrived); cancelled ones left out. */
export function arrivalRows(
  { stays, reservations }: Pick<FoReportSources, 'stays' | 'reservations'>,
  period: Period,
): ReportRow[] {
  const expected = reservations
    .filter((row) => row.status !== 'CANCELLED' && inPeriod(row.arrival, period))
    .map((row) => ({
      kind: EXPECTED,
      dat: row.arrival,
      number: row.reservationId,
      room: row.room || `(${row.category})`,
      guest: row.guestName,
      adults: row.adults,
      children: row.children,
      departure: row.departure,
      status: row.status === 'ARRIVED' && row.stayNo ? `Arrived (${row.stayNo})` : RESERVATION_STATUS[row.status],
    }));
  const arrived = stays
    .filter((stay) => stay.status !== 'CANCELLED' && inPeriod(dayOf(stay.arrival), period))
    .map((stay) => ({
      kind: ACTUAL_ARRIVALS,
      dat: dayOf(stay.arrival),
      number: stay.stayNo,
      room: stay.room,
      guest: stay.guest.name,
      adults: stay.adults,
      children: stay.children,
      departure: stay.departure,
      status: STAY_STATUS_LABELS[stay.status],
    }));
  return [...expected.sort(byDateThenRoom), ...arrived.sort(byDateThenRoom)];
}

/**
 * Departures of a period: the stays due to leave in it (expected, still open or gone) and the check-outs made (left),
 * with what each was billed.
 */
export function departureRows({ stays, lines }: Pick<FoReportSources, 'stays' | 'lines'>, period: Period): ReportRow[] {
  const folios = linesByStay(lines);
  const row = (kind: string, dat: string, stay: Stay) => ({
    kind,
    dat,
    number: stay.stayNo,
    room: stay.room,
    guest: stay.guest.name,
    arrival: dayOf(stay.arrival),
    nights: plannedNights(dayOf(stay.arrival), kind === ACTUAL_DEPARTURES ? dayOf(stay.checkedOutAt) : stay.departure),
    billed: fromPaise(billedPaise(folios.get(stay.stayNo) ?? [])),
    status: STAY_STATUS_LABELS[stay.status],
    finalBill: stay.finalBill,
  });
  const expected = stays
    .filter((stay) => stay.status !== 'CANCELLED' && inPeriod(stay.departure, period))
    .map((stay) => row(EXPECTED, stay.departure, stay));
  const left = stays
    .filter((stay) => stay.status === 'CHECKED_OUT' && inPeriod(dayOf(stay.checkedOutAt), period))
    .map((stay) => row(ACTUAL_DEPARTURES, dayOf(stay.checkedOutAt), stay));
  return [...expected.sort(byDateThenRoom), ...left.sort(byDateThenRoom)];
}

/** The guests in the house now (open stays), by room: the night's tariff today and what each folio owes. */
export function inHouseRows({
  stays,
  lines,
  hotelDate,
  slabs,
}: Pick<FoReportSources, 'stays' | 'lines' | 'hotelDate'> & { slabs: readonly RoomTaxSlab[] }): ReportRow[] {
  const folios = linesByStay(lines);
  return stays
    .filter((stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING')
    .sort((a, b) => byRoomNo(a.room, b.room))
    .map((stay) => {
      const slot = stay.kind === 'HOUSE' ? undefined : slotFor(stay.slots, hotelDate);
      return {
        room: stay.room,
        number: stay.stayNo,
        guest: stay.guest.name,
        nationality: stay.guest.nationality,
        kind: STAY_KIND_LABELS[stay.kind],
        adults: stay.adults,
        children: stay.children,
        arrival: dayOf(stay.arrival),
        departure: stay.departure,
        tariff: slot ? fromPaise(nightCharge(slot, slabs).amount) : 0,
        balance: fromPaise(folioBalancePaise(folios.get(stay.stayNo) ?? [])),
        status: STAY_STATUS_LABELS[stay.status],
      };
    });
}
