import { fireEvent, within, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import type { Reservation } from '../../src/modules/frontoffice/domain/stay-types';
import { formatDate } from '../../src/lib/format/date-format';
import { hotelDate, reservationsOf, staysOf, writeReservation } from '../../src/mocks/frontoffice/fo-store';
import {
  checkInThroughBackend,
  HOTEL,
  indianGuest,
  main,
  openScreen,
  refusalOf,
  requirements,
  vacantRooms,
} from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const saves = () => requests.filter((request) => request.url.endsWith('/api/FOCheckins/SetFOCheckin'));
const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

async function typeNewGuest(user: UserEvent) {
  await user.type(main().getByLabelText('Guest name'), 'Kiran Bedi');
  await user.type(main().getByLabelText('Mobile'), '9876501234');
  await user.selectOptions(main().getByLabelText('ID document'), 'AADHAAR');
  await user.type(main().getByLabelText('ID number'), '5566 7788 9900');
  await user.type(main().getByLabelText('Address'), '12, Lodhi Road');
}

describe('check-in refusals keep the input', () => {
  it('names an occupied room asked for in the URL, a departure not after arrival and a party beyond capacity, beside their fields; nothing is sent', async () => {
    await signInAs(HOTEL);
    const occupied = (await requirements()).rooms.find((room) => room.occupiedBy !== '')!;
    const { user } = await openScreen(`fo-checkin?room=${occupied.roomNo}`, 'Check-in');
    const room = await main().findByLabelText('Room', undefined, { timeout: 8000 });
    expect(room).toHaveValue(occupied.roomNo);
    expect(main().getByText(new RegExp(`^Room ${occupied.roomNo} is occupied \\(`))).toBeInTheDocument();
    await typeNewGuest(user);
    const date = await hotelDate(HOTEL);
    fireEvent.change(main().getByLabelText('Expected departure'), { target: { value: date } });
    await user.clear(main().getByLabelText('Adults'));
    await user.type(main().getByLabelText('Adults'), '9');
    await user.click(main().getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(main().getByLabelText('Room')).toHaveAccessibleDescription(
        new RegExp(`^Room ${occupied.roomNo} is occupied`),
      ),
    );
    expect(main().getByLabelText('Expected departure')).toHaveAccessibleDescription(
      /^The expected departure must be after the arrival/,
    );
    expect(main().getByLabelText('Adults')).toHaveAccessibleDescription(/rooms take \d guests/);
    expect(main().getByLabelText('Guest name')).toHaveValue('Kiran Bedi');
    expect(main().getByLabelText('Expected departure')).toHaveValue(date);
    expect(saves()).toHaveLength(0);
  });

  it('shows the backend’s refusal when the room was taken meanwhile, keeping every field', async () => {
    const { user } = await openScreen('fo-checkin', 'Check-in');
    const room = await main().findByLabelText('Room', undefined, { timeout: 8000 });
    const roomNo = within(room).getAllByRole('option')[1]!.getAttribute('value')!;
    await user.selectOptions(room, roomNo);
    await typeNewGuest(user);
    // Another desk checks a guest into the same room first.
    await checkInThroughBackend({
      room: roomNo,
      departure: day(await hotelDate(HOTEL), 1),
      guest: indianGuest({ name: 'Other Desk Guest', mobile: '9811100000' }),
    });
    await user.click(main().getByRole('button', { name: 'Check in' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Check the marked fields and save again.');
    expect(main().getByLabelText('Room')).toHaveAccessibleDescription(
      new RegExp(`^Room ${roomNo} is occupied \\(Other Desk Guest, CHK`),
    );
    expect(main().getByLabelText('Guest name')).toHaveValue('Kiran Bedi');
    expect(main().getByLabelText('Address')).toHaveValue('12, Lodhi Road');
    expect(
      (await staysOf(HOTEL))
        .filter((stay) => stay.room === roomNo && stay.status === 'IN_HOUSE')
        .map((stay) => stay.guest.name),
    ).toEqual(['Other Desk Guest']);
  });

  it('shows the receptionist the rate read only, and the backend refuses a changed rate without the modify right (the manager may)', async () => {
    const { unmount } = await openScreen('fo-checkin', 'Check-in', 'staff');
    const rate = await main().findByLabelText('Room rate a night', undefined, { timeout: 8000 });
    expect(rate).toHaveAttribute('readonly');
    expect(rate).toHaveAccessibleDescription(/changing it needs the modify right on Check-in/);
    unmount();
    const [first, second] = (await requirements()).rooms.filter(
      (room) => room.status === 'VACANT' && room.active && !room.occupiedBy,
    );
    const departure = day(await hotelDate(HOTEL), 1);
    expect(await refusalOf(checkInThroughBackend({ room: first!.roomNo, departure, roomRate: 999 }))).toMatch(
      /^Changing the room rate needs the modify right on Check-in: the rate is /,
    );
    expect((await staysOf(HOTEL)).some((stay) => stay.room === first!.roomNo && stay.status === 'IN_HOUSE')).toBe(
      false,
    );
    // The category's own rate goes through for the receptionist; a manager may change it.
    await checkInThroughBackend({ room: first!.roomNo, departure });
    await signInAs(HOTEL, 'admin');
    const answer = await checkInThroughBackend({
      room: second!.roomNo,
      departure,
      roomRate: 999,
      guest: indianGuest({ mobile: '9811100001' }),
    });
    expect(answer.stay.slots[0]).toMatchObject({
      roomRate: 999,
      user: 'admin',
      reason: expect.stringMatching(/^Rate changed at check-in from /),
    });
  });
  it('refuses a reservation checked in outside its dates (a later arrival, or dates already past) in the backend', async () => {
    await signInAs(HOTEL);
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const booked = (id: string, arrival: string, departure: string): Reservation => ({
      reservationId: id,
      guestName: 'Kiran Bedi',
      mobile: '9876501234',
      room: '',
      category: 'STD',
      arrival,
      departure,
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
      createdAt: `${date}T09:00`,
    });
    await writeReservation(HOTEL, booked('RSV99-01/0011', day(date, 5), day(date, 7)));
    await writeReservation(HOTEL, booked('RSV99-01/0012', day(date, -3), day(date, -1)));
    expect(
      await refusalOf(
        checkInThroughBackend({ room: roomNo!, departure: day(date, 7), reservationId: 'RSV99-01/0011' }),
      ),
    ).toBe(
      `Reservation RSV99-01/0011 arrives on ${formatDate(day(date, 5))}: it checks in from that hotel date (the hotel date is ${formatDate(date)}); modify the reservation for an early arrival.`,
    );
    expect(
      await refusalOf(
        checkInThroughBackend({ room: roomNo!, departure: day(date, 1), reservationId: 'RSV99-01/0012' }),
      ),
    ).toMatch(/^Reservation RSV99-01\/0012 was for .*: its dates are past/);
    expect(
      (await reservationsOf(HOTEL))
        .filter((row) => row.reservationId.startsWith('RSV99-01/001'))
        .map((row) => row.status),
    ).toEqual(['BOOKED', 'BOOKED']);
  });
});
