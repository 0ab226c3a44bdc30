import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import type { KotTicket } from '../../src/kits/billing/domain/order-types';
import { outletRateOf } from '../../src/kits/billing/domain/item-tax';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { setupDemoServer } from './support/demo-server';
import { escape, path, requestBodies, runningTables, start } from './support/pos-billing-terminal';
import { renderApp, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const bodiesOf = requestBodies(requests);

describe('restaurant billing terminal: links, delivery tables, KOT reprint, split bills, settled prints', () => {
  it('prints the bill with its number once the server answers; a slow answer prints a provisional slip that takes the number when it comes', async () => {
    const { needs, first } = await start();
    const outlet = needs.outlets.find((row) => needs.tables.some((table) => table.outlet === row.code))!;
    const [table, other] = needs.tables.filter((row) => row.outlet === outlet.code);
    const order = async (tableNo: string) => {
      const { user, unmount } = renderApp(
        `/applayout-sidebar-large/${path}?${new URLSearchParams({ outlet: outlet.code, table: tableNo }).toString()}`,
      );
      expect(await screen.findByRole('heading', { name: `Table ${tableNo}` })).toBeInTheDocument();
      if (!(screen.getByLabelText('Waiter') as HTMLSelectElement).value)
        await user.selectOptions(screen.getByLabelText('Waiter'), needs.waiters[0]!.code);
      await user.type(screen.getByRole('combobox', { name: 'Find an item' }), `${first.code}{Enter}`);
      await user.keyboard('{F2}');
      expect(await screen.findByText(`KOT for ${tableNo}: 1 line for the kitchen.`)).toBeInTheDocument();
      // The KOT slips print themselves; the bill's prints are counted from here.
      await waitFor(() => expect(window.print).toHaveBeenCalled());
      vi.mocked(window.print).mockClear();
      await user.keyboard('{F4}');
      await user.click(
        within(
          await screen.findByRole('dialog', { name: new RegExp(`^Make bill: table ${escape(tableNo)}`) }),
        ).getByRole('button', { name: 'Make bill' }),
      );
      return { user, unmount };
    };

    const online = await order(table!.code);
    const printed = await screen.findByRole('dialog', { name: /^Bill [A-Z]{2}\d{2}-\d+$/ }, { timeout: 8000 });
    expect(within(printed).getByRole('heading', { level: 3 })).toHaveTextContent(/^Bill [A-Z]{2}\d{2}-\d+$/);
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    online.unmount();

    // The server holds its answer past the terminal's wait: the slip is provisional, then numbered.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        `*/${API.makeBill}`,
        async () => {
          await held;
        },
        { once: true },
      ),
    );
    const slow = await order(other!.code);
    const provisional = await screen.findByRole(
      'dialog',
      { name: `Bill of table ${other!.code} (number pending)` },
      { timeout: 8000 },
    );
    expect(within(provisional).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Provisional bill: its number follows',
    );
    // The box the number will take is there from the start, so its arrival moves nothing under the pointer.
    expect(within(provisional).getByRole('status')).toHaveTextContent('Waiting for the server to number this bill.');
    answer();
    const numbered = await screen.findByRole('dialog', { name: /^Bill [A-Z]{2}\d{2}-\d+$/ }, { timeout: 8000 });
    expect(within(numbered).getByText(/^The server numbered this bill [A-Z]{2}\d{2}-\d+\.$/)).toBeInTheDocument();
    expect(within(numbered).getByRole('heading', { level: 3 })).toHaveTextContent(/^Bill [A-Z]{2}\d{2}-\d+$/);
    vi.mocked(window.print).mockClear();
    await slow.user.click(within(numbered).getByRole('button', { name: 'Print the numbered copy' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
  });

  it("reprints one of the open table's KOTs: the server counts it and the slips say REPRINT", async () => {
    const { needs, first, second } = await start();
    const outlet = needs.outlets.find((row) => needs.tables.some((table) => table.outlet === row.code))!;
    const table = needs.tables.find((row) => row.outlet === outlet.code)!;
    const { user } = renderApp(
      `/applayout-sidebar-large/${path}?${new URLSearchParams({ outlet: outlet.code, table: table.code }).toString()}`,
    );

    expect(await screen.findByRole('heading', { name: `Table ${table.code}` })).toBeInTheDocument();
    if (!(screen.getByLabelText('Waiter') as HTMLSelectElement).value)
      await user.selectOptions(screen.getByLabelText('Waiter'), needs.waiters[0]!.code);
    const finder = screen.getByRole('combobox', { name: 'Find an item' });
    await user.type(finder, `${first.code}{Enter}`);
    await user.keyboard('{F2}');
    expect(await screen.findByText(`KOT for ${table.code}: 1 line for the kitchen.`)).toBeInTheDocument();
    await user.type(finder, `${second.code}{Enter}`);
    await user.keyboard('{F2}');
    await waitFor(async () =>
      expect(
        (await runningTables()).find((row) => row.outlet === outlet.code && row.tableNo === table.code)?.kotIds,
      ).toHaveLength(2),
    );

    await user.click(await screen.findByRole('button', { name: 'Reprint KOT' }));
    const dialog = await screen.findByRole('dialog', { name: `Reprint a KOT of Table ${table.code}` });
    const rows = within(await within(dialog).findByRole('table', { name: `KOTs of Table ${table.code}` }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const kotNo = Number(within(rows[0]!).getByRole('rowheader').textContent);
    vi.mocked(window.print).mockClear();
    await user.dblClick(within(rows[0]!).getByRole('button', { name: `Reprint KOT ${kotNo}` }));
    expect(await screen.findByText(`KOT ${kotNo} of Table ${table.code} reprinted.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'KOT slips (reprint)' })).toBeInTheDocument();
    const slip = screen.getAllByRole('article', { name: new RegExp(`table Table ${escape(table.code)}$`) })[0]!;
    expect(slip).toHaveTextContent('REPRINT');
    expect(slip).toHaveTextContent(first.name);
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    await waitFor(async () =>
      expect(await bodiesOf(API.kotReprint)).toEqual([
        expect.objectContaining({ recordId: kotNo, restacode: outlet.code }),
      ]),
    ); // a double click reprints once
    await waitFor(async () => {
      const tickets = await dataProvider.report<KotTicket[]>(API.tableKots, {
        restacode: outlet.code,
        tableno: table.code,
      });
      expect(
        tickets.filter((ticket) => ticket.kotNo === kotNo && ticket.kotGroup).map((ticket) => ticket.printCount),
      ).toEqual([2]);
    });
  });

  it('settles a split bill one bill at a time: F8 asks which; the table frees after the last', async () => {
    const { needs, first, second } = await start();
    const outlet = needs.outlets.find(
      (row) => !row.autoSettle && needs.tables.some((table) => table.outlet === row.code),
    )!;
    const table = needs.tables.filter((row) => row.outlet === outlet.code).at(-1)!;
    const line = (lineId: string, item: typeof first) => ({
      kotId: 'KOT-SPLIT',
      tableNo: table.code,
      waiter: needs.waiters[0]!.code,
      covers: 2,
      lineId,
      itemId: item.code,
      qty: 1,
      rate: outletRateOf(item, outlet.code, needs.rates),
      notes: '',
      reason: '',
    });
    await dataProvider.write(API.kot, {
      kotinf: [line('L1', first), line('L2', second)],
      outlet: outlet.code,
      traCheck: 1,
    });
    const made = await dataProvider.write(API.makeBill, {
      tableno: table.code,
      restacode: outlet.code,
      billId: 'BILL-SPLIT',
      kotIds: ['KOT-SPLIT'],
      parts: [[{ lineId: 'L1', qty: 1 }], [{ lineId: 'L2', qty: 1 }]],
    });
    const [one, two] = made.bills as Bill[];
    expect([one!.part, two!.part]).toEqual([0, 1]);
    const { user } = renderApp(
      `/applayout-sidebar-large/${path}?${new URLSearchParams({ outlet: outlet.code, table: table.code }).toString()}`,
    );

    expect(await screen.findByText('Reopen the table to add items.')).toBeInTheDocument();
    expect(await screen.findByText('2 bills to settle (the bill was split).')).toBeInTheDocument();
    await user.keyboard('{F8}');
    const choice = await screen.findByRole('dialog', { name: `Which bill of Table ${table.code} to settle?` });
    const options = within(choice).getAllByRole('button', { name: /^Settle bill / });
    expect(options.map((button) => button.textContent)).toEqual([
      expect.stringContaining(`${one!.seq} (part 1)`),
      expect.stringContaining(`${two!.seq} (part 2)`),
    ]);
    await user.click(options[1]!);
    const settleTwo = await screen.findByRole('dialog', { name: `Settle bill ${two!.seq}` });
    await user.click(within(settleTwo).getByRole('button', { name: 'Settle' }));
    expect(
      await screen.findByText(`Bill ${two!.seq} settled; 1 more bill of Table ${table.code} to settle.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: `Settled bill ${two!.seq}` })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await dataProvider.list<Bill>(API.unsettled)).map((bill) => bill.billNo)).not.toContain(two!.billNo),
    );
    await waitFor(async () =>
      expect(
        (await runningTables()).find((row) => row.tableNo === table.code && row.outlet === outlet.code)?.state,
      ).toBe('BILLED'),
    );

    // One bill left: F8 settles it at once, and the table frees.
    await user.keyboard('{F8}');
    const settleOne = await screen.findByRole('dialog', { name: `Settle bill ${one!.seq}` });
    await user.click(within(settleOne).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText(`Table ${table.code} settled.`)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await runningTables()).some((row) => row.tableNo === table.code && row.outlet === outlet.code)).toBe(
        false,
      ),
    );
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${table.code}, free(,|$)`) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await bodiesOf(API.settle)).map((body) => [body.billno, body.part])).toEqual([
        [two!.billNo, 1],
        [one!.billNo, 0],
      ]),
    );
  });
});
