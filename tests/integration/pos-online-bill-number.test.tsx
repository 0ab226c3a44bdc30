import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { postApi } from '../../src/lib/api/api-client';
import { NETWORK_ERROR_MESSAGE } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import {
  ONLINE_ORDER_ENDPOINTS as API,
  type OnlineOrder,
} from '../../src/modules/pos/online/domain/online-order-types';
import type { PlaceOrderAnswer, StoreFront, StoreQuote } from '../../src/kits/storefront/store-types';
import { BACKEND_DOWN_KEY } from '../../src/mocks/core/fault-switch';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
afterEach(() => localStorage.removeItem(BACKEND_DOWN_KEY));

const SHOP = 1014;
const SLOW = { timeout: 8000 };
const NUMBER = /^Bill [A-Z]+\d{2}-\d{6}$/;

/**
 * A cash-on-delivery order placed in the shop and walked to delivered by the staff's calls: waiting on the billing
 * desk.
 */
async function deliveredOrder(): Promise<OnlineOrder> {
  const front = await postApi<StoreFront>(API.front, { shop: SHOP });
  const lines = [{ item: front.items.find((item) => item.name === 'Sunflower oil 1 l')!.code, qty: 4 }];
  const quote = await postApi<StoreQuote>(API.quote, { shop: SHOP, outlet: front.outlet.code, lines });
  const order = {
    orderId: crypto.randomUUID(),
    outlet: front.outlet.code,
    lines,
    customerName: 'Ritu Malhotra',
    phone: '9811022334',
    address: 'Sector 31',
    notes: '',
    payment: 'COD',
    prepaidMode: '',
    payReference: '',
    expectedTotal: quote.total,
  };
  const placedAnswer = await postApi<PlaceOrderAnswer>(API.place, { shop: SHOP, order });
  expect(placedAnswer.result).toBe('OK');
  const { seq } = placedAnswer.order!;
  await signInAs(SHOP, 'admin');
  const placed = (await dataProvider.report<OnlineOrder[]>(API.list, {})).find((row) => row.seq === seq)!;
  const { recordId } = placed;
  await dataProvider.write(API.status, { recordId, status: 'ACCEPTED', detail: '' }, crypto.randomUUID());
  await dataProvider.write(API.deliveryBoy, { recordId, deliveryBoy: 'DB02' }, crypto.randomUUID());
  for (const status of ['PREPARING', 'READY', 'DISPATCHED', 'DELIVERED'])
    await dataProvider.write(API.status, { recordId, status, detail: '' }, crypto.randomUUID());
  return placed;
}

const rowOf = async (seq: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${seq}`) }, SLOW)).closest('tr')!;

describe('online order bills carry the server’s number (the billing desk saves before it prints)', () => {
  it('prints no slip while the server does not answer, and waits for a slow answer: the slip always has its number, as does its reprint', async () => {
    const order = await deliveredOrder();
    const { user } = renderApp(`/applayout-sidebar-large/pos/pos-online-billing`);
    const billButton = async () =>
      within(await rowOf(order.seq)).getByRole('button', { name: `Bill and settle order ${order.seq}` });

    // No answer: the desk says so and prints nothing (no bill is made).
    const first = await billButton();
    localStorage.setItem(BACKEND_DOWN_KEY, '1');
    await user.click(first);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect([...(await billsOf(SHOP)).values()].filter((bill) => bill.tableNo === order.seq)).toHaveLength(0);
    localStorage.removeItem(BACKEND_DOWN_KEY);

    // A slow answer: the desk waits for it (the action busy, no slip), then prints the numbered bill.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.post(
        `*/${API.bill}`,
        async () => {
          asked();
          await held;
        },
        { once: true },
      ),
    );
    await user.click(await billButton());
    await arrived;
    await waitFor(async () => expect(await billButton()).toBeDisabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer();
    const printed = await screen.findByRole(
      'dialog',
      { name: new RegExp(`^Bill [A-Z]+\\d{2}-\\d{6} of order ${order.seq}$`) },
      SLOW,
    );
    expect(within(printed).getByRole('heading', { level: 3 })).toHaveTextContent(NUMBER);
    const seq = within(printed).getByRole('heading', { level: 3 }).textContent!.replace('Bill ', '');
    expect(within(printed).getByRole('article', { name: `Bill ${seq} for printing` })).toBeInTheDocument();

    // The reprint is the server's counted copy, under the same number.
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(printed).getByRole('button', { name: `Reprint bill ${seq}` }));
    expect(await within(printed).findByText('REPRINT', {}, SLOW)).toBeInTheDocument();
    expect(within(printed).getByRole('heading', { level: 3 })).toHaveTextContent(`Bill ${seq}`);
    await waitFor(() => expect(window.print).toHaveBeenCalled());
  });
});
