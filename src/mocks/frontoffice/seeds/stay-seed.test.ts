import { differenceInMinutes, format, parseISO } from 'date-fns';
import { roomTiles } from '../../../modules/frontoffice/panel/domain/room-states';
import type { PanelRoom } from '../../../modules/frontoffice/panel/domain/panel-types';
import { findDemoCompany } from '../../core/company/companies';
import { guestSeed } from './guest-seed';
import { roomSeed, HOTEL_OCCUPIED_ROOMS } from './rooms';
import { frontOfficeStartingRecords } from './stay-seed';

const hotel = findDemoCompany(1001)!;
const today = format(new Date(), 'yyyy-MM-dd');

describe('the hotel’s starting stays, reservations and C-Forms', () => {
  it('puts an in-house stay on exactly the rooms seeded occupied, with guests of the guests master and one slot each', async () => {
    const { stays } = await frontOfficeStartingRecords(1001);
    const rooms = roomSeed(hotel);
    expect(stays.map((row) => row.data.room).sort()).toEqual(
      rooms
        .filter((room) => room.status === 'OCCUPIED')
        .map((room) => room.roomNo)
        .sort(),
    );
    expect(stays).toHaveLength(HOTEL_OCCUPIED_ROOMS.length);
    const guests = new Map(guestSeed(hotel).map((guest) => [guest.guestId, guest.name]));
    for (const { id, data } of stays) {
      expect(id).toBe(data.stayNo);
      expect(data.stayNo).toMatch(/^CHK\d{2}-\d{2}\/\d{4}$/);
      expect(guests.get(data.guest.guestId)).toBe(data.guest.name);
      expect(data.status).toBe('IN_HOUSE');
      expect(data.slots).toHaveLength(1);
      expect(data.arrival.slice(0, 10) <= today && data.departure >= today).toBe(true);
      expect(data.arrival <= format(new Date(), "yyyy-MM-dd'T'HH:mm")).toBe(true);
    }
    expect(new Set(stays.map((row) => row.data.stayNo)).size).toBe(stays.length);
    const ramesh = stays.find((row) => row.data.room === '101')!.data;
    expect(ramesh).toMatchObject({
      guest: { name: 'Ramesh Agarwal' },
      adults: 2,
      slots: [{ roomRate: 2800, mealPlan: 'CP', mealRate: 900, extraBedRate: 700 }],
    });
    expect(stays.filter((row) => row.data.departure === today).length).toBeGreaterThanOrEqual(3);
    expect(stays.filter((row) => row.data.arrival.slice(0, 10) === today).length).toBeGreaterThanOrEqual(3);
  });

  it('has two foreign guests: one C-Form due within a few hours, one submitted', async () => {
    const { stays, cforms } = await frontOfficeStartingRecords(1001);
    expect(cforms.map((row) => row.data.status).sort()).toEqual(['DUE', 'SUBMITTED']);
    const due = cforms.find((row) => row.data.status === 'DUE')!.data;
    const left = differenceInMinutes(parseISO(due.dueBy), new Date());
    expect(left).toBeGreaterThan(60);
    expect(left).toBeLessThan(6 * 60);
    const stay = stays.find((row) => row.data.stayNo === due.stayNo)!.data;
    expect(stay.guest.nationality).not.toBe('Indian');
    expect(due.passportNo).toBe(stay.guest.passportNo);
  });

  it('books reservations on vacant clean rooms, three arriving today and one tomorrow, shown on the panel', async () => {
    const { stays, reservations } = await frontOfficeStartingRecords(1001);
    const rooms = roomSeed(hotel) as unknown as PanelRoom[];
    for (const { data } of reservations) expect(rooms.find((room) => room.roomNo === data.room)?.status).toBe('VACANT');
    const tiles = roomTiles({
      hotelDate: today,
      rooms,
      categories: [],
      reservations: reservations.map((row) => row.data),
      stays: stays.map(({ data }) => ({
        stayNo: data.stayNo,
        room: data.room,
        guestName: data.guest.name,
        kind: data.kind,
        status: data.status,
        arrival: data.arrival,
        departure: data.departure,
        checkedOutAt: '',
      })),
    });
    const count = (state: string) => tiles.filter((tile) => tile.state === state).length;
    expect(count('ARRIVING')).toBe(3);
    expect(count('OUT_OF_ORDER')).toBe(2);
    expect(count('VACANT_DIRTY')).toBe(5);
    expect(count('OCCUPIED') + count('DUE_OUT')).toBe(22);
    expect(count('DUE_OUT')).toBe(4);
  });

  it('gives other companies none, and no occupied room', async () => {
    expect(await frontOfficeStartingRecords(1010)).toEqual({ stays: [], reservations: [], cforms: [] });
    expect(roomSeed(findDemoCompany(1010)!).some((room) => room.status === 'OCCUPIED')).toBe(false);
  });
});
