import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { roomRows } from '../../src/mocks/frontoffice/fo-store';
import { ROOMS } from '../../src/modules/frontoffice/resources/rooms';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const main = () => within(document.getElementById('main-content')!);
const today = format(new Date(), 'yyyy-MM-dd');
const saves = () => requests.filter((request) => request.url.endsWith('/api/FORoomPanel/SetFORoomStatus'));
const statusOf = async (roomNo: string) => (await roomRows(1001)).find((row) => row.roomNo === roomNo);

async function open(room: string, user = 'staff') {
  await signInAs(1001, user);
  const rendered = renderApp(`/applayout-sidebar-large/frontoffice/fo-room-status?room=${room}`);
  await screen.findByRole('heading', { name: 'Room status', level: 1 }, { timeout: 8000 });
  await main().findByText('Now:', undefined, { timeout: 8000 });
  return rendered;
}

describe('room status', () => {
  it('brings an out-of-order room back clean (a double click saves once), and the master keeps it', async () => {
    const { user } = await open('105');
    expect(main().getByLabelText('Room')).toHaveValue('105');
    expect(main().getByText(/^Out of order: Air conditioner being repaired, until/)).toBeInTheDocument();
    expect(main().getByLabelText('Out of order')).toBeChecked();
    await user.click(main().getByLabelText('Vacant (clean)'));
    await user.dblClick(main().getByRole('button', { name: 'Save status' }));
    expect(await main().findByText('Vacant clean.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Room 105 is now vacant (clean).')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(await statusOf('105')).toMatchObject({
      status: 'VACANT',
      outOfOrderReason: '',
      outOfOrderFrom: '',
      outOfOrderTo: '',
    });
  });

  it('takes a room out of order with a reason and dates, marking what is missing beside its field first', async () => {
    const { user } = await open('206');
    await user.click(main().getByLabelText('Out of order'));
    expect(main().getByLabelText('Out of order from')).toHaveValue(today);
    await user.click(main().getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(main().getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason the room is out of order'),
    );
    expect(saves()).toHaveLength(0);
    await user.type(main().getByLabelText('Reason'), 'Leaking ceiling');
    const to = format(addDays(new Date(), 3), 'yyyy-MM-dd');
    fireEvent.change(main().getByLabelText('Out of order to'), { target: { value: to } });
    await user.click(main().getByRole('button', { name: 'Save status' }));
    expect(
      await main().findByText(/^Out of order: Leaking ceiling, until/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await statusOf('206')).toMatchObject({
      status: 'OUT_OF_ORDER',
      outOfOrderReason: 'Leaking ceiling',
      outOfOrderFrom: today,
      outOfOrderTo: to,
    });
  });

  it('refuses a room with a guest in it, and one reserved over the dates, keeping the choice', async () => {
    const { user } = await open('101');
    expect(main().getByText(/^Occupied: Ramesh Agarwal \(CHK/)).toBeInTheDocument();
    await user.click(main().getByLabelText('Dirty'));
    await user.click(main().getByRole('button', { name: 'Save status' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      /^Room 101 has Ramesh Agarwal in it \(CHK\d{2}-\d{2}\/\d{4}\): its status changes at check-out or room transfer\.$/,
    );
    expect(main().getByLabelText('Dirty')).toBeChecked();
    expect((await statusOf('101'))!.status).toBe('OCCUPIED');

    // Another room while the choice is unsaved: asked first.
    await user.selectOptions(main().getByLabelText('Room'), '103');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await main().findByText(/reserved for Meera Joshi arriving today/);
    await user.click(main().getByLabelText('Out of order'));
    await user.type(main().getByLabelText('Reason'), 'Painting');
    await user.click(main().getByRole('button', { name: 'Save status' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      /^Room 103 is reserved for Meera Joshi \(RSV[^)]+\) from .+: move the reservation to another room first\.$/,
    );
    expect(main().getByLabelText('Reason')).toHaveValue('Painting');
    expect((await statusOf('103'))!.status).toBe('VACANT');
  });

  it('keeps the status read-only on the rooms master after create, and refuses a stale edit that would change it', async () => {
    await signInAs(1001, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/frontoffice/fo-rooms?record=101');
    const status = await screen.findByLabelText(/^Status/, { selector: 'select' }, { timeout: 8000 });
    await screen.findByText('Standard (STD)', undefined, { timeout: 5000 });
    expect(status).toBeDisabled();
    expect(within(status).getByRole('option', { name: 'Occupied' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Vacant (clean)' })).toBeInTheDocument();
    void user;

    // An edit sent with another status (a form opened before a check-in) is refused; the same status saves.
    const row = (await statusOf('101'))!;
    const edit = (status: string) =>
      dataProvider.save(ROOMS.endpoints.save, ROOMS.entity, { ...row, status, remarks: 'Quiet side' }, 2).then(
        () => 'saved',
        (error: Error) => error.message,
      );
    expect(await edit('VACANT')).toBe(
      'Room 101 is occupied now (it was vacant (clean) when you opened it): its status changes only through the front office. Open the room again to edit it.',
    );
    expect(await edit('OCCUPIED')).toBe('saved');
    expect(await statusOf('101')).toMatchObject({ status: 'OCCUPIED', remarks: 'Quiet side' });
    // A room with a guest cannot be deleted.
    expect(
      await dataProvider.save(ROOMS.endpoints.save, ROOMS.entity, row, 3).then(
        () => 'deleted',
        (error: Error) => error.message,
      ),
    ).toMatch(/^Room 101 has Ramesh Agarwal in it \(CHK.+\): it cannot be deleted\.$/);
  });
});
