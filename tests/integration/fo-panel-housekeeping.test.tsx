import { screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { roomRows, setRoomStatus } from '../../src/mocks/frontoffice/fo-store';
import { PANEL_ENDPOINTS } from '../../src/modules/frontoffice/panel/domain/panel-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const main = () => within(document.getElementById('main-content')!);
const statusOf = async (roomNo: string) => (await roomRows(1001)).find((row) => row.roomNo === roomNo)?.status;
const rowHeaders = () =>
  main()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const markClean = (rooms: string[]) =>
  dataProvider.write(PANEL_ENDPOINTS.markClean, { lines: rooms, traCheck: 2 }).then(
    () => 'OK',
    (error: Error) => error.message,
  );

async function open() {
  await signInAs(1001, 'staff');
  const rendered = renderApp('/applayout-sidebar-large/frontoffice/fo-housekeeping');
  await screen.findByRole('heading', { name: 'Housekeeping', level: 1 }, { timeout: 8000 });
  await main().findByRole('table', undefined, { timeout: 8000 });
  return rendered;
}

describe('housekeeping', () => {
  it('lists the dirty rooms with since when, and marks the ticked ones clean from the keyboard with one button', async () => {
    const { user } = await open();
    expect(rowHeaders()).toEqual(['108', '202', '304', '405', '504']);
    const row = main().getByRole('rowheader', { name: '405' }).closest('tr')!;
    expect(within(row).getByText('Dirty')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Mark clean' })).toBeDisabled();

    main().getByRole('checkbox', { name: 'Select room 108' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(main().getByRole('checkbox', { name: 'Select room 202' })).toBeChecked();
    await user.dblClick(main().getByRole('button', { name: 'Mark 2 clean' }));
    expect(await screen.findByText('Rooms 108 and 202 marked clean.')).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders()).toEqual(['304', '405', '504']));
    expect(requests.filter((request) => request.url.endsWith(PANEL_ENDPOINTS.markClean))).toHaveLength(1);
    expect([await statusOf('108'), await statusOf('202')]).toEqual(['VACANT', 'VACANT']);

    await user.click(main().getByRole('checkbox', { name: 'Select every room' }));
    await user.click(main().getByRole('button', { name: 'Mark 3 clean' }));
    expect(await main().findByText('No room is waiting for housekeeping.')).toBeInTheDocument();
  });

  it('lists an out-of-order room whose end has passed, and refuses a room with a guest or still out of order, marking none', async () => {
    await signInAs(1001, 'staff');
    const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
    await roomRows(1001); // seeded first
    await setRoomStatus(1001, '307', 'OUT_OF_ORDER', {
      outOfOrderReason: 'Bathroom renovation',
      outOfOrderFrom: format(subDays(new Date(), 5), 'yyyy-MM-dd'),
      outOfOrderTo: yesterday,
    });
    await open();
    const row = main().getByRole('rowheader', { name: '307' }).closest('tr')!;
    expect(
      within(row).getByText(
        `Out of order (Bathroom renovation), ended ${format(subDays(new Date(), 1), 'dd-MMM-yyyy')}`,
      ),
    ).toBeInTheDocument();

    expect(await markClean(['108', '101', '105'])).toMatch(
      /^Room 101 has Ramesh Agarwal in it \(CHK.+\)\. Room 105 is out of order until .+: bring it back early on Room status\. Nothing was marked clean\.$/,
    );
    expect(await statusOf('108')).toBe('DIRTY');
    expect(await markClean(['307'])).toBe('OK');
    expect(await statusOf('307')).toBe('VACANT');
    expect((await roomRows(1001)).find((one) => one.roomNo === '307')).toMatchObject({
      outOfOrderReason: '',
      outOfOrderTo: '',
    });
    expect(await markClean(['307'])).toBe('Room 307 is already clean. Nothing was marked clean.');
  });
});
