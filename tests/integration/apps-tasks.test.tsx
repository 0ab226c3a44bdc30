import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { getQueryClient } from '../../src/app/query-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { TICKETS } from '../../src/modules/workspace/tasks/work-kinds';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

/** Every call the screen made is answered (no write or read left to land after the test's database reset). */
const settled = () =>
  waitFor(() => expect(getQueryClient().isFetching() + getQueryClient().isMutating()).toBe(0), { timeout: 8000 });

const ROOT = '/applayout-sidebar-large/dashboard';
const sent = (endpoint: string) => requests.filter((request) => request.url.endsWith(endpoint));
const filter = (name: string) => screen.getByRole('button', { name });

describe('tasks', () => {
  it('creates a task, moves it to Done, and the counts change and persist', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(`${ROOT}/mistasks`);
    await screen.findByRole('table', { name: '10 tasks' }, { timeout: 8000 });
    expect(screen.getByRole('heading', { name: 'Tasks', level: 1 })).toBeInTheDocument();
    for (const name of ['All 10', 'To do 4', 'In progress 3', 'Done 3']) expect(filter(name)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Renew the fire safety certificate' }).closest('tr')).toHaveTextContent(
      'Overdue',
    );

    // An empty title and assignee are marked beside their fields and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const form = screen.getByRole('form', { name: 'New task' });
    expect(within(form).getByLabelText('Due date')).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    await user.click(within(form).getByRole('button', { name: 'Save task' }));
    expect(await within(form).findByText('Enter the title.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the assignee.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    expect(sent('api/MisTasks/SetTask')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Title'), 'Check oxygen cylinders');
    await user.type(within(form).getByLabelText('Assignee'), 'Ravi Kumar');
    await user.selectOptions(within(form).getByLabelText('Priority'), 'High');
    await user.dblClick(within(form).getByRole('button', { name: 'Save task' }));
    await screen.findByRole('table', { name: '11 tasks' }, { timeout: 8000 });
    expect(screen.queryByRole('form', { name: 'New task' })).not.toBeInTheDocument();
    expect(sent('api/MisTasks/SetTask')).toHaveLength(1);
    const row = screen.getByRole('cell', { name: 'Check oxygen cylinders' }).closest('tr')!;
    expect(row).toHaveTextContent(`TSK-011Check oxygen cylindersRavi Kumar${formatDate(new Date())}High`);
    expect(filter('To do 5')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status of Check oxygen cylinders'), 'Done');
    expect(filter('Done 4')).toBeInTheDocument();
    expect(filter('To do 4')).toBeInTheDocument();
    await waitFor(() => expect(sent('api/MisTasks/SetTask')).toHaveLength(2), { timeout: 8000 });

    // Opened again, the server's counts are the same.
    await settled();
    cleanup();
    const { user: again } = renderApp(`${ROOT}/mistasks`);
    await screen.findByRole('table', { name: '11 tasks' }, { timeout: 8000 });
    for (const name of ['All 11', 'To do 4', 'In progress 3', 'Done 4']) expect(filter(name)).toBeInTheDocument();
    expect(screen.getByLabelText('Status of Check oxygen cylinders')).toHaveValue('Done');

    await again.click(filter('Done 4'));
    expect(filter('Done 4')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: '4 of 11 tasks: Done' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Order linen for the new ward' })).not.toBeInTheDocument();

    await again.click(screen.getByRole('button', { name: 'Delete Check oxygen cylinders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(dialog).toHaveTextContent('Delete TSK-011 "Check oxygen cylinders"?');
    await again.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('table', { name: '3 of 10 tasks: Done' }, { timeout: 8000 });
    expect(filter('All 10')).toBeInTheDocument();
    await settled();
  });
});

describe('tickets', () => {
  it('shows a refusal when a ticket is gone, raises a ticket stamped today and resolves it', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(`${ROOT}/mistickets`);
    await screen.findByRole('table', { name: '9 tickets' }, { timeout: 8000 });
    for (const name of ['All 9', 'Open 3', 'Pending 2', 'Resolved 2', 'Closed 2'])
      expect(filter(name)).toBeInTheDocument();

    // Someone else deletes a ticket; changing it here is refused, said so, and the row goes.
    await dataProvider.save(TICKETS.saveEndpoint, 'ticket', { id: 'TKT-001' }, 3);
    await user.selectOptions(screen.getByLabelText('Status of Printer at the front desk is jammed'), 'Closed');
    const refusal = await screen.findByText('There is no ticket TKT-001: someone may have deleted it.', undefined, {
      timeout: 8000,
    });
    expect(refusal.closest('[role="alert"]')).toHaveClass('alert-danger');
    await waitFor(
      () => expect(screen.queryByLabelText('Status of Printer at the front desk is jammed')).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
    expect(filter('All 8')).toBeInTheDocument();
    expect(filter('Open 2')).toBeInTheDocument();
    expect(filter('Closed 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    const form = screen.getByRole('form', { name: 'New ticket' });
    await user.type(within(form).getByLabelText('Subject'), 'Label printer out of ribbons');
    await user.type(within(form).getByLabelText('Requester'), 'Pharmacy');
    await user.selectOptions(within(form).getByLabelText('Priority'), 'Urgent');
    await user.click(within(form).getByRole('button', { name: 'Save ticket' }));
    await screen.findByRole('table', { name: '9 tickets' }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New ticket' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Label printer out of ribbons' }).closest('tr')).toHaveTextContent(
      `TKT-010Label printer out of ribbonsPharmacyUrgent${formatDate(new Date())}`,
    );
    expect(filter('Open 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status of Label printer out of ribbons'), 'Resolved');
    expect(filter('Resolved 3')).toBeInTheDocument();
    expect(filter('Open 2')).toBeInTheDocument();
    await waitFor(() => expect(sent(TICKETS.saveEndpoint)).toHaveLength(4), { timeout: 8000 });
    await settled();
  });
});
