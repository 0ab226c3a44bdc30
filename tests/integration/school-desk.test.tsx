import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FD_ROUTES } from '../../src/modules/school-office/domain/fd-routes';
import { postApi } from '../../src/lib/api/api-client';
import { currentSession } from '../../src/lib/session/session-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { complaintsOf, visitorsFrom } from '../../src/mocks/school-office/fd-store';
import { deskPeople } from '../../src/mocks/school-office/desk/desk-common';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
// The school's starting records (and the HR staff the desk names) are seeded on first read: outside each test's time.
beforeEach(async () => {
  await Promise.all([deskPeople(1004), visitorsFrom(COMPANY, ''), complaintsOf(COMPANY)]);
}, 30_000);
const COMPANY = 1004;
const AT = '/applayout-sidebar-large/front-desk';
const today = serverToday();

/** A raw save as the client sends it, answered whatever it says (a refusal included). */
const send = (route: string, body: Record<string, unknown>) =>
  postApi<{ result: string; field?: string; seq?: string }>(
    route,
    { ...body, usr: currentSession()!.usr },
    { 'Idempotency-Key': crypto.randomUUID() },
  );

describe('the front desk logs (1004, the clerk)', () => {
  it('lets a visitor in, refuses out before in beside the field, marks them out; one visitor is never in twice', async () => {
    await signInAs(COMPANY, 'staff');
    const { router, user } = renderApp(`${AT}/fd-visitors`);
    const seeded = await screen.findByRole(
      'table',
      { name: 'Visitors of the day, those still in first' },
      { timeout: 8000 },
    );
    const inside = (await act(() => visitorsFrom(COMPANY, today))).filter((one) => one.outTime === '');
    expect(inside).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(`Still in: ${inside[0]!.name}.`);
    expect(within(seeded).getAllByText('Still in')).toHaveLength(1);

    await act(() => router.navigate(`${AT}/fd-visitors?record=new`));
    await screen.findByRole('heading', { name: 'Visitor in' });
    await user.click(screen.getByRole('button', { name: 'Let in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Visitor’s name')).toHaveAccessibleDescription('Enter the visitor’s name'),
    );
    await user.type(screen.getByLabelText('Visitor’s name'), 'Meera Kale');
    await user.type(screen.getByLabelText('Phone'), '9890012345');
    await user.type(screen.getByLabelText('Purpose'), 'Admission forms');
    const meets = screen.getByLabelText('Whom they meet');
    await user.selectOptions(meets, within(meets).getAllByRole('option')[1]!);
    await user.clear(screen.getByLabelText('Time in'));
    await user.type(screen.getByLabelText('Time in'), '10:15');
    await user.dblClick(screen.getByRole('button', { name: 'Let in' }));
    const table = await screen.findByRole('table', { name: 'Visitors of the day, those still in first' });
    await user.click(within(table).getByRole('button', { name: 'Mark Meera Kale out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Meera Kale out' });
    const out = within(dialog).getByLabelText('Time out');
    await user.clear(out);
    await user.type(out, '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Mark out' }));
    await waitFor(() =>
      expect(out).toHaveAccessibleDescription('The time out 10:00 is before Meera Kale came in at 10:15'),
    );
    expect(out).toHaveValue('10:00');
    const meera = (await act(() => visitorsFrom(COMPANY, today))).filter((one) => one.name === 'Meera Kale');
    expect(meera).toHaveLength(1); // the double click let her in once
    // The backend refuses it too, naming the field.
    expect(
      await act(() =>
        send(FD_ROUTES.saveVisitor, { header: { visitorNo: meera[0]!.visitorNo, outTime: '10:00' }, traCheck: 2 }),
      ),
    ).toMatchObject({ result: 'The time out 10:00 is before Meera Kale came in at 10:15', field: 'outTime' });
    const again = await act(() =>
      send(FD_ROUTES.saveVisitor, {
        header: { name: 'meera kale', phone: '9890012345', purpose: 'Again', meets: meera[0]!.meets, inTime: '10:20' },
        traCheck: 1,
      }),
    );
    expect(again).toMatchObject({
      result: `Meera Kale is already in (${meera[0]!.visitorNo}, since 10:15): mark them out first`,
      field: 'name',
    });

    await user.clear(out);
    await user.type(out, '10:40');
    await user.click(within(dialog).getByRole('button', { name: 'Mark out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('rowheader', { name: meera[0]!.visitorNo })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('10:40')).toBeInTheDocument());
    expect((await act(() => visitorsFrom(COMPANY, today))).find((one) => one.name === 'Meera Kale')!.outTime).toBe(
      '10:40',
    );
  });

  it('raises a complaint, assigns it, resolves it with a note; resolving before assigning is refused', async () => {
    await signInAs(COMPANY, 'staff');
    const seededRaised = (await complaintsOf(COMPANY)).find((one) => one.status === 'RAISED')!;
    expect(
      await send(FD_ROUTES.saveComplaint, {
        header: { action: 'RESOLVE', complaintNo: seededRaised.complaintNo, resolution: 'Done' },
        traCheck: 2,
      }),
    ).toMatchObject({
      result: `${seededRaised.complaintNo} is not assigned yet: assign it to staff before resolving it`,
      field: 'resolution',
    });

    const { router, user } = renderApp(`${AT}/fd-complaints?record=new`);
    await screen.findByRole('heading', { name: 'New complaint' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Raised by'), 'Kiran Wagh');
    await user.type(screen.getByLabelText('About'), 'Canteen');
    await user.type(screen.getByLabelText('Complaint'), 'The water cooler leaks.');
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await screen.findByRole('table', { name: 'Complaints of the period, open ones first' });
    const raised = (await act(() => complaintsOf(COMPANY))).find((one) => one.raisedBy === 'Kiran Wagh')!;
    expect(raised.status).toBe('RAISED');

    await act(() => router.navigate(`${AT}/fd-complaints?record=${raised.complaintNo}`));
    await screen.findByRole('heading', { name: `Complaint ${raised.complaintNo}` });
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Assign to')).toHaveAccessibleDescription(
        'Choose the staff member it is assigned to',
      ),
    );
    const staff = screen.getByLabelText('Assign to');
    await user.selectOptions(staff, within(staff).getAllByRole('option')[1]!);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByRole('button', { name: 'Resolve' });
    await user.type(screen.getByLabelText('Resolution'), 'Plumber fixed the cooler.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument());
    // The resolution as the saved complaint shows it, with its date (the textarea holds the same words while it saves).
    expect(await screen.findByText(/^Plumber fixed the cooler\. \(\d/)).toBeInTheDocument();
    const resolved = (await act(() => complaintsOf(COMPANY))).find((one) => one.complaintNo === raised.complaintNo)!;
    expect(resolved).toMatchObject({ status: 'RESOLVED', resolution: 'Plumber fixed the cooler.', resolvedOn: today });
    expect(resolved.assignedTo).toMatch(/^E:/);
    expect(await act(() => dataProvider.report(FD_ROUTES.complaint, { recordId: raised.complaintNo }))).toMatchObject({
      status: 'RESOLVED',
    });
  });
});
