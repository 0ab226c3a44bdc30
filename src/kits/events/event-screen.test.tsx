import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MEETINGS } from './event-kinds';
import { EventScreen, useEventPeriod, type EventList } from './event-screen';

interface Meeting {
  no: string;
  subject: string;
  venue: string;
  meetingDate: string;
  fromTime: string;
  toTime: string;
  attendees: Array<{ name: string; attended: boolean }>;
}

const meetings: Meeting[] = [
  {
    no: 'M-0002',
    subject: 'Annual day',
    venue: 'Hall',
    meetingDate: '2026-03-12',
    fromTime: '10:00',
    toTime: '11:00',
    attendees: [
      { name: 'Asha', attended: true },
      { name: 'Binu', attended: false },
    ],
  },
];

const LIST: EventList<Meeting> = {
  ...MEETINGS,
  attendeesHeader: 'Attendees (attended ✓)',
  keyOf: (one) => one.no.toLowerCase(),
  numberOf: (one) => one.no,
};

const query = { isPending: false, isError: false, error: null, refetch: () => undefined };

function Screen() {
  const period = useEventPeriod();
  return (
    <EventScreen
      list={LIST}
      period={period}
      query={query}
      records={meetings}
      attendeesOf={(one) => one.attendees}
      form={(meeting, onDone) => (
        <button type="button" onClick={onDone}>
          {meeting ? `Form of ${meeting.no}` : 'Form of a new meeting'}
        </button>
      )}
    />
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const day = (count: number) => format(addDays(new Date(), count), 'yyyy-MM-dd');

describe('EventScreen', () => {
  it('lists the period’s events with their attendees, the period 90 days back to 30 ahead unless the URL says', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Meetings' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(day(-90));
    expect(screen.getByLabelText('To')).toHaveValue(day(30));
    const table = screen.getByRole('table', { name: 'Meetings of the period, latest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Subject', 'Date', 'Time', 'Attendees (attended ✓)', 'Actions']);
    const row = within(table).getByRole('row', { name: /M-0002/ });
    expect(row).toHaveTextContent('12-Mar-2026');
    expect(row).toHaveTextContent('10:00 to 11:00');
    expect(row).toHaveTextContent('Asha ✓, Binu (1 of 2)');
  });

  it('opens an event by its key and goes back to the list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/?from=2026-03-01&to=2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Open M-0002' }));
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31&record=m-0002');
    await user.click(screen.getByRole('button', { name: 'Form of M-0002' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
  });

  it('opens a new event', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'New meeting' }));
    expect(screen.getByRole('button', { name: 'Form of a new meeting' })).toBeInTheDocument();
  });

  it('says when the URL names no event of the period', () => {
    renderAt('/?record=m-9999');
    expect(screen.getByText('There is no such meeting in the period.')).toBeInTheDocument();
  });
});
