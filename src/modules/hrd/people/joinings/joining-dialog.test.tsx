import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import type { AppointedRow } from '../../domain/recruit-types';
import { JoiningDialog } from './joining-dialog';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const row: AppointedRow = {
  recordId: 7,
  interviewSeq: 'INT2026-00001',
  resumeId: 3,
  nameOfCandidate: 'Ritu',
  surName: 'Varma',
  city: 'Kochi',
  designation: 2,
  designationName: 'Clerk',
  appointmentDate: day(-5),
  maxDateToJoin: day(10),
  offeredPay: 18000,
  appointmentComments: '',
  joiningStatus: 0,
  joiningDate: '',
  joiningComments: '',
  refEmpNo: null,
  empno: '',
};

function renderDialog() {
  const sent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <JoiningDialog row={row} onDone={sent} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return sent;
}

// The server refuses a joining after today or before the appointment; the dialog says so beside the date before
// sending.
describe('JoiningDialog', () => {
  it('refuses a joining date after today beside the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const done = renderDialog();
    const date = screen.getByLabelText('Date of joining');
    await user.clear(date);
    await user.type(date, day(1));
    await user.type(screen.getByLabelText('Comments'), 'Starts Monday');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The schema checks as the save is tried; the problem shows once it has.
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('The joining date is after today: confirm the joining on the day.'),
    );
    expect(screen.getByLabelText('Comments')).toHaveValue('Starts Monday');
    expect(done).not.toHaveBeenCalled();
  });

  it('refuses a joining date before the appointment', async () => {
    const user = userEvent.setup();
    renderDialog();
    const date = screen.getByLabelText('Date of joining');
    await user.clear(date);
    await user.type(date, day(-6));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(`The joining date is before the appointment (${day(-5)}).`),
    );
  });
});
