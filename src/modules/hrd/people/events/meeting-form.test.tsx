import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { MeetingForm } from './meeting-form';

const employees: EmployeeChoice[] = [
  { recordid: 4, empno: 'E4', empname: 'Asha', designation: 'Clerk', doj: '2020-01-01', inService: true },
  { recordid: 5, empno: 'E5', empname: 'Binu', designation: 'Cook', doj: '2021-01-01', inService: true },
];

function renderForm() {
  const router = createMemoryRouter([
    { path: '/', element: <MeetingForm meeting={null} employees={employees} onDone={() => undefined} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The meeting's own rules (recruit-events.ts) are said beside their fields once a save is tried.
describe('MeetingForm', () => {
  it('says what is missing beside the subject and the attendees', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Enter the subject'));
    expect(screen.getByRole('group', { name: 'Attendees' })).toHaveAccessibleDescription(
      'Choose at least one attendee',
    );
  });

  it('refuses minutes of a meeting not yet held, keeping them', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Shift rota');
    const date = screen.getByLabelText('Meeting date');
    await user.clear(date);
    await user.type(date, format(addDays(new Date(), 2), 'yyyy-MM-dd'));
    const picker = within(screen.getByRole('group', { name: 'Attendees' }));
    await user.click(picker.getByLabelText('Asha (E4), Clerk'));
    await user.selectOptions(screen.getByLabelText('Chaired by'), 'Asha');
    await user.type(screen.getByLabelText('Minutes'), 'Agreed the rota');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Minutes')).toHaveAccessibleDescription(
        'Minutes are written once the meeting is held',
      ),
    );
    expect(screen.getByLabelText('Chaired by')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Minutes')).toHaveValue('Agreed the rota');
  });
});
