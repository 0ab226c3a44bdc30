import { screen, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { formatDate } from '../../src/lib/format/date-format';
import type { Reservation } from '../../src/modules/frontoffice/domain/stay-types';
import { writeRecord } from '../../src/mocks/core/record-store';
import {
  FO_STORE,
  hotelDate,
  openStays,
  reservationsOf,
  writeReservation,
  type NightAuditRecord,
} from '../../src/mocks/frontoffice/fo-store';
import { checkInThroughBackend, vacantRooms } from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const HOTEL = 1001;
const main = () => within(document.getElementById('main-content')!);
const tile = (roomNo: string) => main().getByRole('button', { name: new RegExp(`^Room ${roomNo},`) });
const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

describe('the room panel once a night audit has moved the hotel date past the calendar day', () => {
  it('shows each room’s state on the hotel date: due out from tomorrow’s departures, arriving on tomorrow’s reservations, a reservation checked in as occupied', async () => {
    await signInAs(HOTEL);
    const today = format(new Date(), 'yyyy-MM-dd');
    const tomorrow = day(today, 1);
    const audit: NightAuditRecord = {
      dat: today,
      at: `${today}T23:00:00`,
      user: 'admin',
      roomsPosted: 0,
      roomRevenue: 0,
      taxes: 0,
      noShows: [],
      dueOutsNotLeft: [],
      voucher: '',
    };
    await writeRecord(FO_STORE.audits, HOTEL, today, audit);
    expect(await hotelDate(HOTEL)).toBe(tomorrow);

    const [arrivingRoom, checkedInRoom] = await vacantRooms();
    const reservation = (id: string, room: string): Reservation => ({
      reservationId: id,
      guestName: `Guest of ${room}`,
      mobile: '9876501234',
      room,
      category: 'STD',
      arrival: tomorrow,
      departure: day(tomorrow, 2),
      adults: 1,
      children: 0,
      mealPlan: 'EP',
      roomRate: 0,
      billTo: '',
      groupId: '',
      status: 'BOOKED',
      stayNo: '',
      remarks: '',
      user: 'admin',
      createdAt: `${today}T09:00`,
    });
    await writeReservation(HOTEL, reservation('RSV99-01/0021', arrivingRoom!));
    await writeReservation(HOTEL, reservation('RSV99-01/0022', checkedInRoom!));
    const { stay } = await checkInThroughBackend({
      room: checkedInRoom!,
      departure: day(tomorrow, 2),
      reservationId: 'RSV99-01/0022',
    });
    expect(stay.arrival.slice(0, 10)).toBe(tomorrow);
    const booked = (await reservationsOf(HOTEL)).filter((row) => row.status === 'BOOKED');
    const todaysArrivals = booked.filter((row) => row.arrival === today && row.room && row.room !== arrivingRoom);
    const expected = booked.filter((row) => row.arrival === tomorrow).length;

    renderApp('/applayout-sidebar-large/frontoffice/fo-room-panel');
    await screen.findByRole('heading', { name: 'Room panel', level: 1 }, { timeout: 8000 });
    await main().findByRole('button', { name: /^Room 101,/ }, { timeout: 8000 });
    expect(main().getByText(`Hotel date ${formatDate(tomorrow)}`)).toBeInTheDocument();

    for (const open of await openStays(HOTEL)) {
      expect(tile(open.room)).toHaveAccessibleName(
        new RegExp(`^Room ${open.room}, ${open.departure <= tomorrow ? 'due out today' : 'occupied'}, `),
      );
    }
    expect(tile(checkedInRoom!)).toHaveAccessibleName(
      new RegExp(`^Room ${checkedInRoom}, occupied, Kiran Bedi, 2 nights`),
    );
    expect(tile(arrivingRoom!)).toHaveAccessibleName(
      new RegExp(`^Room ${arrivingRoom}, arriving today, Guest of ${arrivingRoom}, room clean, `),
    );
    // Yesterday's (the calendar's today's) arrivals not come are no longer arriving.
    for (const row of todaysArrivals) expect(tile(row.room)).not.toHaveAccessibleName(/arriving today/);

    const summary = main().getByRole('region', { name: `Today, ${formatDate(tomorrow)}` });
    expect(within(summary).getByText(`${expected} expected, 1 checked in`)).toBeInTheDocument();
  });
});
