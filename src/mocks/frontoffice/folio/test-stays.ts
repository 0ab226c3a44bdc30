import { addDays, format, parseISO } from 'date-fns';
import type { Stay, StayKind } from '../../../modules/frontoffice/domain/stay-types';
import { requireSession, type DemoSession } from '../../core/sessions/auth';
import { oneAtATime } from '../../core/write-queue';
import { foSettingsOf, hotelDate, openStays, roomRows, setRoomStatus, writeStay } from '../fo-store';
import { chargeNights } from '../folio-posting';
import { masterRows, num, str } from './folio-common';
import { blankGuest } from '../../../modules/frontoffice/domain/blank-guest';

/**
 * For tests only: the demo session behind a signed-in user's token (as the handlers see it), and an in-house stay
 * written straight to the store in a vacant clean room, its nights before the hotel date charged through
 * chargeNights (so the accounts agree), as check-in and the night audit would have left it.
 */
export async function testSession(token: string): Promise<DemoSession> {
  const session = await requireSession(
    new Request('http://demo.test/', { headers: { Authorization: `Bearer ${token}` } }),
  );
  if (session instanceof Response) throw new Error('no demo session for that token');
  return session;
}

export interface StaySpec {
  stayNo?: string;
  room?: string; // default: the first vacant clean room with nobody in it
  guestName?: string;
  kind?: StayKind;
  roomRate?: number; // default: the category's base tariff
  nightsAgo?: number; // arrival this many days before the hotel date (0: today); those nights are charged
  nightsAhead?: number; // expected departure this many days after the hotel date (default 2)
}

const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

export function putStay(session: DemoSession, spec: StaySpec = {}): Promise<Stay> {
  return oneAtATime(session.companyCode, async () => {
    const { companyCode } = session;
    const [rooms, open, today] = await Promise.all([
      roomRows(companyCode),
      openStays(companyCode),
      hotelDate(companyCode),
    ]);
    const taken = new Set(open.map((stay) => stay.room));
    const room = spec.room
      ? rooms.find((row) => str(row.roomNo) === spec.room)
      : rooms.find((row) => row.status === 'VACANT' && row.active !== false && !taken.has(str(row.roomNo)));
    if (!room) throw new Error(`no room ${spec.room ?? '(vacant clean)'} to put a test stay in`);
    const category = (await masterRows('frontoffice.room-categories', companyCode)).find(
      (row) => row.code === room.category,
    );
    const roomNo = str(room.roomNo);
    const arrival = day(today, -(spec.nightsAgo ?? 0));
    const kind = spec.kind ?? 'GUEST';
    const stay: Stay = {
      stayNo: spec.stayNo ?? `CHK${today.slice(2, 4)}-${today.slice(5, 7)}/9${roomNo.padStart(3, '0')}`,
      room: roomNo,
      category: str(room.category),
      kind,
      status: 'IN_HOUSE',
      guest: blankGuest({
        guestId: `G9${roomNo}`,
        name: spec.guestName ?? `Test guest ${roomNo}`,
        mobile: '9876500000',
        idType: 'AADHAAR',
        idNumber: '123412341234',
        city: 'Udaipur',
      }),
      companions: [],
      adults: 2,
      children: 0,
      arrival: `${arrival}T12:00`,
      departure: day(today, spec.nightsAhead ?? 2),
      slots:
        kind === 'HOUSE'
          ? []
          : [
              {
                from: arrival,
                roomRate: spec.roomRate ?? num(category?.baseTariff),
                mealPlan: '',
                mealRate: 0,
                extraBeds: 0,
                extraBedRate: 0,
                reason: 'Check-in',
                user: session.userName,
                at: `${arrival}T12:00:00`,
              },
            ],
      billTo: '',
      groupId: '',
      reservationId: '',
      complimentary: kind === 'HOUSE' ? 'Staff use' : '',
      detailsPending: false,
      rooms: [{ room: roomNo, from: `${arrival}T12:00` }],
      checkedOutAt: '',
      cancelledAt: '',
      cancelReason: '',
      finalBill: '',
      user: session.userName,
      createdAt: `${arrival}T12:00:00`,
    };
    await writeStay(companyCode, stay);
    await setRoomStatus(companyCode, roomNo, 'OCCUPIED');
    const nights = Array.from({ length: spec.nightsAgo ?? 0 }, (_, index) => day(arrival, index));
    if (nights.length > 0 && kind !== 'HOUSE')
      await chargeNights(session, stay, nights, await foSettingsOf(companyCode));
    return stay;
  });
}
