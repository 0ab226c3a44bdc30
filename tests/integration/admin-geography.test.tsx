import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { FeedModule } from '../../src/mocks/admin/activity-feed';
import type { ActivityRow } from '../../src/mocks/core/activity-log';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import type { StateRow } from '../../src/modules/admin/geography/state-rules';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/admin';
const today = format(new Date(), 'yyyy-MM-dd');

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

/** The bodies the demo server received on one call, in order. */
async function bodiesOf(endpoint: string): Promise<Array<Record<string, unknown>>> {
  const sent = requests.filter((request) => new URL(request.url).pathname.endsWith(`/${endpoint}`));
  return Promise.all(sent.map(async (request) => (await request.clone().json()) as Record<string, unknown>));
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('countries', () => {
  it('lists the 250 countries through GET api/countries, narrows "ind" to three, and leads to India\'s 36 states', async () => {
    await signInAs(1010, 'admin');
    const { user, router } = renderApp(`${ROOT}/countries`);
    expect(await screen.findByText('250 countries', {}, { timeout: 8000 })).toBeVisible();
    const countriesCall = requests.find((request) => new URL(request.url).pathname === '/api/countries');
    expect(countriesCall?.method).toBe('GET');
    expect(within(screen.getByRole('table', { name: 'Countries' })).getAllByRole('row')).toHaveLength(251);

    await user.type(control('Search by name or code'), 'ind');
    expect(await screen.findByText('3 of 250 countries')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Countries' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['British Indian Ocean Territory', 'India', 'Indonesia']);
    await user.clear(control('Search by name or code'));
    await user.type(control('Search by name or code'), 'np');
    expect(await screen.findByText('1 of 250 countries')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nepal' })).toBeVisible();
    await user.clear(control('Search by name or code'));
    await user.type(control('Search by name or code'), 'India');

    await user.click(await screen.findByRole('link', { name: 'India' }));
    expect(router.state.location.pathname).toBe(`${ROOT}/states`);
    expect(router.state.location.search).toBe('?country=IN');
    expect(await screen.findByText('States of India: 36', {}, { timeout: 8000 })).toBeVisible();
    expect(rowOf('Kerala')).toHaveTextContent('KL32');
    expect(rowOf('Maharashtra')).toHaveTextContent('MH27');
    expect(rowOf('Delhi')).toHaveTextContent('DL07');
    expect(await bodiesOf(ADMIN_ENDPOINTS.states)).toEqual([
      expect.objectContaining({
        detail: 'IN',
        usr: expect.objectContaining({ uCode: 'ADMIN', rCode: 'ADMINISTRATOR' }),
      }),
    ]);
  });
});

describe('states', () => {
  it('adds a state once on a double click, refuses a second with the same code beside the field, renames it and deletes it after asking; each change is logged', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(`${ROOT}/states?country=NP`);
    expect(await screen.findByText('Nepal has no states yet.', {}, { timeout: 8000 })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New state' }));
    await screen.findByRole('heading', { name: 'New state of Nepal' });
    await user.type(control('Code'), 'zz');
    await user.type(control('Name'), '  Test   Province ');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('States of Nepal: 1', {}, { timeout: 8000 })).toBeVisible();
    expect(rowOf('Test Province')).toHaveTextContent('ZZ');
    const created = await bodiesOf(ADMIN_ENDPOINTS.saveState);
    expect(created).toHaveLength(1);
    expect(created[0]).toEqual({
      state: { country: 'NP', code: 'ZZ', name: 'Test Province' },
      traCheck: 1,
      usr: expect.objectContaining({ uCode: 'ADMIN', rCode: 'ADMINISTRATOR' }),
    });

    await user.click(screen.getByRole('button', { name: 'New state' }));
    await user.type(control('Code'), 'ZZ');
    await user.type(control('Name'), 'Another Province');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nepal already has the code ZZ (Test Province).')).toBeVisible();
    expect(control('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(control('Name')).toHaveValue('Another Province');
    expect(screen.getByText('Check the marked fields and save again.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('States of Nepal: 1')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Test Province' }));
    await screen.findByRole('heading', { name: 'Edit Test Province (Nepal)' });
    expect(control('Code')).toHaveAttribute('readonly');
    await user.clear(control('Name'));
    await user.type(control('Name'), 'Test Region');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Test Region' }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'Test Province' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Test Region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete state' });
    expect(dialog).toHaveTextContent('Delete Test Region (ZZ) from Nepal?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nepal has no states yet.', {}, { timeout: 8000 })).toBeVisible();
    expect((await bodiesOf(ADMIN_ENDPOINTS.saveState)).map((body) => body.traCheck)).toEqual([1, 1, 2, 3]);

    const log = await dataProvider.report<ActivityRow[]>(ACCOUNTS_ENDPOINTS.activities, {
      fromDate: today,
      toDate: today,
    });
    const changes = log.filter((row) => row.module === 'admin' && row.reference === 'NP-ZZ').reverse();
    expect(changes.map((row) => [row.user, row.action, row.subject, row.detail])).toEqual([
      ['admin', 'Create', 'State', 'Added Test Province (ZZ) to Nepal'],
      ['admin', 'Modify', 'State', 'Test Province (ZZ) of Nepal is now Test Region (ZZ)'],
      ['admin', 'Delete', 'State', 'Deleted Test Region (ZZ) of Nepal'],
    ]);
    // The contract's own feed (the user as the body): the same changes among the administrator's of today.
    const feed = await dataProvider.read<FeedModule[]>(ADMIN_ENDPOINTS.activities);
    const states = feed
      .find((group) => group.module === 'Admin')!
      .activities.filter((one) => one.title === 'State' && one.description.includes('Nepal'));
    expect(states.map((one) => [one.typ, one.typdescr, one.description])).toEqual([
      [3, 'Deletion', 'Deleted Test Region (ZZ) of Nepal'],
      [2, 'Updation', 'Test Province (ZZ) of Nepal is now Test Region (ZZ)'],
      [1, 'Entry', 'Added Test Province (ZZ) to Nepal'],
    ]);
    expect(states.every((one) => /^\d{2}:\d{2}$/.test(one.tim))).toBe(true);
  });

  it('marks a bad code and GST code beside the fields without calling the server, and the picker switches country', async () => {
    await signInAs(1010, 'admin');
    const { user, router } = renderApp(`${ROOT}/states`);
    expect(await screen.findByText('States of India: 36', {}, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New state' }));
    await user.type(control('Code'), 'A-B');
    await user.type(control('GST state code'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The code is 1 to 3 capital letters or digits.')).toBeVisible();
    expect(screen.getByText('Give the name.')).toBeVisible();
    expect(screen.getByText('The GST state code is two digits, e.g. 32.')).toBeVisible();
    expect(await bodiesOf(ADMIN_ENDPOINTS.saveState)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );

    const picker = await screen.findByLabelText('Country');
    await user.click(picker);
    await user.type(picker, 'emirates');
    await screen.findByRole('option', { name: 'United Arab Emirates (AE)' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?country=AE'));
    expect(await screen.findByText('States of United Arab Emirates: 3', {}, { timeout: 8000 })).toBeVisible();
    expect(router.state.location.search).toBe('?country=AE');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah']);
  });

  it('has the server check what the form cannot: unique names, the country, the state to change; and refuses staff', async () => {
    await signInAs(1010, 'admin');
    const save = (state: StateRow, traCheck: 1 | 2 | 3) =>
      dataProvider.save(ADMIN_ENDPOINTS.saveState, 'state', state, traCheck);
    const sameName = await refusal(save({ country: 'IN', code: 'KE', name: 'KERALA' }, 1));
    expect(sameName.status).toBe(400);
    expect(sameName.fieldErrors).toEqual({ 'state.name': 'India already has Kerala (KL).' });
    const noCountry = await refusal(save({ country: 'XQ', code: 'A', name: 'Nowhere' }, 1));
    expect(noCountry.fieldErrors).toEqual({ 'state.country': 'There is no country XQ.' });
    const missing = await refusal(save({ country: 'IN', code: 'QQ', name: 'Nowhere' }, 2));
    expect(missing.message).toBe('There is no state QQ in India.');
    expect(await save({ country: 'IN', code: 'KL', name: 'Keralam', gstCode: '32' }, 2)).toEqual({
      recordId: 'IN-KL',
      result: 'OK',
    });
    const india = await dataProvider.report<StateRow[]>(ADMIN_ENDPOINTS.states, { detail: 'IN' });
    expect(india).toHaveLength(36);
    expect(india.find((state) => state.code === 'KL')).toEqual({
      country: 'IN',
      code: 'KL',
      name: 'Keralam',
      gstCode: '32',
    });

    await signInAs(1010, 'staff');
    const read = await refusal(dataProvider.report(ADMIN_ENDPOINTS.states, { detail: 'IN' }));
    expect(read.status).toBe(403);
    const write = await refusal(save({ country: 'NP', code: 'ZZ', name: 'Test Province' }, 1));
    expect(write.message).toBe('You are not authorised for this transaction');
    await signInAs(1010, 'admin');
    expect(await dataProvider.report(ADMIN_ENDPOINTS.states, { detail: 'NP' })).toEqual([]);
  });
});
