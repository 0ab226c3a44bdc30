import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatAmount } from '../../src/lib/format/number-format';
import { toPaise, fromPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { POS } from '../../src/menus/catalogue/pos';
import { onHandMilli, stockIndex } from '../../src/kits/stock/stock-balance';
import { COUNTER_ENDPOINTS as API } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBill, CounterRequirements } from '../../src/modules/pos/counter/domain/counter-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { noteCounterReturn } from '../../src/mocks/pos/counter/counter-sale-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const SHOP = 1015;
const SLOW = { timeout: 8000 };

/** Two sales through the counter's own write: goods in cash at C01, and on credit to a customer at C02. */
async function twoSales() {
  const needs = await dataProvider.report<CounterRequirements>(API.requirements, {});
  const dal = needs.items.find((item) => item.name === 'Toor dal 1 kg')!;
  const rice = needs.items.find((item) => item.name === 'Sona masoori rice 5 kg')!;
  const buyer = needs.customers[0]!;
  const sell = async (
    billId: string,
    outlet: string,
    lines: Array<[string, number]>,
    customer = '',
    settlemode = 'CASH',
  ) =>
    (
      (await dataProvider.write(
        API.bill,
        {
          header: { billId, outlet, customer, settlemode, settleId: `${billId}-s` },
          lines: lines.map(([itemId, qty], at) => ({ lineId: `L${at}`, itemId, qty })),
          tenders: [],
          traCheck: 1,
        },
        billId,
      )) as unknown as { bill: CounterBill }
    ).bill;
  const cash = await sell('sale-1', 'C01', [[dal.code, 2]]);
  const credit = await sell(
    'sale-2',
    'C02',
    [
      [rice.code, 1],
      [dal.code, 1],
    ],
    buyer.code,
    'CREDIT',
  );
  const stock = needs.stock.find((row) => row.item === dal.code)!;
  return { cash, credit, buyer, stock };
}
const onHand = async (itemId: string, store: string) =>
  onHandMilli(stockIndex([...(await stockLedger(SHOP))]), itemId, store);

describe('the counter sales list (/pos/pos-sales)', () => {
  it('lists the day’s counter bills with totals, searches and filters by outlet, reprints a copy marked REPRINT and logged', async () => {
    await signInAs(SHOP, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { cash, credit, buyer } = await twoSales();
    const { user, router } = renderApp(`/applayout-sidebar-large/${POS.posSales.path}`);
    const table = await screen.findByRole('table', { name: 'Counter bills' }, SLOW);
    const rows = () =>
      within(screen.getByRole('table', { name: 'Counter bills' }))
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows()).toEqual([cash.seq, credit.seq]);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
      `2 bills${formatMoney(toPaise(cash.total) + toPaise(credit.total))}`,
    );
    const creditRow = within(table).getByRole('row', { name: new RegExp(`^${credit.seq}`) });
    expect(
      within(creditRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 6),
    ).toEqual(['Billing counter 2', buyer.name, '2', 'Credit', formatMoney(toPaise(credit.total))]);

    await user.type(screen.getByLabelText('Search'), buyer.name.split(' ')[0]!);
    await waitFor(() => expect(rows()).toEqual([credit.seq]));
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Outlet'), 'C01');
    await waitFor(() => expect(rows()).toEqual([cash.seq]));
    expect(router.state.location.search).toContain('outlet=C01');

    await user.click(screen.getByRole('button', { name: `Open bill ${cash.seq}` }));
    const dialog = await screen.findByRole('dialog', { name: `Bill ${cash.seq}` });
    expect(within(dialog).queryByText('REPRINT')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Reprint bill ${cash.seq}` }));
    expect(await within(dialog).findByText('REPRINT', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    expect((await billsOf(SHOP)).get(String(cash.billNo))!.printCount).toBe(2);
    expect(
      (await activities(SHOP)).filter((row) => row.action === 'Reprinted' && row.reference === cash.seq),
    ).toHaveLength(1);
  });

  it('cancels a bill with a reason (stock, ledger and voucher back), and shows the refusal when a return exists, keeping the reason', async () => {
    await signInAs(SHOP, 'admin');
    const { cash, credit, stock } = await twoSales();
    const before = await onHand(stock.stockItem, stock.store);
    const { user } = renderApp(`/applayout-sidebar-large/${POS.posSales.path}`);
    await user.click(await screen.findByRole('button', { name: `Cancel bill ${credit.seq}` }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: `Cancel bill ${credit.seq}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveAccessibleDescription(
        'Give the reason for cancelling the bill.',
      ),
    );
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Billed to the wrong customer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    const row = () =>
      within(screen.getByRole('table', { name: 'Counter bills' })).getByRole('row', {
        name: new RegExp(`^${credit.seq}`),
      });
    await waitFor(() => expect(row()).toHaveTextContent('Cancelled: Billed to the wrong customer'), SLOW);
    expect(screen.queryByRole('button', { name: `Cancel bill ${credit.seq}` })).not.toBeInTheDocument();
    expect(await onHand(stock.stockItem, stock.store)).toBe(before + 1000);
    expect((await ledgerEntries(SHOP)).filter((entry) => entry.voucher === credit.seq)).toEqual([]);
    expect(
      within(screen.getByRole('table', { name: 'Counter bills' }))
        .getAllByRole('row')
        .at(-1),
    ).toHaveTextContent(
      `1 bill (and 1 cancelled, worth ${formatMoney(toPaise(credit.total))})${formatMoney(toPaise(cash.total))}`,
    );

    // A return saved meanwhile: the server refuses, the dialog keeps the reason.
    await user.click(screen.getByRole('button', { name: `Cancel bill ${cash.seq}` }));
    dialog = await screen.findByRole('dialog', { name: `Cancel bill ${cash.seq}` });
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Duplicate');
    await noteCounterReturn(SHOP, cash.billNo, 'SR26-000001');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      `Bill ${cash.seq} has a return against it (SR26-000001): it cannot be cancelled.`,
    );
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveValue('Duplicate');
    expect((await billsOf(SHOP)).get(String(cash.billNo))!.status).toBe('SETTLED');
  });
});

describe('the sales dashboard (/pos/sal-salesdashboard)', () => {
  it('shows today’s figures from the stored counter bills', async () => {
    await signInAs(SHOP, 'admin');
    const { cash, credit } = await twoSales();
    renderApp(`/applayout-sidebar-large/${POS.salSalesdashboard.path}`);
    const card = (name: string) => screen.getByText(name).closest('.dashboard-card')!.textContent;
    await screen.findByText("Today's sales", {}, SLOW);
    const sales = fromPaise(toPaise(cash.total) + toPaise(credit.total));
    expect(card("Today's sales")).toContain(formatAmount(sales));
    expect(card("Today's bills")).toContain('2');
    expect(card('Sold on credit today')).toContain(formatAmount(credit.total));
    expect(card('Bills cancelled today')).toContain('0');
    const modes = await screen.findByRole('table', { name: 'Paid today by mode' }, SLOW);
    expect(modes).toHaveTextContent('Cash');
    expect(modes).toHaveTextContent('Credit');
    expect(screen.getByRole('table', { name: 'Sales by counter today' })).toHaveTextContent('Billing counter 2');
  });
});
