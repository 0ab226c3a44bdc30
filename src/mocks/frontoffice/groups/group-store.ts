import type { GuestDetails } from '../../../modules/frontoffice/domain/stay-types';
import { readRecord, writeRecord } from '../../core/record-store';

/**
 * What a booked group keeps beyond its StayGroup and reservations (records 'frontoffice.group-bookings', key
 * groupId): the leader's reservation and each reserved room's guest as entered (the leader's full particulars, a
 * member's name, nationality and passport), so the rooms are checked in later with what was taken at booking.
 */
export interface GroupBooking {
  groupId: string;
  leaderReservationId: string;
  guests: Record<string, GuestDetails>; // by reservationId
}

const GROUP_BOOKINGS = 'frontoffice.group-bookings';

export const groupBookingOf = (companyCode: number, groupId: string) =>
  readRecord<GroupBooking>(GROUP_BOOKINGS, companyCode, groupId);

export const writeGroupBooking = (companyCode: number, row: GroupBooking) =>
  writeRecord(GROUP_BOOKINGS, companyCode, row.groupId, row);
