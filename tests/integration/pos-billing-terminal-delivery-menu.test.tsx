import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { POS } from '../../src/menus/catalogue/pos';
import type { DeliveryOrder } from '../../src/kits/billing/domain/delivery-types';
import { outletRateOf } from '../../src/kits/billing/domain/item-tax';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { setupDemoServer } from './support/demo-server';
import { escape, path, requestBodies, runningTables, start } from './support/pos-billing-terminal';
import { renderApp, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const touchPath = POS.resBillingStylish.path;
const bodiesOf = requestBodies(requests);

describe('restaurant billing terminal: links, delivery tables, KOT reprint, split bills, settled prints', () => {
  it("opens a delivery's pseudo table from the address: KOT with no waiter, back from the grid, billed, settled and printed with its settlement", async () => {
    const { needs, first } = await start();
    const outlet = needs.outlets.find((row) => row.outletType === 'DELIVERY')!;
    expect(needs.tables.some((table) => table.outlet === outlet.code)).toBe(false); // only pseudo tables there
    const saved = await dataProvider.write(API.saveDelivery, {
      delivery: {
        outlet: outlet.code,
        customerName: 'Asha Rao',
        phone: '9876543210',
        address: '12 Lake Road, Pune',
        notes: '',
      },
      traCheck: 1,
    });
    const delivery = saved.delivery as DeliveryOrder;
    const code = delivery.tableNo;
    expect(code).toMatch(/^D\d+$/);
    const { user } = renderApp(
      `/applayout-sidebar-large/${path}?${new URLSearchParams({ outlet: outlet.code, table: code }).toString()}`,
    );

    expect(await screen.findByRole('heading', { name: `Delivery ${code} — Asha Rao` })).toBeInTheDocument();
    expect(screen.getByLabelText('Outlet')).toHaveValue(outlet.code);
    expect(screen.getByLabelText('Waiter')).toHaveValue('');
    expect(within(screen.getByLabelText('Waiter')).getByRole('option', { name: 'No waiter' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Find an item' }), `${first.code}{Enter}`);
    await user.keyboard('{F2}');
    expect(await screen.findByText(`KOT for ${code}: 1 line for the kitchen.`)).toBeInTheDocument();
    // Backend reads go inside waitFor: the screen keeps updating while they are awaited.
    await waitFor(async () =>
      expect((await bodiesOf(API.kot))[0]).toMatchObject({
        outlet: outlet.code,
        kotinf: [
          expect.objectContaining({
            tableNo: code,
            waiter: '',
            covers: 1,
            itemId: first.code,
            rate: outletRateOf(first, outlet.code, needs.rates),
          }),
        ],
      }),
    );
    await waitFor(async () =>
      expect(
        (await runningTables()).find((row) => row.outlet === outlet.code && row.tableNo === code)?.lines,
      ).toHaveLength(1),
    );

    // The running pseudo table is in the grid: the cashier comes back to it from there.
    await user.click(screen.getByRole('button', { name: 'Back to tables' }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${code}, occupied, ₹`) }));
    expect(await screen.findByRole('heading', { name: `Delivery ${code} — Asha Rao` })).toBeInTheDocument();

    await user.keyboard('{F4}');
    const billDialog = await screen.findByRole('dialog', { name: new RegExp(`^Make bill: table ${escape(code)}`) });
    await user.click(within(billDialog).getByRole('button', { name: 'Make bill' }));
    const firstPrint = await screen.findByRole('dialog', { name: /^Bill / });
    await user.click(within(firstPrint).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{F8}');
    const settle = await screen.findByRole('dialog', { name: /^Settle bill/ });
    await user.click(within(settle).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText(`Delivery ${code} settled.`)).toBeInTheDocument();

    // The settled bill, offered for printing with its settlement.
    await waitFor(async () =>
      expect((await runningTables()).some((row) => row.outlet === outlet.code && row.tableNo === code)).toBe(false),
    );
    const offer = screen.getByRole('group', { name: /^Settled bill / });
    expect(offer).toHaveTextContent(/settled: Cash ₹/);
    vi.mocked(window.print).mockClear();
    await user.click(within(offer).getByRole('button', { name: 'Print the bill' }));
    const printed = await screen.findByRole('dialog', { name: /^Bill / });
    expect(
      within(within(printed).getByRole('table', { name: 'Settlement' })).getByRole('rowheader', { name: /^Cash/ }),
    ).toBeInTheDocument();
    expect(within(printed).getByText(/^Settled /)).toBeInTheDocument();
    expect(within(printed).getByText(new RegExp(`Table ${escape(code)}`))).toBeInTheDocument();
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    await user.click(within(printed).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Settled bill / })).not.toBeInTheDocument());
    // Settled and closed, the pseudo table leaves the grid (it is no table of the floor).
    await waitFor(
      () => expect(screen.queryByRole('button', { name: new RegExp(`^${code}, `) })).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
  });

  it('refuses an address outlet that is not the user', async () => {
    await start();
    renderApp(`/applayout-sidebar-large/${touchPath}?outlet=NOPE&table=T1`);
    expect(await screen.findByText('Outlet NOPE is not one of your outlets.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Table / })).not.toBeInTheDocument();
  });

  it('browses the menu group by group at a desk and adds an item from it', async () => {
    const { needs, first } = await start();
    const outlet = needs.outlets.find((row) => needs.tables.some((table) => table.outlet === row.code))!;
    const table = needs.tables.find((row) => row.outlet === outlet.code)!;
    const { user } = renderApp(
      `/applayout-sidebar-large/${path}?${new URLSearchParams({ outlet: outlet.code, table: table.code }).toString()}`,
    );
    expect(await screen.findByRole('heading', { name: `Table ${table.code}` })).toBeInTheDocument();

    const browse = screen.getByRole('button', { name: 'Browse the menu' });
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    await user.click(browse);
    const groups = screen.getByRole('list', { name: 'Item groups' });
    await user.click(
      within(groups).getByRole('button', {
        name: new RegExp(`^${escape(first.groupName || first.group)} \\d+ items$`),
      }),
    );
    const price = outletRateOf(first, outlet.code, needs.rates).toFixed(2);
    await user.click(
      screen.getByRole('button', {
        name: new RegExp(`^Add ${escape(first.name)}, ₹[\\d,]*${escape(price.slice(-3))}$`),
      }),
    );
    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByRole('row', { name: new RegExp(`^${escape(first.name)}`) })).toBeInTheDocument();
    await user.click(browse);
    expect(screen.queryByRole('list', { name: 'Item groups' })).not.toBeInTheDocument();
  });
});
