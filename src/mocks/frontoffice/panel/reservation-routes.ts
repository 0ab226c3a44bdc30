import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import {
  PANEL_ENDPOINTS as API,
  type ReservationRequirements,
  type ReservationRow,
} from '../../../modules/frontoffice/panel/domain/panel-types';
import { readJson } from '../../core/read-json';
import { foSession, foWrite } from '../fo-session';
import { hotelDate, reservationsOf } from '../fo-store';
import { billToOf } from '../checkin/checkin-masters';
import { masterRows, panelRooms } from './panel-data';
import { cancelReservation, saveReservation } from './reservation-save';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `GetFOReservations` `{ frmDate, toDate, detail }`: the reservations arriving in the range (status `detail` or any),
 * earliest first.
 */
const list = http.post(`*/${API.reservations}`, async ({ request }) => {
  const session = await foSession(request, FRONT_OFFICE.reservations, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const from = text(body.frmDate);
  const to = text(body.toDate);
  const status = text(body.detail);
  const rows = ((await reservationsOf(session.companyCode)) as ReservationRow[])
    .filter(
      (row) =>
        (!isDate(from) || row.arrival >= from) &&
        (!isDate(to) || row.arrival <= to) &&
        (!status || row.status === status),
    )
    .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.reservationId.localeCompare(b.reservationId));
  return HttpResponse.json(rows);
});

/** `GetFOReservation` `{ recordId }`: one reservation, or null. */
const single = http.post(`*/${API.reservation}`, async ({ request }) => {
  const session = await foSession(request, FRONT_OFFICE.reservations, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const reservationId = text((await readJson(request)).recordId);
  const found = (await reservationsOf(session.companyCode)).find((row) => row.reservationId === reservationId);
  return HttpResponse.json(found ?? null);
});

/**
 * `GetFOReservationRequirements`: the hotel date, rooms, categories with their tariff, meal plans and the companies and
 * agents a stay may be billed to.
 */
const requirements = http.post(`*/${API.reservationRequirements}`, async ({ request }) => {
  const session = await foSession(request, FRONT_OFFICE.reservations, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const company = session.companyCode;
  const [today, rooms, categories, plans, billTo] = await Promise.all([
    hotelDate(company),
    panelRooms(company),
    masterRows('frontoffice.room-categories', company),
    masterRows('frontoffice.meal-plans', company),
    billToOf(company),
  ]);
  const active = (row: Record<string, unknown>) => row.active !== false;
  const answer: ReservationRequirements = {
    hotelDate: today,
    rooms: rooms
      .filter((room) => room.active)
      .map(({ roomNo, category, floor, status }) => ({ roomNo, category, floor, status }))
      .sort((a, b) => a.roomNo.localeCompare(b.roomNo, undefined, { numeric: true })),
    categories: categories.filter(active).map((row) => ({
      code: text(row.code),
      name: text(row.name),
      baseTariff: Number(row.baseTariff ?? 0),
      occupancy: Number(row.occupancy ?? 0),
    })),
    mealPlans: plans.filter(active).map((row) => ({ code: text(row.code), name: text(row.name) })),
    billTo,
  };
  return HttpResponse.json(answer);
});

const TRANSACTIONS = { 1: TRANSACTION.create, 2: TRANSACTION.modify, 3: TRANSACTION.delete } as const;

/**
 * `SetFOReservation`: create (1) or modify (2) `{ header }`, cancel (3) `{ recordId, detail: reason }`; one at a time,
 * once per key.
 */
const save = http.post(`*/${API.saveReservation}`, async ({ request }) => {
  const body = await readJson(request);
  const traCheck = Number(body.traCheck);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({ result: 'traCheck must be 1 (create), 2 (modify) or 3 (cancel).' });
  const session = await foSession(request, FRONT_OFFICE.reservations, TRANSACTIONS[traCheck], 'write');
  if (session instanceof Response) return session;
  return foWrite(request, session, () =>
    traCheck === 3
      ? cancelReservation(session, text(body.recordId), text(body.detail))
      : saveReservation(session, body.header, traCheck),
  );
});

export const reservationRoutes = [list, single, requirements, save];
