import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES as R } from '../../src/modules/hrd/domain/hrd-routes';
import type { ServiceClosingsAnswer, TrainingsAnswer } from '../../src/modules/hrd/domain/recruit-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { employeesOf, inServiceOn } from '../../src/mocks/core/people/hrd-masters';
import { addDays } from '../../src/modules/hrd/domain/recruit-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;
const AT = '/applayout-sidebar-large/hrd';
const today = serverToday();

describe('people screens (1003)', () => {
  it('closes a service (administrator only): the employee keeps the Dob and leaves the in-service lists; the clerk sees the list only', async () => {
    await signInAs(COMPANY, 'staff');
    const clerk = renderApp(`${AT}/serviceclosings`);
    await screen.findByRole('heading', { name: 'Service closings' }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByText('Loading the service closings…')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close the service' })).not.toBeInTheDocument();
    clerk.unmount();

    await signInAs(COMPANY, 'admin');
    const { employees } = await dataProvider.report<ServiceClosingsAnswer>(R.serviceClosings, {});
    const leaver = employees[1]!;
    const dob = (await employeesOf(COMPANY)).find((one) => one.recordId === leaver.recordid)!.dob;
    const { user } = renderApp(`${AT}/serviceclosings`);
    await user.selectOptions(await screen.findByLabelText('Employee', {}, { timeout: 8000 }), String(leaver.recordid));
    await user.click(screen.getByRole('button', { name: 'Close the service' }));
    expect(await screen.findByText('Give the reason for leaving')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason for leaving'), 'Moved to another city');
    await user.dblClick(screen.getByRole('button', { name: 'Close the service' }));
    await screen.findByText(`The service of ${leaver.empname} (${leaver.empno}) is closed.`);
    const table = await screen.findByRole('table', { name: 'Closings by last working day, latest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain(leaver.empno);
    const closed = (await employeesOf(COMPANY)).find((one) => one.recordId === leaver.recordid)!;
    expect(closed.dob).toBe(dob);
    expect(closed.serviceClosing?.lastWorkingDay).toBe(today);
    expect(inServiceOn(closed, addDays(today, 1))).toBe(false);
    const after = await dataProvider.report<ServiceClosingsAnswer>(R.serviceClosings, {});
    expect(after.employees.map((one) => one.recordid)).not.toContain(leaver.recordid);
    expect(screen.getByLabelText('Employee')).not.toContainHTML(`value="${leaver.recordid}"`);
  });

  it('saves a training with attendees and who attended', async () => {
    await signInAs(COMPANY, 'staff');
    const { router, user } = renderApp(`${AT}/trainings`);
    const seeded = await screen.findByRole(
      'table',
      { name: 'Trainings of the period, latest first' },
      { timeout: 8000 },
    );
    expect(within(seeded).getByText('Fire safety and first aid')).toBeInTheDocument();
    await act(() => router.navigate(`${AT}/trainings?record=new`));
    await screen.findByRole('heading', { name: 'New training' });
    await user.type(screen.getByLabelText('Training'), 'Customer service basics');
    await user.type(screen.getByLabelText('Trainer'), 'Hospitality Skills Council');
    const picker = within(screen.getByRole('group', { name: 'Attendees' }));
    const [one, two] = picker.getAllByRole('checkbox');
    await user.click(one!);
    await user.click(two!);
    const attended = within(screen.getByRole('group', { name: 'Attendance' })).getAllByRole('checkbox');
    await user.click(attended[0]!);
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Training TRN\d{4}-\d{5} saved\.$/);
    await screen.findByRole('heading', { name: 'Trainings' });
    const { trainings } = await dataProvider.report<TrainingsAnswer>(R.trainings, {});
    const saved = trainings.filter((training) => training.title === 'Customer service basics');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.attendees.map((attendee) => attendee.attended)).toEqual([true, false]);
  });
});
