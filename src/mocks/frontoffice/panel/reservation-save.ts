import { HttpResponse } from 'msw';
import { nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import type { ReservationInput, ReservationRow } from '../../../modules/frontoffice/panel/domain/panel-types';
import { reservationProblems } from '../../../modules/frontoffice/panel/domain/reservation-input';
import { reservationConflict } from '../../../modules/frontoffice/panel/domain/reservation-rules';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { nowStamp, refusal } from '../fo-session';
import { hotelDate, openStays, reservationsOf, writeReservation } from '../fo-store';
import { billToOf } from '../checkin/checkin-masters';
import { masterRows, panelRooms, panelStayOf } from './panel-data';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

function inputOf(header: unknown): ReservationInput {
  const row = (typeof header === 'object' && header !== null ? header : {}) as Record<string, unknown>;
  return {
    reservationId: text(row.reservationId),
    guestName: text(row.guestName),
    mobile: text(row.mobile),
    room: text(row.room),
    category: text(row.category),
    arrival: text(row.arrival),
    departure: text(row.departure),
    adults: number(row.adults),
    children: number(row.children ?? 0),
    mealPlan: text(row.mealPlan),
    roomRate: number(row.roomRate),
    billTo: text(row.billTo),
    remarks: text(row.remarks),
  };
}

const codes = async (resource: string, companyCode: number) =>
  new Set(
    (await masterRows(resource, companyCode)).filter((row) => row.active !== false).map((row) => String(row.code)),
  );

/**
 * Creates (1) or modifies (2) a booked reservation: checked as typed, against the masters, then against what holds the
 * room. Call inside foWrite.
 */
export async function saveReservation(session: DemoSession, header: unknown, traCheck: 1 | 2): Promise<Response> {
  const company = session.companyCode;
  const input = inputOf(header);
  const [today, reservations, rooms, stays, categories, plans, billTo] = await Promise.all([
    hotelDate(company),
    reservationsOf(company) as Promise<ReservationRow[]>,
    panelRooms(company),
    openStays(company),
    masterRows('frontoffice.room-categories', company),
    codes('frontoffice.meal-plans', company),
    billToOf(company),
  ]);
  const existing = traCheck === 2 ? reservations.find((row) => row.reservationId === input.reservationId) : undefined;
  if (traCheck === 2 && !existing) return refusal(`Reservation ${input.reservationId} no longer exists.`);
  if (existing && existing.status !== 'BOOKED')
    return refusal(
      `Reservation ${existing.reservationId} is ${existing.status.toLowerCase().replace('_', '-')}: it can no longer be changed.`,
    );
  const problems: Record<string, string> = { ...reservationProblems(input, today, existing?.arrival ?? null) };
  const category = categories.find((row) => row.code === input.category && row.active !== false);
  if (input.category && !category) problems.category = `Room category ${input.category} is not in use`;
  if (input.mealPlan && !plans.has(input.mealPlan)) problems.mealPlan = `Meal plan ${input.mealPlan} is not in use`;
  if (input.billTo && !billTo.some((row) => row.code === input.billTo))
    problems.billTo = `${input.billTo} is not a company or agent the hotel bills`;
  if (Object.keys(problems).length > 0) return validationAnswer(problems);

  const names = new Map(categories.map((row) => [String(row.code), String(row.name)]));
  const conflict = reservationConflict(
    {
      reservationId: existing?.reservationId ?? '',
      room: input.room,
      category: input.category,
      arrival: input.arrival,
      departure: input.departure,
    },
    {
      hotelDate: today,
      rooms,
      stays: stays.map(panelStayOf),
      reservations,
      categoryName: (code) => names.get(code) ?? code,
    },
  );
  if (conflict) return refusal(conflict);

  const now = nowStamp();
  const reservationId =
    existing?.reservationId ??
    nextFoNumber(
      'reservation',
      today,
      reservations.map((row) => row.reservationId),
    );
  const row: ReservationRow = {
    ...(existing ?? { groupId: '', status: 'BOOKED', stayNo: '', user: session.userName, createdAt: now }),
    ...input,
    reservationId,
    ...(existing ? { modifiedAt: now } : {}),
  };
  await writeReservation(company, row);
  return HttpResponse.json({ result: 'OK', recordId: reservationId, seq: reservationId });
}

/** Cancels a booked reservation with a reason: kept, marked CANCELLED. Call inside foWrite. */
export async function cancelReservation(
  session: DemoSession,
  reservationId: string,
  reason: string,
): Promise<Response> {
  const existing = ((await reservationsOf(session.companyCode)) as ReservationRow[]).find(
    (row) => row.reservationId === reservationId,
  );
  if (!existing) return refusal(`Reservation ${reservationId || '(none)'} does not exist.`);
  if (existing.status !== 'BOOKED')
    return refusal(
      `Reservation ${reservationId} is ${existing.status.toLowerCase().replace('_', '-')}: only a booked reservation can be cancelled.`,
    );
  if (!reason.trim()) return refusal('Give the reason for cancelling the reservation.');
  if (reason.trim().length > 200) return refusal('The reason takes at most 200 characters.');
  await writeReservation(session.companyCode, {
    ...existing,
    status: 'CANCELLED',
    cancelReason: reason.trim(),
    cancelledAt: nowStamp(),
  } as ReservationRow);
  return HttpResponse.json({ result: 'OK', recordId: reservationId, seq: reservationId });
}
