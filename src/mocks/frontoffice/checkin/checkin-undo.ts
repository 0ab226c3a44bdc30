import { readRecord, writeRecord } from '../../core/record-store';

/**
 * What a check-in changed that its stay does not say (records 'frontoffice.checkin-undo', key stayNo), so cancelling
 * the check-in puts it back exactly: the reservation's room as booked ('' when it held only a category), which the
 * check-in replaced with the room the guest got.
 */
export interface CheckinUndo {
  stayNo: string;
  reservationRoom: string;
}

const CHECKIN_UNDO = 'frontoffice.checkin-undo';

export const writeCheckinUndo = (companyCode: number, row: CheckinUndo) =>
  writeRecord(CHECKIN_UNDO, companyCode, row.stayNo, row);

export const checkinUndoOf = (companyCode: number, stayNo: string) =>
  readRecord<CheckinUndo>(CHECKIN_UNDO, companyCode, stayNo);
