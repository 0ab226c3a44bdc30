import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { reservationsOf } from '../../src/mocks/frontoffice/fo-store';
import { PANEL_ENDPOINTS } from '../../src/modules/frontoffice/panel/domain/panel-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const SCREEN = '/applayout-sidebar-large/frontoffice/fo-reservations';
const main = () => within(document.getElementById('main-content')!);
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const saves = () => requests.filter((request) => request.url.endsWith(PANEL_ENDPOINTS.saveReservation));
const setDate = (label: string, value: string) => fireEvent.change(main().getByLabelText(label), { target: { value } });

async function open(user: string, search = '') {
  await signInAs(1001, user);
  const rendered = renderApp(`${SCREEN}${search}`);
  await screen.findByRole('heading', { name: 'Reservations', level: 1 }, { timeout: 8000 });
  return rendered;
}

describe('reservations', () => {
  it('lists the booked arrivals, and creates one for a room at its category’s tariff, saving once', async () => {
    const { user } = await open('staff');
    await main().findByRole('table', undefined, { timeout: 8000 });
    expect(
      main()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toHaveLength(4);
    const meera = main().getByText('Meera Joshi').closest('tr')!;
    expect(within(meera).getByText('103 (Deluxe)')).toBeInTheDocument();
    expect(within(meera).getByRole('button', { name: /^Modify RSV/ })).toBeInTheDocument();
    // Cancelling is the manager's.
    expect(within(meera).queryByRole('button', { name: /^Cancel RSV/ })).toBeNull();

    await user.click(main().getByRole('button', { name: 'New reservation' }));
    await main().findByRole('heading', { name: 'New reservation' });
    await user.type(main().getByLabelText('Guest name'), 'Nikhil Bhatt');
    await user.type(main().getByLabelText('Mobile'), '9829055511');
    await user.selectOptions(main().getByLabelText('Room category'), 'DLX');
    expect(main().getByLabelText('Rate per night')).toHaveValue('3800.00');
    await user.selectOptions(main().getByLabelText('Room'), '403');
    setDate('Departure', day(2));
    expect(main().getByText('2 nights')).toBeInTheDocument();
    await user.clear(main().getByLabelText('Adults'));
    await user.type(main().getByLabelText('Adults'), '2');
    // The meal plans and whom to bill read as at check-in: room only to start, and only companies and agents to bill.
    const plan = main().getByLabelText('Meal plan');
    expect(plan).toHaveDisplayValue('European plan (EP)');
    await user.selectOptions(plan, 'CP');
    const billTo = within(main().getByLabelText('Bill to company or agent'));
    const payers = billTo.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(payers[0]).toBe('The guest pays');
    expect(payers.length).toBeGreaterThan(2);
    expect(payers.slice(1).every((label) => / \((company|agent)\)$/.test(label))).toBe(true);
    await user.selectOptions(main().getByLabelText('Bill to company or agent'), 'FOC-0001');
    await user.dblClick(main().getByRole('button', { name: 'Save the reservation' }));

    expect(
      await screen.findByText(/^Reservation RSV\d{2}-\d{2}\/\d{4} saved\.$/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const row = (await main().findByText('Nikhil Bhatt', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('403 (Deluxe)')).toBeInTheDocument();
    expect(within(row).getByText('3,800.00')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    const stored = (await reservationsOf(1001)).find((one) => one.guestName === 'Nikhil Bhatt')!;
    expect(stored).toMatchObject({
      room: '403',
      category: 'DLX',
      arrival: day(0),
      departure: day(2),
      adults: 2,
      children: 0,
      mealPlan: 'CP',
      billTo: 'FOC-0001',
      roomRate: 3800,
      status: 'BOOKED',
      user: 'staff',
    });
  });

  it('refuses a room held by another reservation over its nights, keeping what was typed; marks bad dates beside the field', async () => {
    const { user } = await open('staff', '?record=new&room=103');
    await main().findByRole('heading', { name: 'New reservation' }, { timeout: 8000 });
    expect(main().getByLabelText('Room category')).toHaveValue('DLX');
    expect(main().getByLabelText('Room')).toHaveValue('103');
    await user.type(main().getByLabelText('Guest name'), 'Ravi Teja');
    await user.type(main().getByLabelText('Mobile'), '9848011122');
    setDate('Departure', day(0));
    await user.click(main().getByRole('button', { name: 'Save the reservation' }));
    // The schema is checked as the form submits, which may finish after the click has returned.
    await waitFor(() =>
      expect(main().getByLabelText('Departure')).toHaveAccessibleDescription('Departure must be after arrival'),
    );
    expect(saves()).toHaveLength(0);

    setDate('Arrival', day(1));
    setDate('Departure', day(3));
    await user.click(main().getByRole('button', { name: 'Save the reservation' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      /^Room 103 is reserved for Meera Joshi \(RSV\d{2}-\d{2}\/\d{4}\) from \d{2}-\w{3}-\d{4} to \d{2}-\w{3}-\d{4}\.$/,
    );
    expect(main().getByLabelText('Guest name')).toHaveValue('Ravi Teja');
    expect(main().getByLabelText('Arrival')).toHaveValue(day(1));
    expect((await reservationsOf(1001)).some((one) => one.guestName === 'Ravi Teja')).toBe(false);

    // The category only: a deluxe room is free those nights.
    await user.selectOptions(main().getByLabelText('Room'), '');
    await user.click(main().getByRole('button', { name: 'Save the reservation' }));
    const row = (await main().findByText('Ravi Teja', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Any Deluxe')).toBeInTheDocument();
  });

  it('refuses an out-of-order room and an occupied one over their nights', async () => {
    const { user } = await open('staff', '?record=new&room=105');
    await main().findByRole('heading', { name: 'New reservation' }, { timeout: 8000 });
    await user.type(main().getByLabelText('Guest name'), 'Asha Rao');
    await user.type(main().getByLabelText('Mobile'), '9845012345');
    await user.click(main().getByRole('button', { name: 'Save the reservation' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      /^Room 105 is out of order until .+ \(Air conditioner being repaired\)\.$/,
    );
    await user.selectOptions(main().getByLabelText('Room category'), 'STD');
    await user.selectOptions(main().getByLabelText('Room'), '101');
    await user.click(main().getByRole('button', { name: 'Save the reservation' }));
    expect(await main().findByText(/^Room 101 has Ramesh Agarwal in it \(CHK.+\) until .+\.$/)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('modifies a booked reservation and cancels it with a reason (kept, marked)', async () => {
    const { user } = await open('admin');
    const meera = (await main().findByText('Meera Joshi', undefined, { timeout: 8000 })).closest('tr')!;
    const id = within(meera).getByRole('rowheader').textContent!;
    await user.click(within(meera).getByRole('button', { name: `Modify ${id}` }));
    await main().findByRole('heading', { name: `Modify reservation ${id}` });
    expect(main().getByLabelText('Guest name')).toHaveValue('Meera Joshi');
    setDate('Departure', day(4));
    await user.click(main().getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText(`Reservation ${id} changed.`)).toBeInTheDocument();
    expect((await reservationsOf(1001)).find((one) => one.reservationId === id)).toMatchObject({
      departure: day(4),
      status: 'BOOKED',
    });

    const again = (await main().findByText('Meera Joshi')).closest('tr')!;
    await user.click(within(again).getByRole('button', { name: `Cancel ${id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel reservation ${id}?` });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the reservation' });
    await user.click(confirm);
    // The reason is checked as the form submits, which may finish after the click has returned.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason.'),
    );
    expect((await reservationsOf(1001)).find((one) => one.reservationId === id)?.status).toBe('BOOKED');
    await user.type(within(dialog).getByLabelText('Reason'), 'Guest postponed the trip');
    await user.click(confirm);
    expect(await screen.findByText(`Reservation ${id} cancelled.`)).toBeInTheDocument();
    const cancelled = (await main().findByText('Guest postponed the trip')).closest('tr')!;
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect((await reservationsOf(1001)).find((one) => one.reservationId === id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Guest postponed the trip',
    });
  });
});
