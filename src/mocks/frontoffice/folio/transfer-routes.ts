import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { tariffChangeProblem, transferProblem } from '../../../modules/frontoffice/folio/domain/folio-rules';
import {
  FOLIO_ENDPOINTS as API,
  type RoomState,
  type TransferRequirements,
  type TransferRoom,
} from '../../../modules/frontoffice/folio/domain/folio-types';
import type { Stay, TariffSlot } from '../../../modules/frontoffice/domain/stay-types';
import { slotFor } from '../../../modules/frontoffice/domain/tariff';
import { readJson } from '../../core/read-json';
import { folioLinesOf, hotelDate, openStays, reservationsOf, roomRows, setRoomStatus, writeStay } from '../fo-store';
import { foSession, foWrite, nowStamp, refusal } from '../fo-session';
import { headerOf, inHouseStay, logFo, num, str, text } from './folio-common';
import { tariffMasters } from './tariff-routes';

/** Every room with what stops it taking a transferred guest ('' when nothing does). */
async function transferRooms(companyCode: number, today: string): Promise<TransferRoom[]> {
  const [rooms, stays, reservations] = await Promise.all([
    roomRows(companyCode),
    openStays(companyCode),
    reservationsOf(companyCode),
  ]);
  const occupant = new Map(stays.map((stay) => [stay.room, stay.guest.name || stay.stayNo]));
  const arriving = new Map(
    reservations
      .filter((row) => row.status === 'BOOKED' && row.room && row.arrival === today)
      .map((row) => [row.room, row.guestName]),
  );
  return rooms
    .map((row) => {
      const roomNo = str(row.roomNo);
      const room = { roomNo, status: str(row.status), active: row.active !== false };
      return {
        roomNo,
        category: str(row.category),
        floor: num(row.floor),
        status: room.status as RoomState,
        problem: transferProblem(room, occupant.get(roomNo) ?? '', arriving.get(roomNo) ?? ''),
      };
    })
    .sort((a, b) => a.roomNo.localeCompare(b.roomNo, undefined, { numeric: true }));
}

/** The slot of the new room's category from tonight: its base tariff and extra bed rate, the meal plan kept. */
function categorySlot(
  stay: Stay,
  tonight: string,
  category: { baseTariff: number; extraBed: number },
  user: string,
  reason: string,
): TariffSlot {
  const current = slotFor(stay.slots, tonight);
  const extraBeds = current?.extraBeds ?? 0;
  return {
    from: tonight,
    roomRate: category.baseTariff,
    mealPlan: current?.mealPlan ?? '',
    mealRate: current?.mealRate ?? 0,
    extraBeds,
    extraBedRate: extraBeds > 0 ? category.extraBed : 0,
    reason: reason || "Room transfer: the new category's tariff",
    user,
    at: nowStamp(),
  };
}

export const transferRoutes = [
  http.post(`*/${API.transferRequirements}`, async ({ request }) => {
    const session = await foSession(request, FRONT_OFFICE.roomTransfer, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = await hotelDate(session.companyCode);
    const answer: TransferRequirements = {
      hotelDate: today,
      rooms: await transferRooms(session.companyCode, today),
      categories: (await tariffMasters(session.companyCode)).categories,
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.roomTransfer}`, async ({ request }) => {
    const session = await foSession(request, FRONT_OFFICE.roomTransfer, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const header = headerOf(await readJson(request));
    return foWrite(request, session, async () => {
      const { companyCode } = session;
      const stay = await inHouseStay(companyCode, text(header.stayNo));
      if (typeof stay === 'string') return refusal(stay);
      const toRoom = text(header.toRoom);
      const reason = text(header.reason);
      if (!toRoom) return refusal('Choose the room to move to.');
      if (toRoom === stay.room) return refusal(`The guest is already in room ${toRoom}.`);
      if (reason.length > 200) return refusal('Keep the reason within 200 characters.');
      const today = await hotelDate(companyCode);
      const target = (await transferRooms(companyCode, today)).find((room) => room.roomNo === toRoom);
      if (!target) return refusal(`There is no room ${toRoom}.`);
      if (target.problem) return refusal(target.problem);
      const applyTariff = header.applyTariff === true;
      let slots = stay.slots;
      if (applyTariff) {
        if (stay.kind === 'HOUSE') return refusal(`Room ${stay.room} is a house guest's: there is no tariff to apply.`);
        const problem = tariffChangeProblem(today, today, await folioLinesOf(companyCode, stay.stayNo));
        if (problem) return refusal(`The new category's tariff cannot start tonight: ${problem}`);
        const category = (await tariffMasters(companyCode)).categories.find((row) => row.code === target.category);
        if (!category)
          return refusal(`Room ${toRoom}'s category ${target.category} is not in the room categories master.`);
        slots = [...slots, categorySlot(stay, today, category, session.userName, reason)];
      }
      const history = stay.rooms.length > 0 ? stay.rooms : [{ room: stay.room, from: stay.arrival }];
      const moved: Stay = {
        ...stay,
        room: toRoom,
        category: target.category,
        slots,
        rooms: [...history, { room: toRoom, from: nowStamp() }],
      };
      await writeStay(companyCode, moved);
      await setRoomStatus(companyCode, stay.room, 'DIRTY');
      await setRoomStatus(companyCode, toRoom, 'OCCUPIED');
      await logFo(
        session,
        'Modified',
        'Room transfer',
        stay.stayNo,
        `${stay.guest.name} moved from room ${stay.room} to ${toRoom}${applyTariff ? ` at the ${target.category} tariff from ${today}` : ''}${reason ? ` (${reason})` : ''}`,
        null,
        null,
      );
      return HttpResponse.json({ result: 'OK', room: toRoom });
    });
  }),
];
