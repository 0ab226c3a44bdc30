import { http, HttpResponse } from 'msw';
import { formatDate } from '../../../lib/format/date-format';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import {
  PANEL_ENDPOINTS as API,
  type HousekeepingData,
  type HousekeepingRoom,
  type PanelRoom,
} from '../../../modules/frontoffice/panel/domain/panel-types';
import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import { readJson } from '../../core/read-json';
import { foSession, foWrite, refusal } from '../fo-session';
import { hotelDate, openStays, roomRows, setRoomStatus } from '../fo-store';
import { panelRoomOf } from './panel-data';

/** Housekeeping's rooms: dirty ones, and out-of-order ones whose last day has passed. */
const toClean = (room: PanelRoom, today: string) =>
  room.active &&
  (room.status === 'DIRTY' ||
    (room.status === 'OUT_OF_ORDER' && room.outOfOrderTo !== '' && room.outOfOrderTo < today));

const housekeepingList = http.post(`*/${API.housekeeping}`, async ({ request }) => {
  const session = await foSession(request, FRONT_OFFICE.housekeeping, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  await readJson(request);
  const today = await hotelDate(session.companyCode);
  const rows = await roomRows(session.companyCode);
  const rooms: HousekeepingRoom[] = rows
    .map((row) => ({ room: panelRoomOf(row), since: typeof row.statusSince === 'string' ? row.statusSince : '' }))
    .filter(({ room }) => toClean(room, today))
    .map(({ room, since }) => ({
      roomNo: room.roomNo,
      floor: room.floor,
      category: room.category,
      status: room.status as HousekeepingRoom['status'],
      since,
      outOfOrderReason: room.outOfOrderReason,
      outOfOrderTo: room.outOfOrderTo,
    }))
    .sort((a, b) => a.floor - b.floor || a.roomNo.localeCompare(b.roomNo, undefined, { numeric: true }));
  const answer: HousekeepingData = { hotelDate: today, rooms };
  return HttpResponse.json(answer);
});

/** Why a room cannot be marked clean now, or null. */
function cannotClean(
  roomNo: string,
  row: Record<string, unknown> | undefined,
  stay: Stay | undefined,
  today: string,
): string | null {
  if (!row) return `Room ${roomNo} is not a room of this hotel.`;
  const room = panelRoomOf(row);
  if (stay) return `Room ${roomNo} has ${stay.guest.name} in it (${stay.stayNo}).`;
  if (room.status === 'VACANT') return `Room ${roomNo} is already clean.`;
  if (room.status === 'OUT_OF_ORDER' && !toClean(room, today))
    return `Room ${roomNo} is out of order until ${formatDate(room.outOfOrderTo)}: bring it back early on Room status.`;
  return null;
}

/**
 * `SetFORoomsClean` `{ lines: [roomNo...], traCheck: 2 }`: every room named becomes vacant clean, or none does (the
 * refusal names each problem).
 */
const markClean = http.post(`*/${API.markClean}`, async ({ request }) => {
  const session = await foSession(request, FRONT_OFFICE.housekeeping, TRANSACTION.modify, 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const wanted = [
    ...new Set((Array.isArray(body.lines) ? body.lines : []).map((line) => String(line).trim()).filter(Boolean)),
  ];
  return foWrite(request, session, async () => {
    if (wanted.length === 0) return refusal('Choose the rooms that are clean.');
    const company = session.companyCode;
    const today = await hotelDate(company);
    const rows = new Map((await roomRows(company)).map((row) => [String(row.roomNo), row]));
    const occupants = new Map((await openStays(company)).map((stay) => [stay.room, stay]));
    const problems = wanted
      .map((roomNo) => cannotClean(roomNo, rows.get(roomNo), occupants.get(roomNo), today))
      .filter((problem): problem is string => problem !== null);
    if (problems.length > 0) return refusal(`${problems.join(' ')} Nothing was marked clean.`);
    for (const roomNo of wanted) await setRoomStatus(company, roomNo, 'VACANT');
    return HttpResponse.json({ result: 'OK' });
  });
});

export const housekeepingRoutes = [housekeepingList, markClean];
