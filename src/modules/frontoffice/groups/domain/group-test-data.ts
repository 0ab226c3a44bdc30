import type { GuestDetails, Stay } from '../../domain/stay-types';
import type { GroupMember } from './groups-types';
import { blankGuest } from '../../domain/blank-guest';

/** Test data of the group rules (unit tests only). */
export const guest = (name: string, more: Partial<GuestDetails> = {}): GuestDetails =>
  blankGuest({ mobile: '9829012345', name, ...more });

export const member = (stayNo: string, room: string, more: Partial<GroupMember> = {}): GroupMember => ({
  reservationId: '',
  stayNo,
  room,
  category: 'DLX',
  guestName: `Guest ${room}`,
  leader: false,
  status: 'IN_HOUSE',
  arrival: '2026-11-20',
  departure: '2026-11-23',
  adults: 2,
  children: 0,
  mealPlan: 'CP',
  balance: 0,
  nightsDue: 0,
  due: 0,
  ...more,
});

export const stay = (stayNo: string, room: string, more: Partial<Stay> = {}): Stay => ({
  stayNo,
  room,
  category: 'DLX',
  kind: 'GUEST',
  status: 'IN_HOUSE',
  guest: guest(`Guest ${room}`),
  companions: [],
  adults: 2,
  children: 0,
  arrival: '2026-11-20T12:00',
  departure: '2026-11-23',
  slots: [
    {
      from: '2026-11-20',
      roomRate: 3800,
      mealPlan: 'CP',
      mealRate: 900,
      extraBeds: 0,
      extraBedRate: 0,
      reason: '',
      user: 'admin',
      at: '2026-11-20T12:00',
    },
  ],
  billTo: '',
  groupId: 'GRP26-11/0001',
  reservationId: '',
  complimentary: '',
  detailsPending: false,
  rooms: [{ room, from: '2026-11-20T12:00' }],
  checkedOutAt: '',
  cancelledAt: '',
  cancelReason: '',
  finalBill: '',
  user: 'admin',
  createdAt: '2026-11-20T12:00',
  ...more,
});
