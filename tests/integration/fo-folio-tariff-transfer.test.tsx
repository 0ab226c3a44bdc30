import { screen, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { FOLIO_ENDPOINTS } from '../../src/modules/frontoffice/folio/domain/folio-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { folioLinesOf, foSettingsOf, openStays, roomRows, stayOf } from '../../src/mocks/frontoffice/fo-store';
import { chargeNights } from '../../src/mocks/frontoffice/folio-posting';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { beside, trialBalanceAgrees } from './fo-checkout-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const HOTEL = 1001;
const PREFIX = '/applayout-sidebar-large/frontoffice';
const today = serverToday();
const day = (days: number) => format(addDays(parseISO(today), days), 'yyyy-MM-dd');
const shown = (date: string) => format(parseISO(date), 'dd-MMM-yyyy');
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** A free room of a state: nobody in it (the seeded master states are kept by the transactions). */
async function freeRoom(status: string, except: readonly string[] = []) {
  const taken = new Set((await openStays(HOTEL)).map((stay) => stay.room));
  const row = (await beside(() => roomRows(HOTEL))).find(
    (room) =>
      room.status === status &&
      room.active !== false &&
      !taken.has(String(room.roomNo)) &&
      !except.includes(String(room.roomNo)),
  );
  if (!row) throw new Error(`no free ${status} room`);
  return { roomNo: String(row.roomNo), category: String(row.category) };
}

describe('tariff change (fo-tariff-change), its previous slots (fo-tariff-slots) and room transfer (fo-room-transfer)', () => {
  it('changes the tariff from tomorrow: the nights already charged keep their slot, later nights take the new one', async () => {
    const record = await signInAs(HOTEL, 'staff');
    const session = await testSession(record.usr.kCode);
    const stay = await putStay(session, { nightsAgo: 2, nightsAhead: 3, roomRate: 4000, guestName: 'Meera Iyer' });
    const { user, unmount } = renderApp(`${PREFIX}/fo-tariff-change?stay=${stay.stayNo}`);
    const from = await screen.findByLabelText('From the night of', {}, { timeout: 8000 });
    expect(from).toHaveValue(today);
    expect(screen.getByLabelText('Room rate per night')).toHaveValue('4000.00');
    expect(screen.getByText(`Now: 4,000.00 a night, room only, from ${shown(day(-2))}.`)).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, day(-1));
    await user.click(screen.getByRole('button', { name: 'Change tariff' }));
    expect(await screen.findByText(`Not before the hotel date ${today}`)).toBeInTheDocument();
    expect(screen.getByText('Give the reason for the change')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, day(1));
    await user.clear(screen.getByLabelText('Room rate per night'));
    await user.type(screen.getByLabelText('Room rate per night'), '5000');
    await user.selectOptions(screen.getByLabelText('Meal plan'), 'CP');
    await user.type(screen.getByLabelText('Reason'), 'Moved to the lake view rate');
    await user.dblClick(screen.getByRole('button', { name: 'Change tariff' }));
    expect(await screen.findByText(`Room ${stay.room}'s tariff changed from ${shown(day(1))}.`)).toBeInTheDocument();
    const slots = (await beside(() => stayOf(HOTEL, stay.stayNo)))!.slots;
    expect(
      slots.map((slot) => [slot.from, slot.roomRate, slot.mealPlan, slot.mealRate, slot.user, slot.reason]),
    ).toEqual([
      [day(-2), 4000, '', 0, 'staff', 'Check-in'],
      [day(1), 5000, 'CP', 900, 'staff', 'Moved to the lake view rate'],
    ]);

    unmount();

    // The night audits of today and tomorrow would price them so (today by the old slot, tomorrow by the new).
    await chargeNights(
      session,
      (await beside(() => stayOf(HOTEL, stay.stayNo)))!,
      [today, day(1)],
      await foSettingsOf(HOTEL),
    );
    renderApp(`${PREFIX}/fo-tariff-slots?stay=${stay.stayNo}`);
    const nights = await screen.findByRole(
      'table',
      { name: 'Nights charged and the slot that priced each' },
      { timeout: 8000 },
    );
    expect(cells(nights)).toEqual([
      [shown(day(-2)), shown(day(-2)), '4,000.00', '4,000.00', '200.00', '4,200.00'],
      [shown(day(-1)), shown(day(-2)), '4,000.00', '4,000.00', '200.00', '4,200.00'],
      [shown(today), shown(day(-2)), '4,000.00', '4,000.00', '200.00', '4,200.00'],
      [shown(day(1)), shown(day(1)), '5,000.00', '5,900.00', '295.00', '6,195.00'],
    ]);
    const slotTable = screen.getByRole('table', { name: 'Tariff slots' });
    expect(cells(slotTable).map((row) => [row[0], row[1], row[2], row[3], row[5], row[7]])).toEqual([
      [shown(day(-2)), '4,000.00', 'Room only', '0.00', 'staff', 'Check-in'],
      [shown(day(1)), '5,000.00', 'CP', '900.00', 'staff', 'Moved to the lake view rate'],
    ]);
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('refuses a tariff change on a night already charged, and for a house guest', async () => {
    const record = await signInAs(HOTEL, 'admin');
    const session = await testSession(record.usr.kCode);
    const stay = await putStay(session, { nightsAgo: 1 });
    await chargeNights(session, stay, [today], await foSettingsOf(HOTEL));
    const change = (header: Record<string, unknown>) =>
      refusal(
        dataProvider.write(FOLIO_ENDPOINTS.tariffChange, {
          header: {
            stayNo: stay.stayNo,
            from: today,
            roomRate: 3000,
            mealPlan: '',
            extraBeds: 0,
            reason: 'Rate agreed',
            ...header,
          },
          traCheck: 1,
        }),
      );
    expect(await change({})).toBe(
      `The night of ${formatDate(today)} is already charged: start the new tariff after it.`,
    );
    expect(await change({ from: day(-1) })).toBe(
      `The new tariff cannot start before the hotel date ${formatDate(today)}.`,
    );
    expect(await change({ from: day(1), reason: '' })).toBe('Give the reason for the tariff change.');
    expect(await change({ from: day(1), mealPlan: 'XX' })).toBe(
      'Meal plan XX is not in the meal plans master (or not active).',
    );
    const house = await putStay(session, { kind: 'HOUSE' });
    expect(
      await refusal(
        dataProvider.write(FOLIO_ENDPOINTS.tariffChange, {
          header: { stayNo: house.stayNo, from: day(1), roomRate: 3000, mealPlan: '', extraBeds: 0, reason: 'x' },
          traCheck: 1,
        }),
      ),
    ).toBe(`Room ${house.room} is a house guest's: there is no tariff to change.`);
    expect((await beside(() => stayOf(HOTEL, stay.stayNo)))!.slots).toHaveLength(1);
  });

  it('refuses a transfer to a dirty room, naming its state; to a vacant clean room the stay moves with its folio and the old room is left dirty', async () => {
    const record = await signInAs(HOTEL, 'staff');
    const session = await testSession(record.usr.kCode);
    const stay = await putStay(session, { nightsAgo: 1, roomRate: 4000, guestName: 'Rahul Menon' });
    const dirty = await freeRoom('DIRTY');
    const clean = await freeRoom('VACANT', [stay.room]);
    const before = await beside(() => folioLinesOf(HOTEL, stay.stayNo));
    expect(
      await refusal(
        dataProvider.write(FOLIO_ENDPOINTS.roomTransfer, {
          header: { stayNo: stay.stayNo, toRoom: dirty.roomNo, applyTariff: false, reason: '' },
          traCheck: 1,
        }),
      ),
    ).toBe(`Room ${dirty.roomNo} is dirty (not yet cleaned): choose a vacant clean room.`);

    const { user } = renderApp(`${PREFIX}/fo-room-transfer?stay=${stay.stayNo}`);
    const choice = await screen.findByLabelText('Move to room', {}, { timeout: 8000 });
    await user.selectOptions(choice, dirty.roomNo);
    expect(
      await screen.findByText(`Room ${dirty.roomNo} is dirty (not yet cleaned): choose a vacant clean room.`),
    ).toBeInTheDocument();
    await user.selectOptions(choice, clean.roomNo);
    await user.click(screen.getByLabelText(/Apply the new category's tariff from tonight/));
    await user.type(screen.getByLabelText('Reason'), 'Air conditioning fault');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        `Rahul Menon moved from room ${stay.room} to ${clean.roomNo}; room ${stay.room} is now dirty.`,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `Room transfer — room ${clean.roomNo}, Rahul Menon` }),
    ).toBeInTheDocument();

    const moved = (await beside(() => stayOf(HOTEL, stay.stayNo)))!;
    expect(moved).toMatchObject({ room: clean.roomNo, category: clean.category, status: 'IN_HOUSE' });
    expect(moved.rooms.map((row) => row.room)).toEqual([stay.room, clean.roomNo]);
    expect(moved.slots.at(-1)).toMatchObject({ from: today, reason: 'Air conditioning fault', user: 'staff' });
    expect(await beside(() => folioLinesOf(HOTEL, stay.stayNo))).toEqual(before);
    const states = new Map((await beside(() => roomRows(HOTEL))).map((row) => [String(row.roomNo), row.status]));
    expect([states.get(stay.room), states.get(clean.roomNo)]).toEqual(['DIRTY', 'OCCUPIED']);
    expect(
      await refusal(
        dataProvider.write(FOLIO_ENDPOINTS.roomTransfer, {
          header: { stayNo: stay.stayNo, toRoom: stay.room, applyTariff: false, reason: '' },
          traCheck: 1,
        }),
      ),
    ).toBe(`Room ${stay.room} is dirty (not yet cleaned): choose a vacant clean room.`);
  });
});
