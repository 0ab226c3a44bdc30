import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import { roomChargesOf } from '../../core/accounting/party-postings';
import { hotelDate, openStays, stayOf, staysOf, writeFolioLines } from '../fo-store';
import { posFolioLine } from '../folio-posting';
import { connectRoomFolios, type RoomChargeToPost } from '../../core/room-folios';

/**
 * Restaurant to room: the POS "Room" tender charges a room whose guest is in house, and the charge lands on
 * that stay's folio as a POS line (the bill's own voucher has already debited the guest ledger). The tills reach
 * these through the core's room folios (core/room-folios.ts), connected when the front office's handlers load.
 */

/** The stays in house now (not those whose final bill is prepared: their folio takes nothing more). */
async function inHouseStays(companyCode: number): Promise<Stay[]> {
  return (await openStays(companyCode)).filter((stay) => stay.status === 'IN_HOUSE');
}

/**
 * Why a room tender cannot be taken: the room's guest has checked out or has the final bill prepared. Null when every
 * room charged is in house, or when a room never had a stay (the POS's own check names it then).
 */
async function roomTenderRefusal(companyCode: number, rooms: readonly string[]): Promise<string | null> {
  if (rooms.length === 0) return null;
  const inHouse = new Set((await inHouseStays(companyCode)).map((stay) => stay.room));
  const missing = rooms.filter((room) => room && !inHouse.has(room));
  if (missing.length === 0) return null;
  const stays = await staysOf(companyCode);
  for (const room of missing) {
    const last = stays.filter((stay) => stay.room === room).sort((a, b) => b.arrival.localeCompare(a.arrival))[0];
    if (last?.status === 'CHECKOUT_PENDING') return `Room ${room}'s final bill is prepared: choose another settlement.`;
    if (last?.status === 'CHECKED_OUT') return `Room ${room} has checked out: choose another settlement.`;
  }
  return null;
}

/**
 * Writes each room charge on its room's in-house stay's folio (one POS line per charge, its id made from the charge's,
 * so writing it again replaces it) and answers the stay number each went to ('' when the room has no guest in house).
 * Call inside the company's write queue.
 */
async function postRoomChargesToFolios(
  companyCode: number,
  charges: readonly RoomChargeToPost[],
): Promise<Map<string, string>> {
  const posted = new Map<string, string>();
  if (charges.length === 0) return posted;
  const [stays, dat] = await Promise.all([inHouseStays(companyCode), hotelDate(companyCode)]);
  const byRoom = new Map(stays.map((stay) => [stay.room, stay]));
  const lines = [];
  for (const charge of charges) {
    const stay = byRoom.get(charge.room);
    posted.set(charge.id, stay?.stayNo ?? '');
    if (stay)
      lines.push(
        posFolioLine(stay, {
          id: charge.id,
          seq: charge.seq,
          billNo: charge.billNo,
          dat,
          outlet: charge.outlet,
          amount: charge.amount,
          user: charge.user,
        }),
      );
  }
  await writeFolioLines(companyCode, lines);
  return posted;
}

/**
 * A sale return of a bill settled (in part) to a room whose guest is still in it would pay money back while the
 * folio still charges the whole bill: refused, naming the room, until the front office has settled the folio (the
 * return is then the restaurant's, as for any paid bill). Null when no part of the bill went to an open stay.
 */
async function roomReturnRefusal(companyCode: number, billNo: number, billSeq: string): Promise<string | null> {
  const charges = (await roomChargesOf(companyCode)).filter(
    (charge) => charge.billNo === billNo && charge.folio !== '',
  );
  for (const charge of charges) {
    const stay = await stayOf(companyCode, charge.folio);
    if (stay && (stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING')) {
      return `Bill ${billSeq} was charged to room ${charge.room} (${stay.guest.name}, still in house): its folio carries the charge, so a refund now would pay twice. Return it after the guest checks out.`;
    }
  }
  return null;
}

/** Connects the hotel's folios to the tills. */
export const connectFoliosToTills = () =>
  connectRoomFolios({ inHouseStays, roomTenderRefusal, postRoomChargesToFolios, roomReturnRefusal });
