import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { readRecord } from '../../src/mocks/core/record-store';
import { FO_STORE, hotelDate, roomRows, stayOf, staysOf } from '../../src/mocks/frontoffice/fo-store';
import { HOTEL, main, openScreen, requirements } from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

describe('quick check-in and house guest', () => {
  it('checks in with the minimum as the receptionist, details pending; Change details completes them (a departure before the hotel date refused beside its field)', async () => {
    const { user, router } = await openScreen('fo-quick-checkin', 'Quick check-in', 'staff');
    const room = await main().findByLabelText('Room', undefined, { timeout: 8000 });
    const roomNo = within(room).getAllByRole('option')[1]!.getAttribute('value')!;
    await user.type(main().getByLabelText('Guest name'), 'Vivek Oberoi');
    await user.type(main().getByLabelText('Mobile'), '9811122233');
    await user.selectOptions(room, roomNo);
    await user.clear(main().getByLabelText('Nights'));
    await user.type(main().getByLabelText('Nights'), '3');
    await user.click(main().getByRole('button', { name: 'Quick check-in' }));
    expect(await main().findByText(/remaining details are pending/, undefined, { timeout: 8000 })).toBeInTheDocument();
    const card = await main().findByRole('article', { name: /^Guest registration card CHK/ }, { timeout: 5000 });
    expect(card).toHaveTextContent('Quick check-in');

    const date = await hotelDate(HOTEL);
    const stay = (await staysOf(HOTEL)).find((row) => row.guest.name === 'Vivek Oberoi')!;
    const category = (await requirements()).categories.find((row) => row.code === stay.category)!;
    expect(stay).toMatchObject({
      kind: 'QUICK',
      detailsPending: true,
      departure: day(date, 3),
      room: roomNo,
      status: 'IN_HOUSE',
    });
    expect(stay.slots[0]).toMatchObject({ roomRate: category.baseTariff, mealPlan: 'EP' });
    expect(card).toHaveAccessibleName(`Guest registration card ${stay.stayNo}`);

    await act(() => router.navigate(`/applayout-sidebar-large/frontoffice/fo-change-details?stay=${stay.stayNo}`));
    await screen.findByRole(
      'heading',
      { name: `Change details — room ${roomNo}, Vivek Oberoi`, level: 1 },
      { timeout: 8000 },
    );
    expect(await main().findByText(/^A quick check-in: complete/, undefined, { timeout: 8000 })).toBeInTheDocument();
    await user.selectOptions(main().getByLabelText('ID document'), 'DRIVING_LICENCE');
    await user.type(main().getByLabelText('ID number'), 'DL04 20190012345');
    await user.type(main().getByLabelText('Address'), '7, Rajpur Road');
    fireEvent.change(main().getByLabelText('Expected departure'), { target: { value: day(date, -1) } });
    await user.click(main().getByRole('button', { name: 'Save the details' }));
    await waitFor(() =>
      expect(main().getByLabelText('Expected departure')).toHaveAccessibleDescription(
        /^The expected departure cannot be before the hotel date/,
      ),
    );
    expect(main().getByLabelText('Address')).toHaveValue('7, Rajpur Road');
    fireEvent.change(main().getByLabelText('Expected departure'), { target: { value: day(date, 4) } });
    await user.click(main().getByRole('button', { name: 'Save the details' }));
    expect(
      await main().findByText(`Details of ${stay.stayNo} saved.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();

    const completed = (await stayOf(HOTEL, stay.stayNo))!;
    expect(completed).toMatchObject({
      detailsPending: false,
      departure: day(date, 4),
      guest: { idType: 'DRIVING_LICENCE', address: '7, Rajpur Road' },
    });
    expect(await readRecord(FO_STORE.guests, HOTEL, completed.guest.guestId)).toMatchObject({
      name: 'Vivek Oberoi',
      address: '7, Rajpur Road',
    });
  });

  it('checks in a house guest: a reason wanted, no tariff, the room occupied', async () => {
    const { user } = await openScreen('fo-house-guest', 'House guest');
    const room = await main().findByLabelText('Room', undefined, { timeout: 8000 });
    const roomNo = within(room).getAllByRole('option')[1]!.getAttribute('value')!;
    expect(main().queryByLabelText('Room rate a night')).not.toBeInTheDocument();
    await user.type(main().getByLabelText('Guest name'), 'Manoj Tiwari');
    await user.type(main().getByLabelText('Mobile'), '9414000111');
    await user.selectOptions(room, roomNo);
    await user.click(main().getByRole('button', { name: 'Check in the house guest' }));
    await waitFor(() =>
      expect(main().getByLabelText('Why the stay is free')).toHaveAccessibleDescription(/^Say why the stay is free/),
    );
    await user.type(main().getByLabelText('Why the stay is free'), 'Staff on night duty');
    await user.click(main().getByRole('button', { name: 'Check in the house guest' }));
    expect(
      await main().findByText(new RegExp(`^Manoj Tiwari checked in to room ${roomNo}`), undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    const card = await main().findByRole('article', { name: /^Guest registration card CHK/ }, { timeout: 5000 });
    const stay = (await staysOf(HOTEL)).find((row) => row.guest.name === 'Manoj Tiwari')!;
    expect(stay).toMatchObject({ kind: 'HOUSE', slots: [], complimentary: 'Staff on night duty', billTo: '' });
    expect((await roomRows(HOTEL)).find((row) => row.roomNo === roomNo)).toMatchObject({ status: 'OCCUPIED' });
    expect(card).toHaveAccessibleName(`Guest registration card ${stay.stayNo}`);
    expect(card).toHaveTextContent('House guest: Staff on night duty');
  });
});
