import { addDays, format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { formatDate } from '../../../lib/format/date-format';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { PANEL_ENDPOINTS as API, type RoomStatusInput } from '../../../modules/frontoffice/panel/domain/panel-types';
import { nightsOverlap } from '../../../modules/frontoffice/panel/domain/reservation-rules';
import { roomStatusProblems } from '../../../modules/frontoffice/panel/domain/room-status-rules';
import { readJson, validationAnswer } from '../../core/read-json';
import { foSession, foWrite, refusal } from '../fo-session';
import { hotelDate, reservationsOf, setRoomStatus, stayInRoom } from '../fo-store';
import { panelRooms } from './panel-data';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const STATUSES = ['VACANT', 'DIRTY', 'OUT_OF_ORDER'] as const;

function inputOf(body: Record<string, unknown>): RoomStatusInput {
  const header = (typeof body.header === 'object' && body.header !== null ? body.header : {}) as Record<
    string,
    unknown
  >;
  const status = STATUSES.find((one) => one === header.status);
  return {
    room: text(header.room),
    status: status ?? ('' as RoomStatusInput['status']),
    reason: text(header.reason),
    from: text(header.from),
    to: text(header.to),
  };
}

async function setStatus(companyCode: number, input: RoomStatusInput): Promise<Response> {
  const room = (await panelRooms(companyCode)).find((row) => row.roomNo === input.room);
  if (!room || !room.active) return refusal(`Room ${input.room || '(none)'} is not a room in service.`);
  const stay = await stayInRoom(companyCode, room.roomNo);
  if (stay)
    return refusal(
      `Room ${room.roomNo} has ${stay.guest.name} in it (${stay.stayNo}): its status changes at check-out or room transfer.`,
    );
  const problems = roomStatusProblems(input, await hotelDate(companyCode));
  if (Object.keys(problems).length > 0) return validationAnswer(problems as Record<string, string>);
  if (input.status !== 'OUT_OF_ORDER') {
    await setRoomStatus(companyCode, room.roomNo, input.status);
    return HttpResponse.json({ result: 'OK' });
  }
  const window = { arrival: input.from, departure: format(addDays(parseISO(input.to), 1), 'yyyy-MM-dd') };
  const held = (await reservationsOf(companyCode)).find(
    (row) => row.status === 'BOOKED' && row.room === room.roomNo && nightsOverlap(window, row),
  );
  if (held) {
    return refusal(
      `Room ${room.roomNo} is reserved for ${held.guestName} (${held.reservationId}) from ${formatDate(held.arrival)} to ${formatDate(held.departure)}: move the reservation to another room first.`,
    );
  }
  await setRoomStatus(companyCode, room.roomNo, 'OUT_OF_ORDER', {
    outOfOrderReason: input.reason,
    outOfOrderFrom: input.from,
    outOfOrderTo: input.to,
  });
  return HttpResponse.json({ result: 'OK' });
}

/**
 * `SetFORoomStatus` `{ header: { room, status, reason, from, to }, traCheck: 2 }`: a room becomes clean, dirty, or out
 * of order (a reason and the dates; refused over a booked reservation's nights); refused while a guest is in it.
 */
export const roomStatusRoute = http.post(`*/${API.setStatus}`, async ({ request }) => {
  const session = await foSession(request, FRONT_OFFICE.roomStatus, TRANSACTION.modify, 'write');
  if (session instanceof Response) return session;
  const input = inputOf(await readJson(request));
  return foWrite(request, session, () => setStatus(session.companyCode, input));
});
