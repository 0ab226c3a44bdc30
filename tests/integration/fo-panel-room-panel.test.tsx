import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { frontOfficeStartingRecords } from '../../src/mocks/frontoffice/seeds/stay-seed';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const PANEL = '/applayout-sidebar-large/frontoffice/fo-room-panel';
const main = () => within(document.getElementById('main-content')!);
const tile = (roomNo: string) => main().getByRole('button', { name: new RegExp(`^Room ${roomNo},`) });

async function openPanel(user = 'admin') {
  await signInAs(1001, user);
  const rendered = renderApp(PANEL);
  await screen.findByRole('heading', { name: 'Room panel', level: 1 }, { timeout: 8000 });
  await main().findByRole('button', { name: /^Room 101,/ }, { timeout: 8000 });
  return rendered;
}

describe('the room panel', () => {
  it('shows every room as a tile with its state, today’s arrivals, departures and occupancy', async () => {
    await openPanel();
    expect(tile('101')).toHaveAccessibleName('Room 101, occupied, Ramesh Agarwal, 2 nights, Standard');
    expect(tile('102')).toHaveAccessibleName(/^Room 102, due out today, Priya Nair, 2 nights/);
    expect(tile('103')).toHaveAccessibleName('Room 103, arriving today, Meera Joshi, room clean, Deluxe');
    expect(tile('105')).toHaveAccessibleName(/^Room 105, out of order, Air conditioner being repaired, until /);
    expect(tile('108')).toHaveAccessibleName('Room 108, vacant dirty, Executive suite');
    expect(tile('206')).toHaveAccessibleName(/^Room 206, vacant clean/);
    expect(main().getAllByRole('button', { name: /^Room \d+,/ })).toHaveLength(40);
    expect(main().getByRole('heading', { name: 'Floor 1 (8)' })).toBeInTheDocument();
    expect(main().getByText(`Hotel date ${format(new Date(), 'dd-MMM-yyyy')}`)).toBeInTheDocument();

    const today = main().getByRole('region', { name: /^Today,/ });
    // Checked in today: the seeded stays that arrived today (three, and after 20:00 the foreign guest 20 hours in).
    const { stays } = await frontOfficeStartingRecords(1001);
    const arrivedToday = stays.filter(
      ({ data }) => data.arrival.slice(0, 10) === format(new Date(), 'yyyy-MM-dd'),
    ).length;
    expect(arrivedToday).toBeGreaterThanOrEqual(3);
    expect(within(today).getByText(`3 expected, ${arrivedToday} checked in`)).toBeInTheDocument();
    expect(within(today).getByText('4 due out, 0 checked out')).toBeInTheDocument();
    // 22 occupied of 38 rooms in service (two out of order): 58 %.
    expect(within(today).getByText('58%')).toBeInTheDocument();
    expect(within(today).getByText('22 of 38 rooms in service occupied')).toBeInTheDocument();
  });

  it('filters by state and category, and groups by category', async () => {
    const { user } = await openPanel();
    await user.selectOptions(main().getByLabelText('State'), 'VACANT_DIRTY');
    expect(
      main()
        .getAllByRole('button', { name: /^Room \d+,/ })
        .map((button) => button.getAttribute('aria-label')!.split(',')[0]),
    ).toEqual(['Room 108', 'Room 202', 'Room 304', 'Room 405', 'Room 504']);
    expect(main().getByText('5 of 40 rooms shown')).toBeInTheDocument();
    await user.selectOptions(main().getByLabelText('Category'), 'SDX');
    expect(
      main()
        .getAllByRole('button', { name: /^Room \d+,/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Room 405, vacant dirty, Super deluxe']);

    await user.selectOptions(main().getByLabelText('State'), '');
    await user.click(main().getByRole('button', { name: 'By category' }));
    expect(main().getByRole('button', { name: 'By category' })).toHaveAttribute('aria-pressed', 'true');
    expect(main().getByRole('heading', { name: 'Super deluxe (5)' })).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: /^Floor/ })).toBeNull();
  });

  it('offers a vacant room’s operations, and the reservation’s check-in on an arriving room', async () => {
    const { user, router } = await openPanel();
    await user.click(tile('206'));
    const dialog = await screen.findByRole('dialog', { name: 'Room 206 — vacant clean' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Check-in', '/applayout-sidebar-large/frontoffice/fo-checkin?room=206'],
      ['Quick check-in', '/applayout-sidebar-large/frontoffice/fo-quick-checkin?room=206'],
      ['House guest', '/applayout-sidebar-large/frontoffice/fo-house-guest?room=206'],
      ['Room status', '/applayout-sidebar-large/frontoffice/fo-room-status?room=206'],
      ['Reserve this room', '/applayout-sidebar-large/frontoffice/fo-reservations?record=new&room=206'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(tile('103'));
    const arriving = await screen.findByRole('dialog', { name: 'Room 103 — arriving today' });
    const first = within(arriving).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Check in the reservation');
    expect(first.getAttribute('href')).toMatch(/fo-checkin\?reservation=RSV\d{2}-\d{2}%2F\d{4}$/);
    await user.click(within(arriving).getByRole('link', { name: 'Room status' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/applayout-sidebar-large/frontoffice/fo-room-status'),
    );
    expect(router.state.location.search).toBe('?room=103');
  });

  it('offers an occupied room’s operations on its stay; the receptionist sees only those granted', async () => {
    const { user } = await openPanel('staff');
    await user.click(tile('101'));
    const dialog = await screen.findByRole('dialog', { name: 'Room 101 — occupied' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Change details',
      'C-Form',
      'Post charges',
      'Room transfer',
      'Tariff change',
      'Tariff change previous slots',
      'Guest management',
      'Registration card',
      'Ledger',
      'Check-out',
    ]);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/\?stay=CHK\d{2}-\d{2}%2F\d{4}$/);
    // Cancelling a check-in is the manager's.
    expect(within(dialog).queryByRole('link', { name: 'Cancel check-in' })).toBeNull();
  });
});
