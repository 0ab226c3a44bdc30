import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { CHECKIN_ENDPOINTS } from '../../src/modules/frontoffice/checkin/domain/checkin-types';
import { roomRefusal } from '../../src/modules/frontoffice/checkin/domain/checkin-rules';
import { readRecord } from '../../src/mocks/core/record-store';
import { cformsOf, hotelDate, stayOf } from '../../src/mocks/frontoffice/fo-store';
import {
  checkInThroughBackend,
  HOTEL,
  indianGuest,
  main,
  openScreen,
  refusalOf,
  requirements,
} from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** A vacant clean room of a category for two, checked into through the backend by the signed-in user. */
async function stayForTwo(user = 'admin') {
  await signInAs(HOTEL, user);
  const wanted = await requirements();
  const twin = new Set(
    wanted.categories.filter((category) => category.occupancy === 2).map((category) => category.code),
  );
  const room = wanted.rooms.find((row) => twin.has(row.category) && roomRefusal(row.roomNo, row) === null)!;
  return (await checkInThroughBackend({ room: room.roomNo, departure: day(wanted.hotelDate, 2) })).stay;
}

describe('occupied-room screens of check-in', () => {
  it('adds a companion within the room’s capacity as the receptionist, and the backend refuses one more', async () => {
    const stay = await stayForTwo('staff');
    const { user } = await openScreen(
      `fo-guest-management?stay=${stay.stayNo}`,
      `Guest management — room ${stay.room}, Kiran Bedi`,
      'staff',
    );
    expect(
      await main().findByText('Kiran Bedi and up to 1 companion: the room takes 2 guests.', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Add a companion' }));
    expect(main().getByRole('button', { name: 'Add a companion' })).toBeDisabled();
    await user.click(main().getByRole('button', { name: 'Save the guests' }));
    await waitFor(() =>
      expect(main().getByLabelText('Companion 1 name')).toHaveAccessibleDescription('Enter the companion’s name.'),
    );
    await user.type(main().getByLabelText('Companion 1 name'), 'Sunita Bedi');
    await user.type(main().getByLabelText('Age'), '41');
    await user.type(main().getByLabelText(/^Relation/), 'Spouse');
    await user.click(main().getByRole('button', { name: 'Save the guests' }));
    expect(
      await main().findByText(`The guests of room ${stay.room} are saved.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await stayOf(HOTEL, stay.stayNo))!.companions).toEqual([
      { name: 'Sunita Bedi', age: 41, relation: 'Spouse', idType: '', idNumber: '', nationality: 'Indian' },
    ]);

    const two = [{ name: 'Sunita Bedi' }, { name: 'Aarav Bedi' }];
    expect(
      await refusalOf(
        dataProvider.write(CHECKIN_ENDPOINTS.companions, { recordId: stay.stayNo, lines: two, traCheck: 2 }),
      ),
    ).toBe('Check the marked fields and save again.');
    expect((await stayOf(HOTEL, stay.stayNo))!.companions).toHaveLength(1);
  });

  it('prints the registration card as the receptionist, then reprints it (each copy counted)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const stay = await stayForTwo('staff');
    const { user } = await openScreen(
      `fo-registration-card?stay=${stay.stayNo}`,
      `Registration card — room ${stay.room}, Kiran Bedi`,
      'staff',
    );
    const card = await main().findByRole(
      'article',
      { name: `Guest registration card ${stay.stayNo}` },
      { timeout: 8000 },
    );
    expect(within(card).getByText('Aadhaar 5566 7788 9900')).toBeInTheDocument();
    expect(within(card).getByText(/^GSTIN /)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Print the registration card' }));
    const reprint = await within(card).findByRole(
      'button',
      { name: 'Reprint the registration card' },
      { timeout: 5000 },
    );
    // Disabled until the first copy's refresh is through (the label changes as soon as the card is read again).
    await waitFor(() => expect(reprint).toBeEnabled(), { timeout: 5000 });
    await user.click(reprint);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(await readRecord('frontoffice.registration-prints', HOTEL, stay.stayNo)).toEqual({ copies: 2 });
    expect(
      await within(card).findByText('REPRINT (printed 2 times before)', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('has no C-Form for an Indian guest; one who turns out foreign in Change details gets it, shown on the C-Form screen', async () => {
    const stay = await stayForTwo();
    const { unmount } = await openScreen(`fo-cform?stay=${stay.stayNo}`, `C-Form — room ${stay.room}, Kiran Bedi`);
    expect(
      await main().findByText(/^This guest is not a foreign national/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    unmount();

    const date = await hotelDate(HOTEL);
    const guest = indianGuest({
      name: 'Kiran Bedi',
      nationality: 'Canadian',
      idType: 'PASSPORT',
      idNumber: 'AB123456',
      passportNo: 'AB123456',
      passportExpiry: day(date, 900),
      visaNo: 'VE5550001',
      visaType: 'Tourist',
      visaExpiry: day(date, 90),
      arrivedInIndia: day(date, -1),
      arrivedFrom: 'Delhi (IGI Airport)',
    });
    const answer = await dataProvider.write(CHECKIN_ENDPOINTS.changeDetails, {
      header: { stayNo: stay.stayNo, guest, departure: stay.departure, adults: 1, children: 0, billTo: '' },
      traCheck: 2,
    });
    expect(answer.cformNo).toMatch(/^CFM\d{2}-\d{2}\/\d{4}$/);
    expect((await cformsOf(HOTEL)).find((row) => row.stayNo === stay.stayNo)).toMatchObject({
      status: 'DUE',
      nationality: 'Canadian',
      passportNo: 'AB123456',
    });

    await openScreen(`fo-cform?stay=${stay.stayNo}`, `C-Form — room ${stay.room}, Kiran Bedi`);
    const sheet = await main().findByRole('article', { name: `C-Form ${String(answer.cformNo)}` }, { timeout: 8000 });
    expect(sheet).toHaveTextContent(/Due by /);
    expect(sheet).toHaveTextContent('AB123456, valid until');
    expect(main().getByRole('button', { name: 'Mark submitted…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('C-Form');
  });
});
