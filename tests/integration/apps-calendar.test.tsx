import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { periodTitle } from '../../src/modules/workspace/calendar/calendar-dates';
import { CALENDAR_ENDPOINTS, type CalendarEvent } from '../../src/modules/workspace/calendar/calendar-types';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const CALENDAR = '/applayout-sidebar-large/calendar';

interface SetEventBody {
  event: CalendarEvent;
  traCheck: number;
}

/** The bodies of the SetEvent calls made so far (without the usr every call carries). */
const saves = () =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(CALENDAR_ENDPOINTS.save))
      .map(async (request) => {
        const { event, traCheck } = (await request.clone().json()) as SetEventBody;
        return { event, traCheck };
      }),
  );

/**
 * Queries inside the routed content only (the shell around it makes page-wide role queries slow); dialogs are outside
 * it.
 */
const main = () => within(document.getElementById('main-content')!);

/** The month grid's cell of a day (its "New event on ..." button sits in it). */
const cellOf = (label: string) =>
  main()
    .getByRole('button', { name: `New event on ${label}` })
    .closest('td')!;

/** The calendar at `search`, freshly read from the server (a new render, a new query cache). */
async function open(search: string, period: string) {
  cleanup();
  const rendered = renderApp(`${CALENDAR}?${search}`);
  await waitFor(() => expect(document.getElementById('main-content')).not.toBeNull(), { timeout: 8000 });
  await main().findByRole('heading', { name: period }, { timeout: 8000 });
  await main().findByRole('table', { name: period }, { timeout: 8000 });
  return rendered;
}

async function closed() {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
}

describe('calendar app', () => {
  it('creates an event on a day, moves it by dragging, by an arrow key and by "Move to", keeping its length, and deletes it', async () => {
    await signInAs(1013, 'admin');
    const { user } = await open('view=month&date=2030-03-12', 'March 2030');
    const grid = main().getByRole('table', { name: 'March 2030' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday', 'SunSunday']);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(within(grid).getAllByRole('cell')[0]).toContainElement(
      main().getByRole('button', { name: 'New event on Monday 25-Feb-2030' }),
    );
    expect(main().getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    // Create on Tuesday 12 March: the form's own check first, then a double click saves once.
    await user.click(main().getByRole('button', { name: 'New event on Tuesday 12-Mar-2030' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    expect(control('Start', dialog)).toHaveValue('2030-03-12T09:00');
    expect(control('End', dialog)).toHaveValue('2030-03-12T10:00');
    fireEvent.change(control('Start', dialog), { target: { value: '2030-03-12T10:30' } });
    expect(control('End', dialog)).toHaveValue('2030-03-12T11:30');
    fireEvent.change(control('End', dialog), { target: { value: '2030-03-12T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the event a title.')).toBeVisible();
    expect(control('End', dialog)).toHaveAccessibleDescription('The end must be after the start.');
    expect(control('Title', dialog)).toHaveFocus();
    expect(await saves()).toHaveLength(0);

    await user.type(control('Title', dialog), 'Ward inspection');
    fireEvent.change(control('End', dialog), { target: { value: '2030-03-12T12:00' } });
    await user.selectOptions(control('Colour', dialog), 'success');
    await user.type(control('Notes', dialog), 'Ward 4B first');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    expect(await saves()).toEqual([
      {
        traCheck: 1,
        event: {
          id: '',
          title: 'Ward inspection',
          start: '2030-03-12T10:30',
          end: '2030-03-12T12:00',
          allDay: false,
          colour: 'success',
          notes: 'Ward 4B first',
        },
      },
    ]);
    expect(
      await within(cellOf('Tuesday 12-Mar-2030')).findByRole('button', { name: '10:30 Ward inspection' }),
    ).toHaveClass('btn-success');

    // Persisted: a fresh render reads it back from the server.
    await open('view=month&date=2030-03-12', 'March 2030');
    const created = within(cellOf('Tuesday 12-Mar-2030')).getByRole('button', { name: '10:30 Ward inspection' });

    // Drag it to Thursday 14.
    fireEvent.dragStart(created);
    fireEvent.dragOver(cellOf('Thursday 14-Mar-2030'));
    fireEvent.drop(cellOf('Thursday 14-Mar-2030'));
    expect(
      await within(cellOf('Thursday 14-Mar-2030')).findByRole('button', { name: '10:30 Ward inspection' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await saves()).toHaveLength(2));
    const dragged = (await saves())[1]!;
    expect(dragged.traCheck).toBe(2);
    expect(dragged.event).toMatchObject({ id: 'EVT-011', start: '2030-03-14T10:30', end: '2030-03-14T12:00' });
    const { user: again } = await open('view=month&date=2030-03-12', 'March 2030');
    expect(
      within(cellOf('Tuesday 12-Mar-2030')).queryByRole('button', { name: /Ward inspection/ }),
    ).not.toBeInTheDocument();

    // The keyboard: the focused event moves a day right and keeps the focus.
    const onThursday = within(cellOf('Thursday 14-Mar-2030')).getByRole('button', { name: '10:30 Ward inspection' });
    expect(onThursday).toHaveAccessibleDescription(
      /use the arrow keys: left and right move it a day, up and down a week/,
    );
    act(() => onThursday.focus());
    await again.keyboard('{ArrowRight}');
    const onFriday = await within(cellOf('Friday 15-Mar-2030')).findByRole('button', { name: '10:30 Ward inspection' });
    expect(onFriday).toHaveFocus();
    await waitFor(async () => expect(await saves()).toHaveLength(3));
    expect((await saves())[2]).toMatchObject({
      traCheck: 2,
      event: { start: '2030-03-15T10:30', end: '2030-03-15T12:00' },
    });

    // The dialog's "Move to" day.
    const { user: third } = await open('view=month&date=2030-03-12', 'March 2030');
    await third.click(within(cellOf('Friday 15-Mar-2030')).getByRole('button', { name: '10:30 Ward inspection' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(control('Title', edit)).toHaveValue('Ward inspection');
    fireEvent.change(control('Move to', edit), { target: { value: '2030-03-20' } });
    await third.click(within(edit).getByRole('button', { name: 'Move' }));
    await closed();
    expect((await saves())[3]).toMatchObject({
      traCheck: 2,
      event: { start: '2030-03-20T10:30', end: '2030-03-20T12:00', notes: 'Ward 4B first' },
    });
    const { user: fourth } = await open('view=month&date=2030-03-12', 'March 2030');
    expect(
      within(cellOf('Friday 15-Mar-2030')).queryByRole('button', { name: /Ward inspection/ }),
    ).not.toBeInTheDocument();

    // Delete asks first.
    await fourth.click(within(cellOf('Wednesday 20-Mar-2030')).getByRole('button', { name: '10:30 Ward inspection' }));
    await fourth.click(
      within(await screen.findByRole('dialog', { name: 'Edit event' })).getByRole('button', { name: 'Delete' }),
    );
    await fourth.click(
      within(await screen.findByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Delete' }),
    );
    await closed();
    expect((await saves())[4]).toMatchObject({ traCheck: 3, event: { id: 'EVT-011' } });
    await open('view=month&date=2030-03-12', 'March 2030');
    expect(main().queryByRole('button', { name: /Ward inspection/ })).not.toBeInTheDocument();
  });

  it('creates from an hour slot of the week with the keyboard, drops it on another day and hour, and keeps the view and day in the URL', async () => {
    await signInAs(1013, 'admin');
    const { user, router } = await open('view=week&date=2030-03-12', '11-Mar-2030 – 17-Mar-2030');
    expect(main().getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    act(() => main().getByRole('button', { name: 'New event on Wednesday 13-Mar-2030 at 14:00' }).focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(main().getByRole('button', { name: 'New event on Wednesday 13-Mar-2030 at 15:00' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    expect(control('Start', dialog)).toHaveValue('2030-03-13T15:00');
    expect(control('End', dialog)).toHaveValue('2030-03-13T16:00');
    await user.type(control('Title', dialog), 'Lab audit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    const slot = (name: string) => main().getByRole('button', { name }).closest('td')!;
    const event = await within(slot('New event on Wednesday 13-Mar-2030 at 15:00')).findByRole('button', {
      name: '15:00 Lab audit',
    });

    fireEvent.dragStart(event);
    fireEvent.dragOver(slot('New event on Friday 15-Mar-2030 at 08:00'));
    fireEvent.drop(slot('New event on Friday 15-Mar-2030 at 08:00'));
    expect(
      await within(slot('New event on Friday 15-Mar-2030 at 08:00')).findByRole('button', { name: '08:00 Lab audit' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await saves()).toHaveLength(2));
    expect((await saves())[1]).toMatchObject({
      traCheck: 2,
      event: { title: 'Lab audit', start: '2030-03-15T08:00', end: '2030-03-15T09:00' },
    });

    await user.click(main().getByRole('button', { name: 'Next week' }));
    expect(await main().findByRole('heading', { name: '18-Mar-2030 – 24-Mar-2030' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=week&date=2030-03-19');
    await user.click(main().getByRole('button', { name: 'Day' }));
    expect(await main().findByRole('heading', { name: 'Tuesday 19-Mar-2030' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=day&date=2030-03-19');
    await user.click(main().getByRole('button', { name: 'Previous day' }));
    expect(await main().findByRole('heading', { name: 'Monday 18-Mar-2030' })).toBeInTheDocument();
  });

  it('seeds the company events around today and has the server check what it is sent', async () => {
    await signInAs(1013, 'admin');
    const today = format(new Date(), 'yyyy-MM-dd');
    await open('', format(new Date(), 'MMMM yyyy'));
    const todayCell = main()
      .getAllByRole('cell')
      .find((cell) => cell.getAttribute('aria-current') === 'date')!;
    expect(within(todayCell).getByRole('button', { name: '08:30 Morning huddle' })).toBeInTheDocument();

    const events = await dataProvider.report<CalendarEvent[]>(CALENDAR_ENDPOINTS.list, {
      fromDate: '2000-01-01',
      toDate: '2099-12-31',
    });
    expect(events).toHaveLength(10);
    expect(events.find((event) => event.title === 'Morning huddle')).toMatchObject({
      start: `${today}T08:30`,
      allDay: false,
      colour: 'success',
    });

    const wrong = await dataProvider
      .write(CALENDAR_ENDPOINTS.save, {
        event: { title: ' ', start: '2030-03-12T10:00', end: '2030-03-12T09:00', colour: 'info' },
        traCheck: 1,
      })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).fieldErrors).toEqual({
      title: 'Give the event a title.',
      end: 'The end must be after the start.',
    });
    const missing = await dataProvider
      .write(CALENDAR_ENDPOINTS.save, {
        event: { id: 'EVT-999', title: 'Gone', start: '2030-03-12T10:00', end: '2030-03-12T11:00', colour: 'info' },
        traCheck: 2,
      })
      .catch((error: unknown) => error);
    expect((missing as ApiError).message).toBe('There is no event EVT-999: someone may have deleted it.');
  });

  it('opens on the day on a phone, where a month’s seven columns do not fit', async () => {
    await signInAs(1013, 'admin');
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    const before = window.matchMedia;
    window.matchMedia = phone;
    try {
      await open('', periodTitle('day', format(new Date(), 'yyyy-MM-dd')));
    } finally {
      window.matchMedia = before;
    }
  });
});
