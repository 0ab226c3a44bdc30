import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { postApi } from '../../src/lib/api/api-client';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { toMilli } from '../../src/lib/quantity/quantity';
import { formatAmount } from '../../src/lib/format/number-format';
import { closingStockByStore } from '../../src/kits/stock/stock-balance';
import { ONLINE_ORDER_ENDPOINTS as API } from '../../src/modules/pos/online/domain/online-order-types';
import { useBasketStore } from '../../src/modules/shop/store/basket-store';
import { useMyOrdersStore } from '../../src/modules/shop/store/my-orders-store';
import type { PlaceOrderAnswer, ShopOrder, StoreFront, StoreQuote } from '../../src/kits/storefront/store-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { rowsOf } from '../../src/mocks/core/seeded-rows';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { onlineOrdersOf } from '../../src/mocks/pos/online/online-order-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeEach(() => {
  useBasketStore.setState({ baskets: {} });
  useMyOrdersStore.setState({ orders: {} });
});

const SHOP = 1014;
const AT = '/applayout-sidebar-large';

/** What the company holds of an inventory item (by name), in thousandths, read as the stock reports read it. */
async function onHand(name: string): Promise<number> {
  const item = (await rowsOf('inventory.items', SHOP)).find((row) => row.name === name)!;
  return sumPaise(
    closingStockByStore([...(await stockLedger(SHOP))], serverToday())
      .filter((line) => line.itemName === item.itemId)
      .map((line) => toMilli(line.qty)),
  );
}

/** A visitor's order placed through the store's calls (as the checkout does), remembered as this browser's. */
async function placeByApi(lines: Array<[string, number]>, customerName: string): Promise<ShopOrder> {
  const front = await postApi<StoreFront>(API.front, { shop: SHOP });
  const basket = lines.map(([name, qty]) => ({ item: front.items.find((item) => item.name === name)!.code, qty }));
  const quote = await postApi<StoreQuote>(API.quote, { shop: SHOP, outlet: front.outlet.code, lines: basket });
  const order = {
    orderId: crypto.randomUUID(),
    outlet: front.outlet.code,
    lines: basket,
    customerName,
    phone: '9811022334',
    address: 'H-12, Sector 31, Gurugram',
    notes: '',
    payment: 'COD',
    prepaidMode: '',
    payReference: '',
    expectedTotal: quote.total,
  };
  const answer = await postApi<PlaceOrderAnswer>(API.place, { shop: SHOP, order });
  useMyOrdersStore.getState().remember(SHOP, order.orderId);
  return answer.order!;
}

const rowOf = async (seq: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${seq}`) }, { timeout: 8000 })).closest('tr')!;
const said = (text: string | RegExp) => screen.findByText(text, { selector: '[role="status"]' });

describe('online orders from the shop to delivery and billing', () => {
  it('takes an order placed in the shop through accept, prepare, a delivery boy, dispatch, delivery, then bills and settles it in cash once, the stock falling only then', async () => {
    // The customer: four bottles of oil, cash on delivery.
    let view = renderApp(`${AT}/ecommerce/store?shop=${SHOP}`);
    const oil = await screen.findByRole('button', { name: 'Add to basket: Sunflower oil 1 l' }, { timeout: 8000 });
    for (let n = 0; n < 4; n += 1) await view.user.click(oil);
    await view.user.click(screen.getByRole('link', { name: 'Basket, 4 items' }));
    await view.user.type(await screen.findByLabelText('Your name'), 'Ritu Malhotra');
    await view.user.type(screen.getByLabelText('Phone'), '9811022334');
    await view.user.type(screen.getByLabelText('Delivery address'), 'H-12, Sector 31, Gurugram');
    await view.user.click(await screen.findByRole('button', { name: 'Place the order for ₹ 592.00' }));
    const placed = await screen.findByRole('article', { name: /^Order ONL\d{2}-000001$/ });
    const seq = placed.getAttribute('aria-labelledby')!.replace('order-', '');
    cleanup();

    // The orders desk.
    await signInAs(SHOP, 'admin');
    const before = await onHand('Sunflower oil 1 l');
    const rider = String((await rowsOf('pos.delivery-boys', SHOP)).find((row) => row.code === 'DB02')!.name);
    const other = String((await rowsOf('pos.delivery-boys', SHOP)).find((row) => row.code === 'DB01')!.name);
    view = renderApp(`${AT}/pos/pos-billing-fancy`);
    let row = await rowOf(seq);
    expect(row).toHaveTextContent('Ritu Malhotra');
    expect(row).toHaveTextContent('4 × Sunflower oil 1 l');
    expect(row).toHaveTextContent('Cash on delivery');
    expect(within(row).getByRole('cell', { name: 'New' })).toBeVisible();
    await view.user.click(within(row).getByRole('button', { name: `Accept order ${seq}` }));
    expect(await said(`Order ${seq} accepted.`)).toBeVisible();
    await view.user.click(
      await within(await rowOf(seq)).findByRole('button', { name: `Start preparing order ${seq}` }),
    );
    await view.user.click(await within(await rowOf(seq)).findByRole('button', { name: `Mark ready order ${seq}` }));
    expect(await said(`Order ${seq} ready to dispatch.`)).toBeVisible();

    // The dispatch desk: a delivery boy, out, delivered.
    await act(() => view.router.navigate(`${AT}/pos/pos-online-dispatches`));
    row = await rowOf(seq);
    const boy = within(row).getByLabelText(`Delivery boy for order ${seq}`);
    await within(boy).findByRole('option', { name: new RegExp(`^${rider} \\(`) });
    await view.user.selectOptions(boy, 'DB02');
    expect(await said(`Order ${seq} goes out with ${rider}.`)).toBeVisible();
    // Changing one's mind and back: each choice is its own write, so the second DB02 is not answered as the first.
    const choice = async () => {
      const select = within(await rowOf(seq)).getByLabelText(`Delivery boy for order ${seq}`);
      await waitFor(() => expect(select).toBeEnabled());
      return select;
    };
    await view.user.selectOptions(await choice(), 'DB01');
    expect(await said(`Order ${seq} goes out with ${other}.`)).toBeVisible();
    await waitFor(async () => expect(await choice()).toHaveValue('DB01'));
    await view.user.selectOptions(await choice(), 'DB02');
    expect(await said(`Order ${seq} goes out with ${rider}.`)).toBeVisible();
    await waitFor(async () => expect(await choice()).toHaveValue('DB02'));
    expect(await act(async () => (await onlineOrdersOf(SHOP)).find((order) => order.seq === seq)?.deliveryBoy)).toBe(
      'DB02',
    );
    await view.user.click(within(await rowOf(seq)).getByRole('button', { name: `Dispatch order ${seq}` }));
    expect(await said(`Order ${seq} is out for delivery.`)).toBeVisible();
    await view.user.click(await within(await rowOf(seq)).findByRole('button', { name: `Delivered order ${seq}` }));
    expect(await said(`Order ${seq} delivered.`)).toBeVisible();
    expect(await act(() => onHand('Sunflower oil 1 l'))).toBe(before);

    // Billing: one bill, settled in cash, on the slip with the order and customer.
    await act(() => view.router.navigate(`${AT}/pos/pos-online-billing`));
    await view.user.dblClick(within(await rowOf(seq)).getByRole('button', { name: `Bill and settle order ${seq}` }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Bill HD\\d{2}-\\d{6} of order ${seq}$`) });
    expect(within(dialog).getByText(`Online order ${seq} · Ritu Malhotra, 9811022334`)).toBeVisible();
    expect(within(dialog).getByRole('rowheader', { name: 'Cash' }).closest('tr')).toHaveTextContent('592.00');
    expect(await said(new RegExp(`^Order ${seq} billed as HD\\d{2}-\\d{6} and settled in cash\\.$`))).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Close the bill' }));
    expect(await act(() => onHand('Sunflower oil 1 l'))).toBe(before - 4000);
    expect(
      await act(async () =>
        [...(await billsOf(SHOP)).values()].filter((bill) => bill.tableNo === seq).map((bill) => bill.status),
      ),
    ).toEqual(['SETTLED']);
    await view.user.selectOptions(screen.getByLabelText('Show'), 'all');
    expect(within(await rowOf(seq)).getByRole('cell', { name: 'Billed' })).toBeVisible();
    cleanup();

    // The customer sees it delivered.
    renderApp(`${AT}/ecommerce/orders?shop=${SHOP}`);
    expect(
      within(await screen.findByRole('article', { name: `Order ${seq}` }, { timeout: 8000 })).getByText('Delivered'),
    ).toBeVisible();
  });

  it('rejects an order with the reason the customer then reads in the shop', async () => {
    const order = await placeByApi([['Tea 500 g', 2]], 'Sameer Khan');
    await signInAs(SHOP, 'admin');
    const { user } = renderApp(`${AT}/pos/pos-billing-fancy`);
    await user.click(within(await rowOf(order.seq)).getByRole('button', { name: `Reject… order ${order.seq}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject order ${order.seq}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason (the customer sees it)')).toHaveAccessibleDescription(
        'Give the reason: the shop shows it to the customer.',
      ),
    );
    await user.type(within(dialog).getByLabelText('Reason (the customer sees it)'), 'Tea is out of stock today');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(await said(`Order ${order.seq} rejected.`)).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: new RegExp(`^${order.seq}`) })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const row = await rowOf(order.seq);
    expect(row).toHaveTextContent('RejectedTea is out of stock today');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    cleanup();

    renderApp(`${AT}/ecommerce/orders?shop=${SHOP}`);
    const card = await screen.findByRole('article', { name: `Order ${order.seq}` }, { timeout: 8000 });
    expect(within(card).getByText('Rejected by the store')).toBeVisible();
    expect(within(card).getByText('Reason: Tea is out of stock today')).toBeVisible();
  });

  it('shows a new order on the orders desk by itself, without a reload', async () => {
    await signInAs(SHOP, 'admin');
    renderApp(`${AT}/pos/pos-billing-fancy`);
    expect(await screen.findByText('No online order is waiting here.', undefined, { timeout: 8000 })).toBeVisible();
    const order = await act(() => placeByApi([['Shampoo 340 ml', 3]], 'Anita Rao'));
    expect(await rowOf(order.seq)).toHaveTextContent('Anita Rao');
  }, 30_000);
});

describe('the e-commerce dashboard', () => {
  const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('.dashboard-card')!;

  it('opens from the menu’s Dashboard for the order clerk and counts today’s orders and those waiting on each desk', async () => {
    const tea = await placeByApi([['Tea 500 g', 2]], 'Sameer Khan');
    const shampoo = await placeByApi([['Shampoo 340 ml', 3]], 'Anita Rao');
    const oil = await placeByApi([['Sunflower oil 1 l', 4]], 'Ritu Malhotra');
    await signInAs(SHOP, 'admin');
    const move = async (placed: ShopOrder, status: string, detail = '') => {
      const { recordId } = (await onlineOrdersOf(SHOP)).find((order) => order.seq === placed.seq)!;
      const answer = await act(() => postApi<{ result: string }>(API.status, { recordId, status, detail }));
      expect(answer).toMatchObject({ result: 'OK' });
    };
    await move(shampoo, 'ACCEPTED');
    await move(oil, 'REJECTED', 'Out of stock');

    await signInAs(SHOP, 'staff');
    const { user, pathname } = renderApp(`${AT}/dashboard/dashboardmain`);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 8000 });
    await user.click(within(menu).getByRole('button', { name: 'E-Commerce' }));
    await user.click(
      within(screen.getByRole('region', { name: 'E-Commerce menu' })).getByRole('link', { name: 'Dashboard' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Online orders dashboard' })).toBeVisible();
    expect(pathname()).toBe(`${AT}/pos/pos-online-dashboard`);
    await waitFor(() => expect(card('Orders today')).toHaveTextContent(/^Orders today3$/), { timeout: 8000 });
    // The rejected order is not counted in what was ordered.
    expect(card('Ordered today')).toHaveTextContent(
      formatAmount(fromPaise(sumPaise([tea, shampoo].map((order) => toPaise(order.total))))),
    );
    expect(card('Waiting to be accepted')).toHaveTextContent(/^Waiting to be accepted1$/);
    expect(card('Accepted, not yet dispatched')).toHaveTextContent(/^Accepted, not yet dispatched1$/);
    expect(card('Billed today')).toHaveTextContent(formatAmount(0));
    expect(screen.getByRole('heading', { name: "Today's orders by status" })).toBeVisible();
    // Not the restaurant's dashboard, which counts open tables.
    expect(screen.queryByText('Open tables')).not.toBeInTheDocument();
  });

  it('lists the goods the shop sells under the menu’s Items, with their groups’ names, for the order clerk', async () => {
    await signInAs(SHOP, 'staff');
    const { user, pathname } = renderApp(`${AT}/dashboard/dashboardmain`);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 8000 });
    await user.click(within(menu).getByRole('button', { name: 'E-Commerce' }));
    const panel = screen.getByRole('region', { name: 'E-Commerce menu' });
    await user.click(within(panel).getByRole('button', { name: 'Masters' }));
    await user.click(within(panel).getByRole('link', { name: 'Items' }));
    expect(pathname()).toBe(`${AT}/pos/res-items`);
    const tea = (await screen.findByRole('cell', { name: 'Tea 500 g' }, { timeout: 8000 })).closest('tr')!;
    expect(within(tea).getByRole('cell', { name: 'Beverages' })).toBeVisible();
  });
});
