import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { monthName } from '../../src/modules/hostels/domain/hostel-dates';
import { type ChargeRequirements } from '../../src/modules/hostels/domain/charge-types';
import { HOSTEL_ENDPOINTS as API } from '../../src/modules/hostels/domain/hostel-endpoints';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const SCREEN = '/applayout-sidebar-large/hostels/hostel-charge-entry';
const month = serverToday().slice(0, 7);
const head = `HPC${month.slice(2, 4)}-${month.slice(5, 7)}/`;
const sub = `HSV${month.slice(2, 4)}-${month.slice(5, 7)}/`;
const rowOf = async (id: string) =>
  (await screen.findByRole('rowheader', { name: id }, { timeout: 8000 })).closest('tr')!;

async function occupants() {
  const requirements = await dataProvider.report<ChargeRequirements>(API.chargeRequirements, { detail: month });
  return {
    withWifi: requirements.occupants.find((one) => one.included.includes('WIFI'))!,
    alone: requirements.occupants.find((one) => one.packageCode === '' && one.kind === 'STUDENT')!,
  };
}

describe('post charges and services (1004)', () => {
  it('posts a charge head at its rate × quantity once, marks missing fields, and withdraws it before billing', async () => {
    await signInAs(COMPANY, 'admin');
    const { alone } = await occupants();
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'Post charges and services' }, { timeout: 8000 });
    expect(screen.getByLabelText('Month')).toHaveDisplayValue(monthName(month));
    const saves = () => requests.filter((request) => request.url.endsWith(`/${API.saveCharge}`)).length;
    await user.click(screen.getByRole('button', { name: 'Post charge' }));
    expect(await screen.findByText('Choose the occupant')).toBeInTheDocument();
    expect(screen.getByText('Choose the charge')).toBeInTheDocument();
    expect(saves()).toBe(0);
    await user.selectOptions(screen.getByLabelText('Occupant'), alone.allocNo);
    await user.selectOptions(screen.getByLabelText('Charge'), 'DMG');
    expect(screen.getByLabelText('Rate')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Post charge' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Charge'), 'GST');
    expect(screen.getByLabelText('Rate')).toHaveValue('500');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.dblClick(screen.getByRole('button', { name: 'Post charge' }));
    const row = await rowOf(`${head}0001`);
    expect(saves()).toBe(1);
    expect(within(row).getByText('Parent overnight stay (per night)')).toBeInTheDocument();
    expect(within(row).getByText('Not billed yet')).toBeInTheDocument();
    expect(within(row).getByText('12 %')).toBeInTheDocument();
    expect(screen.getByLabelText('Occupant')).toHaveValue('');

    await user.click(within(row).getByRole('button', { name: `Withdraw ${head}0001` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await within(row).findByText('Withdrawn')).toBeInTheDocument();
  });

  it('subscribes to an optional service, refusing one the package includes or a second time; a billed one cannot be withdrawn', async () => {
    await signInAs(COMPANY, 'admin');
    const { withWifi } = await occupants();
    const { user, unmount } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'Post charges and services' }, { timeout: 8000 });
    await user.click(screen.getByLabelText('A service for the month'));
    await user.selectOptions(screen.getByLabelText('Occupant'), withWifi.allocNo);
    expect(screen.getByText(/package already includes/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Service'), 'WIFI');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^Wi-Fi is included in ${withWifi.name}'s package`),
    );
    expect(screen.getByLabelText('Service')).toHaveValue('WIFI');
    await user.selectOptions(screen.getByLabelText('Service'), 'GYM');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await rowOf(`${sub}0001`);
    await user.selectOptions(screen.getByLabelText('Occupant'), withWifi.allocNo);
    await user.selectOptions(screen.getByLabelText('Service'), 'GYM');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        `${withWifi.name} is already subscribed to Gymnasium for ${monthName(month)} (${sub}0001).`,
      ),
    ).toHaveClass('alert-danger');

    await dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 });
    unmount();
    renderApp(SCREEN);
    const row = await rowOf(`${sub}0001`);
    expect(await within(row).findByText(/^HBL/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
  });
});
