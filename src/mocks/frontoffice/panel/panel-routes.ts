import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { PANEL_ENDPOINTS as API, type PanelData } from '../../../modules/frontoffice/panel/domain/panel-types';
import { readJson } from '../../core/read-json';
import { foSession } from '../fo-session';
import { hotelDate, reservationsOf } from '../fo-store';
import { masterRows, panelRooms, panelStays } from './panel-data';
import { housekeepingRoutes } from './housekeeping-routes';
import { roomStatusRoute } from './room-status-route';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `GetFORoomPanel` (the room panel) and `GetFORoomStatusRooms` (the room status screen, with its own right): the rooms,
 * their categories, the open stays (and today's arrived and departed) and today's booked arrivals.
 */
const panelRoute = (endpoint: string, screen: ScreenDeclaration) =>
  http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await foSession(request, screen, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    await readJson(request);
    const company = session.companyCode;
    const today = await hotelDate(company);
    const [rooms, categories, stays, reservations] = await Promise.all([
      panelRooms(company),
      masterRows('frontoffice.room-categories', company),
      panelStays(company, today),
      reservationsOf(company),
    ]);
    const answer: PanelData = {
      hotelDate: today,
      rooms,
      categories: categories.map((row) => ({ code: text(row.code), name: text(row.name) })),
      stays,
      reservations: reservations
        .filter((row) => row.status === 'BOOKED' && row.arrival === today)
        .map(({ reservationId, guestName, room, category, arrival, departure, status }) => ({
          reservationId,
          guestName,
          room,
          category,
          arrival,
          departure,
          status,
        })),
    };
    return HttpResponse.json(answer);
  });

/** The panel's own routes: the panel, room status and housekeeping. */
export const panelRoutes = [
  panelRoute(API.panel, FRONT_OFFICE.roomPanel),
  panelRoute(API.statusRooms, FRONT_OFFICE.roomStatus),
  roomStatusRoute,
  ...housekeepingRoutes,
];
