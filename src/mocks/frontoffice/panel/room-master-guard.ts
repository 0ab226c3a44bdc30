import { http, HttpResponse, type HttpHandler } from 'msw';
import { code } from '../../../lib/permissions/permission-code';
import { ROOMS } from '../../../modules/frontoffice/resources/rooms';
import { ROOM_STATUS_LABELS, type RoomStatus } from '../../../modules/frontoffice/panel/domain/panel-types';
import { recordFromSaveBody } from '../../../engine/wire-shape';
import { readJson } from '../../core/read-json';
import { readRecord } from '../../core/record-store';
import { authorise } from '../../core/sessions/authorise';
import { FO_STORE, openStays, reservationsOf } from '../fo-store';

const SCREEN = ROOMS.screen.code!;
const label = (status: unknown) => ROOM_STATUS_LABELS[status as RoomStatus] ?? String(status);

/** Why the rooms master may not take this save, or null (the generic save goes on). */
async function refusalOf(companyCode: number, body: Record<string, unknown>, traCheck: number): Promise<string | null> {
  const record = recordFromSaveBody(ROOMS, body) ?? {};
  const roomNo = String(record.roomNo ?? '').trim();
  const stored = roomNo ? await readRecord<Record<string, unknown>>(FO_STORE.rooms, companyCode, roomNo) : undefined;
  if (traCheck === 1)
    return record.status === 'OCCUPIED'
      ? 'A new room cannot start occupied: create it clean, dirty or out of order, then check a guest in.'
      : null;
  if (!stored) return null; // the generic save says it no longer exists
  if (traCheck === 2) {
    if (record.status === undefined || record.status === stored.status) return null;
    return `Room ${roomNo} is ${label(stored.status).toLowerCase()} now (it was ${label(record.status).toLowerCase()} when you opened it): its status changes only through the front office. Open the room again to edit it.`;
  }
  const stay = (await openStays(companyCode)).find((one) => one.room === roomNo);
  if (stay) return `Room ${roomNo} has ${stay.guest.name} in it (${stay.stayNo}): it cannot be deleted.`;
  const booked = (await reservationsOf(companyCode)).find((one) => one.status === 'BOOKED' && one.room === roomNo);
  if (booked)
    return `Room ${roomNo} is reserved for ${booked.guestName} (${booked.reservationId}): move or cancel the reservation first.`;
  return null;
}

/**
 * The rooms master's saves, asked before the generic save: the status is the front office's (a new room does not
 * start occupied; an edit cannot change it, so a form opened before a check-in cannot undo it); a room with a guest
 * or a booked reservation cannot be deleted. Anything else goes on to the generic save (this answers nothing).
 */
export const roomMasterGuard: HttpHandler = http.post(`*/${ROOMS.endpoints.save}`, async ({ request }) => {
  const body = await readJson(request);
  const traCheck = Number(body.traCheck);
  if (![1, 2, 3].includes(traCheck)) return undefined;
  const session = await authorise(
    request,
    code(SCREEN.moduleCode, SCREEN.menuCode, SCREEN.screenCode, traCheck),
    'write',
  );
  if (session instanceof Response) return undefined; // the generic save answers the refusal
  const refusal = await refusalOf(session.companyCode, body, traCheck);
  return refusal ? HttpResponse.json({ result: refusal }) : undefined;
});
