import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { POS } from '../../src/menus/catalogue/pos';
import type { KotLineWire, RunningTable } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { outletRateOf } from '../../src/kits/billing/domain/item-tax';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const path = POS.resBillingClassy.path;
const touchPath = POS.resBillingStylish.path;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kotBodies = async () => {
  const sent = requests.filter((request) => request.url.endsWith(API.kot));
  return Promise.all(
    sent.map(
      async (request) => (await request.clone().json()) as { kotinf: KotLineWire[]; outlet: string; traCheck: number },
    ),
  );
};

describe('restaurant billing, classic terminal', () => {
  it('opens a table, takes items by keyboard, sends the KOT, then lowers a sent line with a reason', async () => {
    const record = await signInAs(1010, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const needs = await dataProvider.read<BillingRequirements>(API.requirements);
    // The last outlet with tables (the picker starts on the first).
    const outlet = needs.outlets.filter((row) => needs.tables.some((table) => table.outlet === row.code)).at(-1)!;
    const table = needs.tables.find((row) => row.outlet === outlet.code)!;
    const [first, second] = needs.items.filter(
      (item) => !item.openRate && item.name.length > 3 && !/[+-]/.test(item.name),
    );
    const { user } = renderApp(`/applayout-sidebar-large/${path}`);

    await user.selectOptions(await screen.findByLabelText('Outlet'), outlet.code);
    expect(localStorage.getItem(`pos.billing.outlet|1010|${record.usr.uCode}`)).toBe(outlet.code);
    const name = table.code;
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${escape(name)}, free(,|$)`) }));
    expect(await screen.findByRole('heading', { name: `Table ${name}` })).toBeInTheDocument();
    const covers = screen.getByLabelText('Covers');
    await user.clear(covers);
    await user.type(covers, '3');
    if (!(screen.getByLabelText('Waiter') as HTMLSelectElement).value)
      await user.selectOptions(screen.getByLabelText('Waiter'), needs.waiters[0]!.code);
    const waiter = (screen.getByLabelText('Waiter') as HTMLSelectElement).value;

    // By name, Enter; by code, Enter again on the same unsent line; the second item, then + and - on it.
    const finder = screen.getByRole('combobox', { name: 'Find an item' });
    await user.type(finder, first!.name.slice(0, 4));
    expect(await screen.findByRole('option', { name: new RegExp(escape(first!.name)) })).toBeInTheDocument();
    await user.clear(finder);
    await user.type(finder, `${first!.code}{Enter}`);
    await user.type(finder, `${first!.code}{Enter}`);
    await user.type(finder, `${second!.code}{Enter}`);
    await user.type(finder, '++-');
    const lines = screen.getByRole('table', { name: 'Order lines' });
    const rowOf = (item: { name: string }) =>
      within(lines).getByRole('row', { name: new RegExp(`^${escape(item.name)}`) });
    const quantityOf = (item: { name: string }) => within(rowOf(item)).getAllByRole('cell')[0]!.textContent;
    expect([quantityOf(first!), quantityOf(second!)]).toEqual(['−2+', '−2+']);

    await user.click(screen.getByRole('button', { name: /Send KOT/ }));
    expect(await screen.findByText(new RegExp(`KOT for ${escape(name)}: 2 lines`))).toBeInTheDocument();
    await waitFor(async () => expect(await kotBodies()).toHaveLength(1));
    const [kot] = await kotBodies();
    expect(kot!.outlet).toBe(outlet.code);
    expect(kot!.kotinf).toEqual([
      expect.objectContaining({
        tableNo: table.code,
        waiter,
        covers: 3,
        itemId: first!.code,
        qty: 2,
        rate: outletRateOf(first!, outlet.code, needs.rates),
        reason: '',
      }),
      expect.objectContaining({
        tableNo: table.code,
        waiter,
        covers: 3,
        itemId: second!.code,
        qty: 2,
        rate: outletRateOf(second!, outlet.code, needs.rates),
        reason: '',
      }),
    ]);
    expect(new Set(kot!.kotinf.map((row) => row.kotId)).size).toBe(1);
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${escape(name)}, occupied, ₹`) }),
    ).toBeInTheDocument();
    await waitFor(async () => {
      const running = await dataProvider.list<RunningTable>(API.runningTables);
      expect(running.find((row) => row.tableNo === table.code && row.outlet === outlet.code)?.lines).toHaveLength(2);
    });

    // Lowering what the kitchen has asks why; the next KOT carries only that cancellation.
    await user.click(screen.getByRole('button', { name: `Less ${first!.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel ${first!.name}` });
    await user.type(within(dialog).getByLabelText('Reason for the cancellation'), 'Guest changed mind');
    await user.click(within(dialog).getByRole('button', { name: 'Lower the quantity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{F2}');
    expect(await screen.findByText(new RegExp(`KOT for ${escape(name)}: 1 line`))).toBeInTheDocument();
    await waitFor(async () => expect(await kotBodies()).toHaveLength(2));
    const cancel = (await kotBodies())[1]!;
    expect(cancel.kotinf).toEqual([
      expect.objectContaining({
        itemId: first!.code,
        qty: -1,
        reason: 'Guest changed mind',
        lineId: kot!.kotinf[0]!.lineId,
      }),
    ]);
    expect(screen.getByRole('article', { name: new RegExp(`^CANCELLED .*table ${escape(name)}$`) })).toHaveTextContent(
      'Reason: Guest changed mind',
    );
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    await waitFor(async () => {
      const running = await dataProvider.list<RunningTable>(API.runningTables);
      expect(
        running.find((row) => row.tableNo === table.code)?.lines.find((line) => line.itemId === first!.code)?.qty,
      ).toBe(1);
    });
  });

  it('touch: a table served from group and item tiles, sent, billed with F4 and settled with F8', async () => {
    await signInAs(1010, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const needs = await dataProvider.read<BillingRequirements>(API.requirements);
    const outlet = needs.outlets.find((row) => needs.tables.some((table) => table.outlet === row.code))!;
    const table = needs.tables.filter((row) => row.outlet === outlet.code).at(-1)!;
    const item = needs.items.find((row) => !row.openRate)!;
    const { user } = renderApp(`/applayout-sidebar-large/${touchPath}`);

    await user.selectOptions(await screen.findByLabelText('Outlet'), outlet.code);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${table.code}, free(,|$)`) }));
    await user.click(
      within(screen.getByRole('list', { name: 'Item groups' })).getByRole('button', {
        name: new RegExp(`^${escape(item.groupName || item.group)} \\d+ items$`),
      }),
    );
    await user.click(screen.getByRole('button', { name: new RegExp(`^Add ${escape(item.name)}, ₹`) }));
    await user.click(screen.getByRole('button', { name: `More ${item.name}` }));
    await user.click(screen.getByRole('button', { name: /Send KOT/ }));
    expect(await screen.findByText(`KOT for ${table.code}: 1 line for the kitchen.`)).toBeInTheDocument();
    expect((await kotBodies())[0]?.kotinf ?? []).toEqual([expect.objectContaining({ itemId: item.code, qty: 2 })]);

    await user.keyboard('{F4}');
    const billDialog = await screen.findByRole('dialog', {
      name: new RegExp(`^Make bill: table ${escape(table.code)}`),
    });
    await user.click(within(billDialog).getByRole('button', { name: 'Make bill' }));
    const printed = await screen.findByRole('dialog', { name: /^Bill / });
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    await user.click(within(printed).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('Reopen the table to add items.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Find an item' })).not.toBeInTheDocument();

    await user.keyboard('{F8}');
    const settle = await screen.findByRole('dialog', { name: /settle/i });
    await user.click(within(settle).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText(`Table ${table.code} settled.`)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${table.code}, free(,|$)`) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await dataProvider.list<RunningTable>(API.runningTables)).some(
          (row) => row.tableNo === table.code && row.outlet === outlet.code,
        ),
      ).toBe(false),
    );
  });

  it('transfers a running table to a free one (the modify right, one key per dialog)', async () => {
    await signInAs(1010, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const needs = await dataProvider.read<BillingRequirements>(API.requirements);
    const outlet = needs.outlets.find((row) => needs.tables.filter((table) => table.outlet === row.code).length > 1)!;
    const [from, to] = needs.tables.filter((row) => row.outlet === outlet.code);
    const item = needs.items.find((row) => !row.openRate)!;
    const { user } = renderApp(`/applayout-sidebar-large/${path}`);

    await user.selectOptions(await screen.findByLabelText('Outlet'), outlet.code);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${escape(from!.code)}, free(,|$)`) }));
    await user.type(screen.getByRole('combobox', { name: 'Find an item' }), `${item.code}{Enter}`);
    await user.keyboard('{F2}');
    expect(await screen.findByText(`KOT for ${from!.code}: 1 line for the kitchen.`)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await dataProvider.list<RunningTable>(API.runningTables)).some((row) => row.tableNo === from!.code)).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Transfer table' }));
    const dialog = await screen.findByRole('dialog', { name: `Transfer ${from!.code} to another table` });
    await user.selectOptions(within(dialog).getByLabelText('Free table'), to!.code);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(`Table ${from!.code} moved to ${to!.code}.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Table ${to!.code}` })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${escape(to!.code)}, occupied`) }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${escape(from!.code)}, free(,|$)`) }),
    ).toBeInTheDocument();
    const moves = requests.filter((request) => request.url.endsWith(API.transferTable));
    expect(moves).toHaveLength(1);
    expect(moves[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
