import { waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FO_SHARED_ENDPOINTS, type OpenStay } from '../../src/modules/frontoffice/domain/shared-endpoints';
import {
  folioLinesOf,
  hotelDate,
  reservationsOf,
  roomRows,
  staysOf,
  writeReservation,
} from '../../src/mocks/frontoffice/fo-store';
import { HOTEL, main, openScreen, vacantRooms } from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const saves = () => requests.filter((request) => request.url.endsWith('/api/FOCheckins/SetFOCheckin'));

describe('check-in', () => {
  it('checks in a returning guest found by mobile with an advance: one stay for a double click, the room occupied, the advance on the folio, the card printed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openScreen('fo-checkin', 'Check-in');
    const room = await main().findByLabelText('Room', undefined, { timeout: 8000 });
    const firstRoom = within(room).getAllByRole('option')[1]!.getAttribute('value')!;
    expect(await vacantRooms()).toContain(firstRoom);

    await user.type(main().getByLabelText('Find a guest by mobile or ID number'), '98290412');
    await user.click(await main().findByRole('button', { name: /^Use Ramesh Agarwal/ }, { timeout: 5000 }));
    expect(main().getByLabelText('Guest name')).toHaveValue('Ramesh Agarwal');
    expect(main().getByLabelText('ID number')).toHaveValue('4821 7730 1943');
    expect(main().getByText(/^Returning guest G00001/)).toBeInTheDocument();

    await user.selectOptions(room, firstRoom);
    await user.clear(main().getByLabelText('Nights'));
    await user.type(main().getByLabelText('Nights'), '2');
    const date = await hotelDate(HOTEL);
    expect(main().getByLabelText('Expected departure')).toHaveValue(format(addDays(parseISO(date), 2), 'yyyy-MM-dd'));
    await user.selectOptions(main().getByLabelText('Meal plan'), 'CP');
    expect(main().getByLabelText('What the stay comes to')).toHaveTextContent(/Stay total \(2 nights\)/);
    await user.type(main().getByLabelText('Advance received'), '2000');
    await user.selectOptions(main().getByLabelText('Received by'), 'UPI');
    await user.dblClick(main().getByRole('button', { name: 'Check in' }));

    expect(
      await main().findByText(new RegExp(`^Ramesh Agarwal checked in to room ${firstRoom}: CHK`), undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(main().getByText(/^Advance receipt FAR\d{2}-\d{2}\/\d{4}\.$/)).toBeInTheDocument();
    const card = await main().findByRole('article', { name: /^Guest registration card CHK/ }, { timeout: 5000 });
    expect(saves()).toHaveLength(1);

    const stay = (await staysOf(HOTEL)).find((row) => row.room === firstRoom && row.status === 'IN_HOUSE')!;
    expect(stay).toMatchObject({
      kind: 'GUEST',
      guest: { guestId: 'G00001', name: 'Ramesh Agarwal' },
      departure: format(addDays(parseISO(date), 2), 'yyyy-MM-dd'),
      adults: 1,
    });
    expect(stay.slots[0]).toMatchObject({ mealPlan: 'CP', mealRate: 450 });
    expect((await roomRows(HOTEL)).find((row) => row.roomNo === firstRoom)).toMatchObject({ status: 'OCCUPIED' });
    const lines = await folioLinesOf(HOTEL, stay.stayNo);
    expect(lines).toEqual([expect.objectContaining({ kind: 'ADVANCE', head: 'UPI', credit: 2000, dat: date })]);
    const open = await dataProvider.report<OpenStay[]>(FO_SHARED_ENDPOINTS.openStays, {});
    expect(open.find((row) => row.room === firstRoom)).toMatchObject({
      stayNo: stay.stayNo,
      guestName: 'Ramesh Agarwal',
      balance: -2000,
    });

    // The registration card, pre-filled, printed at once on request.
    expect(card).toHaveAccessibleName(`Guest registration card ${stay.stayNo}`);
    expect(within(card).getByText('Ramesh Agarwal')).toBeInTheDocument();
    expect(within(card).getByText("Guest's signature")).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Print the registration card' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(
      await within(card).findByRole('button', { name: 'Reprint the registration card' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('takes a reservation from the URL: its guest, room, nights and party prefilled; the reservation arrives with the stay number', async () => {
    await signInAs(HOTEL);
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const room = (await roomRows(HOTEL)).find((row) => row.roomNo === roomNo)!;
    const departure = format(addDays(parseISO(date), 3), 'yyyy-MM-dd');
    await writeReservation(HOTEL, {
      reservationId: 'RSV99-01/0002',
      guestName: 'Neha Kakkar',
      mobile: '9812345670',
      room: roomNo!,
      category: String(room.category),
      arrival: date,
      departure,
      adults: 2,
      children: 0,
      mealPlan: 'MAP',
      roomRate: 0,
      billTo: '',
      groupId: '',
      status: 'BOOKED',
      stayNo: '',
      remarks: '',
      user: 'admin',
      createdAt: `${date}T09:00`,
    });
    const { user } = await openScreen('fo-checkin?reservation=RSV99-01/0002', 'Check-in');
    expect(await main().findByLabelText('Reservation (arriving today)', undefined, { timeout: 8000 })).toHaveValue(
      'RSV99-01/0002',
    );
    expect(main().getByLabelText('Guest name')).toHaveValue('Neha Kakkar');
    expect(main().getByLabelText('Room')).toHaveValue(roomNo);
    expect(main().getByLabelText('Expected departure')).toHaveValue(departure);
    expect(main().getByLabelText('Nights')).toHaveValue(3);
    expect(main().getByLabelText('Adults')).toHaveValue(2);
    expect(main().getByLabelText('Meal plan')).toHaveValue('MAP');
    await user.selectOptions(main().getByLabelText('ID document'), 'PAN');
    await user.type(main().getByLabelText('ID number'), 'ABCPK1234Q');
    await user.type(main().getByLabelText('Address'), 'Sector 17');
    await user.click(main().getByRole('button', { name: 'Check in' }));
    expect(
      await main().findByText(new RegExp(`^Neha Kakkar checked in to room ${roomNo}: CHK`), undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    await main().findByRole('article', { name: /^Guest registration card CHK/ }, { timeout: 5000 });
    const stay = (await staysOf(HOTEL)).find((row) => row.reservationId === 'RSV99-01/0002')!;
    expect(stay).toMatchObject({ room: roomNo, adults: 2, departure, guest: { name: 'Neha Kakkar', idType: 'PAN' } });
    expect((await reservationsOf(HOTEL)).find((row) => row.reservationId === 'RSV99-01/0002')).toMatchObject({
      status: 'ARRIVED',
      stayNo: stay.stayNo,
    });
  });
});
