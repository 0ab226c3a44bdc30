import type { Stay } from '../../modules/frontoffice/domain/stay-types';

/** A restaurant bill's charge to a room, to be written on the stay's folio. */
export interface RoomChargeToPost {
  id: string; // the POS room charge's id (`<bill seq>|<room>`)
  seq: string;
  billNo: number;
  outlet: string;
  room: string;
  amount: number;
  user: string;
}

/**
 * The hotel's folios as a till sees them: the POS "Room" tender charges a room whose guest is in house, and the charge
 * lands on that stay's folio. The front office's demo backend connects its folios (frontoffice/folio/pos-to-folio.ts);
 * until it does, no guest is in house and no room can be charged.
 */
export interface RoomFolios {
  /** The stays in house now. */
  inHouseStays(companyCode: number): Promise<Stay[]>;
  /** Why a room tender cannot be taken, or null. */
  roomTenderRefusal(companyCode: number, rooms: readonly string[]): Promise<string | null>;
  /** Writes each charge on its room's folio; answers the stay number each went to ('' none). In the write queue. */
  postRoomChargesToFolios(companyCode: number, charges: readonly RoomChargeToPost[]): Promise<Map<string, string>>;
  /** Why a sale return of a bill charged to a room still in house is refused, or null. */
  roomReturnRefusal(companyCode: number, billNo: number, billSeq: string): Promise<string | null>;
}

const NO_HOTEL: RoomFolios = {
  inHouseStays: async () => [],
  roomTenderRefusal: async (_companyCode, rooms) =>
    rooms.some(Boolean) ? 'No guest is in house to charge a room to: choose another settlement.' : null,
  postRoomChargesToFolios: async (_companyCode, charges) => new Map(charges.map((charge) => [charge.id, ''])),
  roomReturnRefusal: async () => null,
};

let folios: RoomFolios = NO_HOTEL;

export function connectRoomFolios(connected: RoomFolios): void {
  folios = connected;
}

export const inHouseStays: RoomFolios['inHouseStays'] = (companyCode) => folios.inHouseStays(companyCode);
export const roomTenderRefusal: RoomFolios['roomTenderRefusal'] = (companyCode, rooms) =>
  folios.roomTenderRefusal(companyCode, rooms);
export const postRoomChargesToFolios: RoomFolios['postRoomChargesToFolios'] = (companyCode, charges) =>
  folios.postRoomChargesToFolios(companyCode, charges);
export const roomReturnRefusal: RoomFolios['roomReturnRefusal'] = (companyCode, billNo, billSeq) =>
  folios.roomReturnRefusal(companyCode, billNo, billSeq);
