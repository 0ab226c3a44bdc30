import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, addYears, format, parseISO } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { activities } from '../../src/mocks/core/activity-log';
import { demoLicenceEnd } from '../../src/mocks/core/company/companies';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { UNITS_OF_MEASURE } from '../../src/modules/inventory/resources/units-of-measure';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const LICENCE = '/applayout-sidebar-large/admin/license';
const today = format(new Date(), 'yyyy-MM-dd');
const inDays = (days: number) => format(addDays(parseISO(today), days), 'yyyy-MM-dd');
const shown = (date: string) => format(parseISO(date), 'dd-MMM-yyyy');
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((r) => r.url.endsWith(`/${endpoint}`))
      .map((r) => r.clone().json() as Promise<Record<string, unknown>>),
  );
const header = () => document.querySelector<HTMLElement>('.main-header')!;
/** The definition list's value for a term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const saveUnit = (code: string) =>
  dataProvider.save(
    UNITS_OF_MEASURE.endpoints.save,
    UNITS_OF_MEASURE.entity,
    { code, name: 'Cartons', decimals: 0, active: true },
    1,
  );

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

describe('the licence', () => {
  it('shows the licence; expired through SetLicence saves stop and reads go on; renewing lets saves through', async () => {
    const session = await signInAs(1010, 'admin');
    const { user } = renderApp(LICENCE);
    await screen.findByRole('heading', { level: 1, name: 'Licence' }, { timeout: 8000 });
    // The contract's GET of the customer's registration.
    expect(
      requests
        .filter((r) => r.url.includes(`/${ADMIN_ENDPOINTS.registration}`))
        .map((r) => [r.method, new URL(r.url).search]),
    ).toEqual([['GET', `?cCode=${session.usr.cCode}`]]);
    expect(fact('Product')).toHaveTextContent('D-RES');
    expect(fact('Edition')).toHaveTextContent('Restaurant');
    expect(fact('Licensed users')).toHaveTextContent('10');
    expect(fact('Active users')).toHaveTextContent('2');
    const licenceEnd = demoLicenceEnd();
    expect(fact('Status')).toHaveTextContent(`Licence valid till ${shown(licenceEnd)}`);
    expect(screen.getByLabelText('Valid till')).toHaveValue(licenceEnd);

    // Expire it yesterday.
    const yesterday = inDays(-1);
    fireEvent.change(screen.getByLabelText('Valid till'), { target: { value: yesterday } });
    await user.dblClick(screen.getByRole('button', { name: 'Save the licence' }));
    const expired = `Licence expired on ${shown(yesterday)}: saving is stopped until it is renewed`;
    await waitFor(() => expect(fact('Status')).toHaveTextContent(expired));
    expect(fact('Days left')).toHaveTextContent('Expired 1 day ago');
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveLicence)).toEqual([
      { licence: { licensedUsers: 10, expiresOn: yesterday }, usr: session.usr },
    ]);
    // The header shows the new message at once, as a danger.
    const warning = within(header()).getByRole('status');
    expect(warning).toHaveTextContent(expired);
    expect(warning).toHaveClass('text-danger');

    expect((await refusal(saveUnit('CTN'))).message).toBe(
      `The licence expired on ${shown(yesterday)}. Nothing can be saved until it is renewed; you can still read everything.`,
    );
    expect(
      (await dataProvider.list<{ code: string }>(UNITS_OF_MEASURE.endpoints.list)).map((unit) => unit.code),
    ).not.toContain('CTN');
    expect((await dataProvider.list(UNITS_OF_MEASURE.endpoints.list)).length).toBeGreaterThan(0);

    // Renew it for a year.
    const nextYear = format(addYears(parseISO(today), 1), 'yyyy-MM-dd');
    fireEvent.change(screen.getByLabelText('Valid till'), { target: { value: nextYear } });
    await user.click(screen.getByRole('button', { name: 'Save the licence' }));
    await waitFor(() => expect(fact('Status')).toHaveTextContent(`Licence valid till ${shown(nextYear)}`));
    expect(within(header()).queryByRole('status')).not.toBeInTheDocument();
    expect(header()).toHaveTextContent(`Licence valid till ${shown(nextYear)}`);
    expect(await saveUnit('CTN')).toEqual({ recordId: 'CTN', result: 'OK' });

    const logged = (await activities(1010))
      .filter((row) => row.module === 'admin' && row.subject === 'Licence')
      .map((row) => `${row.user}: ${row.action}: ${row.detail}`);
    expect(logged).toEqual([
      `admin: Modify: Licensed users 10 → 10; valid till ${licenceEnd} → ${yesterday}`,
      `admin: Modify: Licensed users 10 → 10; valid till ${yesterday} → ${nextYear}`,
    ]);
  });

  it('warns in the header at the next sign-in when the licence ends within 30 days', async () => {
    await signInAs(1010, 'admin');
    await dataProvider.write(ADMIN_ENDPOINTS.saveLicence, { licence: { licensedUsers: 10, expiresOn: inDays(12) } });
    await signInAs(1010, 'staff');
    renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await waitFor(() => expect(header()).not.toBeNull(), { timeout: 8000 });
    const warning = await within(header()).findByRole('status', undefined, { timeout: 8000 });
    expect(warning).toHaveTextContent(`Licence expires on ${shown(inDays(12))}, in 12 days: renew it soon`);
    expect(warning).toHaveClass('text-warning-emphasis');
    expect(warning.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks too few users beside the field, and the server checks both fields itself', async () => {
    await signInAs(1010, 'admin');
    const { user, unmount } = renderApp(LICENCE);
    const users = await screen.findByLabelText('Licensed users', { selector: 'input' }, { timeout: 8000 });
    await user.clear(users);
    await user.type(users, '1');
    await user.click(screen.getByRole('button', { name: 'Save the licence' }));
    await waitFor(() =>
      expect(users).toHaveAccessibleDescription('2 users are active: license at least 2, or block some users first.'),
    );
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveLicence)).toEqual([]);

    // The rest asks the server directly (and signs in as someone else): the screen has had its turn.
    unmount();
    const wrong = await refusal(
      dataProvider.write(ADMIN_ENDPOINTS.saveLicence, { licence: { licensedUsers: 1, expiresOn: '2027-02-30' } }),
    );
    expect(wrong.fieldErrors).toEqual({
      licensedUsers: '2 users are active: license at least 2, or block some users first.',
      expiresOn: 'Enter the last day the licence is valid.',
    });
    await signInAs(1010, 'staff');
    expect(
      (
        await refusal(
          dataProvider.write(ADMIN_ENDPOINTS.saveLicence, { licence: { licensedUsers: 20, expiresOn: '2030-03-31' } }),
        )
      ).message,
    ).toBe(NOT_AUTHORISED);
  });
});
