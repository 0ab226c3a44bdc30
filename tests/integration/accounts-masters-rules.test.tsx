import { configure, screen, waitFor, within } from '@testing-library/react';
import { subYears } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ACCOUNTS } from '../../src/modules/accounts/resources/accounts';
import { ASSETS } from '../../src/modules/accounts/resources/assets';
import { setupDemoServer } from './support/demo-server';
import { fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const field = (name: string) => ASSETS.fields.find((candidate) => candidate.name === name)!;

/** The demo's books start a year before today, their openings on April 1 of the financial year that day falls in. */
function openingsDay(): string {
  const yearAgo = subYears(new Date(), 1);
  return `${yearAgo.getMonth() >= 3 ? yearAgo.getFullYear() : yearAgo.getFullYear() - 1}-04-01`;
}

describe('accounts masters: rules beyond the generic ones', () => {
  it('refuses to delete an account that has postings, and one with only an opening balance', async () => {
    await signInAs(1010, 'admin');
    const accounts = await dataProvider.list<Record<string, unknown>>(ACCOUNTS.endpoints.list);
    const rent = accounts.find((account) => account.code === 'AC401')!;
    const refusal = await dataProvider
      .save(ACCOUNTS.endpoints.save, ACCOUNTS.entity, rent, 3)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toMatch(
      /^Account AC401 has postings \(voucher .+ among them\) and cannot be deleted; mark it inactive instead\.$/,
    );
    const deposit = accounts.find((account) => account.code === 'AC701')!;
    const second = await dataProvider
      .save(ACCOUNTS.endpoints.save, ACCOUNTS.entity, deposit, 3)
      .catch((error: unknown) => error);
    expect((second as ApiError).message).toBe(
      `Account AC701 has an opening balance on ${openingsDay()} and cannot be deleted; mark it inactive instead.`,
    );
  });

  it("shows an asset's depreciation schedule by financial year as its values are typed, down to the salvage value", async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/accounts/accassets?record=new');
    await screen.findByRole('heading', { name: 'New asset' }, { timeout: 8000 });
    expect(screen.getByText('Give the purchase date, value, method and rate to see the schedule.')).toBeVisible();
    await fillField(user, field('purchaseDate'), '2026-04-01');
    await fillField(user, field('cost'), 10000);
    await fillField(user, field('method'), 'SLM');
    await fillField(user, field('rate'), 25);
    await fillField(user, field('salvage'), 0);
    const table = await screen.findByRole('table', { name: 'Depreciation schedule by financial year' });
    // Straight line at 25 % of 10,000.00: 2,500.00 a year for four full years (bought on April 1).
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const first = within(table).getByRole('rowheader', { name: '2026-27' }).closest('tr')!;
    expect(first).toHaveTextContent('10,000.002,500.007,500.00');
    expect(within(table).getByRole('rowheader', { name: '2029-30' }).closest('tr')).toHaveTextContent(
      '2,500.002,500.000.00',
    );
  });
});
