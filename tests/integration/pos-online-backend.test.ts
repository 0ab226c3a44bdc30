import { dataProvider } from '../../src/lib/api/data-provider';
import { postApi } from '../../src/lib/api/api-client';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { toMilli } from '../../src/lib/quantity/quantity';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { closingStockByStore } from '../../src/kits/stock/stock-balance';
import {
  ONLINE_ORDER_ENDPOINTS as API,
  type OnlineOrder,
  type OnlineOrderStatus,
} from '../../src/modules/pos/online/domain/online-order-types';
import type {
  PlaceOrderAnswer,
  PlaceOrderInput,
  ShopOrder,
  StoreFront,
  StoreQuote,
} from '../../src/kits/storefront/store-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { rowsOf } from '../../src/mocks/core/seeded-rows';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { useSessionStore } from '../../src/lib/session/session-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

const SHOP = 1014;
const today = serverToday();
type Answer = { result: string; order?: OnlineOrder; bill?: Bill };

/** A visitor's call (no session, no token). */
const visitor = <T>(route: string, body: object) => postApi<T>(route, { shop: SHOP, ...body });
const staff = (route: string, body: object, key = crypto.randomUUID()) =>
  postApi<Answer>(route, { ...body, usr: useSessionStore.getState().session!.usr }, { 'Idempotency-Key': key });

async function placeOrder(lines: Array<[string, number]>, payment: Partial<PlaceOrderInput> = {}): Promise<ShopOrder> {
  const front = await visitor<StoreFront>(API.front, {});
  const basket = lines.map(([name, qty]) => ({ item: front.items.find((item) => item.name === name)!.code, qty }));
  const quote = await visitor<StoreQuote>(API.quote, { outlet: front.outlet.code, lines: basket });
  expect(quote.result).toBe('OK');
  const order: PlaceOrderInput = {
    orderId: crypto.randomUUID(),
    outlet: front.outlet.code,
    lines: basket,
    customerName: 'Ritu Malhotra',
    phone: '98110 22334',
    address: 'H-12, Sector 31, Gurugram',
    notes: '',
    payment: 'COD',
    prepaidMode: '',
    payReference: '',
    expectedTotal: quote.total,
    ...payment,
  };
  const answer = await visitor<PlaceOrderAnswer>(API.place, { order });
  expect(answer.result).toBe('OK');
  return answer.order!;
}

const recordOf = async (seq: string) =>
  (await dataProvider.report<OnlineOrder[]>(API.list, {})).find((order) => order.seq === seq)!;
const move = async (order: OnlineOrder, status: OnlineOrderStatus, detail = '') =>
  staff(API.status, { recordId: order.recordId, status, detail });

/** What the store holds of an inventory item (by name) in thousandths. */
async function onHand(name: string): Promise<number> {
  const item = (await rowsOf('inventory.items', SHOP)).find((row) => row.name === name)!;
  return sumPaise(
    closingStockByStore([...(await stockLedger(SHOP))], today)
      .filter((line) => line.itemName === item.itemId)
      .map((line) => toMilli(line.qty)),
  );
}

describe('online orders on the demo backend', () => {
  it('places an order once, walks it to delivery one step at a time, bills it once and lowers the stock only then', async () => {
    const placed = await placeOrder([
      ['Sunflower oil 1 l', 3],
      ['Sugar 1 kg', 2],
    ]);
    expect(placed).toMatchObject({ status: 'NEW', payment: 'COD', seq: expect.stringMatching(/^ONL\d{2}-000001$/) });
    expect(placed.total).toBe(3 * 148 + 2 * 46);

    await signInAs(SHOP, 'admin');
    const order = await recordOf(placed.seq);
    expect(order).toMatchObject({ outlet: 'HDL', onlineOutlet: 'WEB', phone: '9811022334', billNo: null });
    const before = await onHand('Sunflower oil 1 l');

    expect((await staff(API.bill, { recordId: order.recordId, billId: 'b-early' })).result).toBe(
      `Order ${order.seq} is new: only a delivered order is billed.`,
    );
    expect((await move(order, 'DISPATCHED')).result).toBe(
      'An order new cannot become out for delivery; next it is accepted or rejected.',
    );
    expect((await move(order, 'ACCEPTED')).result).toBe('OK');
    expect((await staff(API.deliveryBoy, { recordId: order.recordId, deliveryBoy: 'DB07' })).result).toBe(
      'DB07: choose an active delivery boy.',
    );
    expect((await staff(API.deliveryBoy, { recordId: order.recordId, deliveryBoy: 'DB02' })).order).toMatchObject({
      deliveryBoy: 'DB02',
      deliveryBoyName: expect.any(String),
    });
    for (const status of ['PREPARING', 'READY', 'DISPATCHED', 'DELIVERED'] as const)
      expect((await move(order, status)).result).toBe('OK');
    expect(await onHand('Sunflower oil 1 l')).toBe(before);

    // A double click and a retry with another key: one bill, settled in cash (the delivery boy's collection).
    const [first, second] = await Promise.all([
      staff(API.bill, { recordId: order.recordId, billId: 'b-1' }),
      staff(API.bill, { recordId: order.recordId, billId: 'b-2' }),
    ]);
    expect(first.result).toBe('OK');
    expect(second.bill?.seq).toBe(first.bill!.seq);
    const bill = first.bill!;
    expect(bill).toMatchObject({
      outlet: 'HDL',
      tableNo: order.seq,
      status: 'SETTLED',
      total: order.total,
      tenders: [{ mode: 'CASH', amount: order.total }],
    });
    expect(bill.seq).toMatch(/^HD\d{2}-\d{6}$/);
    expect([...(await billsOf(SHOP)).values()].filter((one) => one.tableNo === order.seq)).toHaveLength(1);
    expect(first.order).toMatchObject({ status: 'BILLED', billNo: bill.billNo, billSeq: bill.seq });
    expect(await onHand('Sunflower oil 1 l')).toBe(before - 3000);

    const voucher = (await ledgerEntries(SHOP)).filter((entry) => entry.voucher === bill.seq);
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(toPaise(bill.total));
    expect(sumPaise(voucher.map((entry) => entry.credit))).toBe(toPaise(bill.total));
    expect(voucher.find((entry) => entry.account === 'AC001')?.debit).toBe(toPaise(bill.total));
    // Named as what it is, not as the restaurant's bill.
    expect(voucher[0]!.narration).toMatch(new RegExp(`^Online order bill ${bill.seq} `));
    const balance = trialBalance(await chartOf(SHOP), await openingSets(SHOP), await ledgerEntries(SHOP), {
      to: today,
    });
    expect(balance.totals.closingDebit).toBe(balance.totals.closingCredit);
  });

  it('answers a retried checkout with the order it placed, and refuses a total that changed', async () => {
    const front = await visitor<StoreFront>(API.front, {});
    const item = front.items.find((row) => row.name === 'Toor dal 1 kg')!;
    const order: PlaceOrderInput = {
      orderId: 'retry-0001-abcd',
      outlet: front.outlet.code,
      lines: [{ item: item.code, qty: 4 }],
      customerName: 'Ritu',
      phone: '9811022334',
      address: 'Sector 31',
      notes: '',
      payment: 'COD',
      prepaidMode: '',
      payReference: '',
      expectedTotal: 600,
    };
    expect((await visitor<PlaceOrderAnswer>(API.place, { order })).result).toBe(
      'The order now comes to ₹ 660.00, not the ₹ 600.00 shown: check the basket and place it again.',
    );
    const [one, two] = await Promise.all([
      visitor<PlaceOrderAnswer>(API.place, { order: { ...order, expectedTotal: 660 } }),
      visitor<PlaceOrderAnswer>(API.place, { order: { ...order, expectedTotal: 660 } }),
    ]);
    expect(two.order?.seq).toBe(one.order!.seq);
    expect(await visitor<ShopOrder[]>(API.mine, { orderIds: ['retry-0001-abcd'] })).toHaveLength(1);
    expect(
      (
        await visitor<PlaceOrderAnswer>(API.place, {
          order: {
            ...order,
            orderId: 'other-0002-abcd',
            customerName: '',
            phone: '12345',
            payment: 'PREPAID',
            prepaidMode: 'UPI',
            expectedTotal: 660,
          },
        })
      ).result,
    ).toBe(
      'Enter your name. Enter a phone number of 10 digits. Enter the UPI reference of your payment (6 to 40 letters or digits).',
    );
  });

  it('keeps a rejection final, with its reason for the customer; a prepaid order settles in its own mode with its reference', async () => {
    const rejected = await placeOrder([
      ['Tea 500 g', 2],
      ['Sugar 1 kg', 1],
    ]);
    const prepaid = await placeOrder([['Shampoo 340 ml', 3]], {
      payment: 'PREPAID',
      prepaidMode: 'UPI',
      payReference: 'UPI-440011223344',
    });
    await signInAs(SHOP, 'admin');
    const first = await recordOf(rejected.seq);
    expect((await move(first, 'REJECTED')).result).toBe('Give the reason the order is rejected; the customer sees it.');
    expect((await move(first, 'REJECTED', 'Tea is out of stock')).result).toBe('OK');
    expect((await move(first, 'ACCEPTED')).result).toBe(
      `Order ${first.seq} is rejected: its status no longer changes.`,
    );
    expect((await move(first, 'DISPATCHED')).result).toBe(
      `Order ${first.seq} is rejected: its status no longer changes.`,
    );
    expect((await staff(API.bill, { recordId: first.recordId, billId: 'b-rej' })).result).toBe(
      `Order ${first.seq} is rejected: only a delivered order is billed.`,
    );
    const seen = await visitor<ShopOrder[]>(API.mine, { orderIds: [rejected.orderId, prepaid.orderId] });
    expect(seen.find((order) => order.seq === rejected.seq)).toMatchObject({
      status: 'REJECTED',
      reason: 'Tea is out of stock',
    });

    const second = await recordOf(prepaid.seq);
    await staff(API.deliveryBoy, { recordId: second.recordId, deliveryBoy: 'DB01' }).then((answer) =>
      expect(answer.result).toBe('Accept order ' + second.seq + ' before assigning a delivery boy.'),
    );
    await move(second, 'ACCEPTED');
    await staff(API.deliveryBoy, { recordId: second.recordId, deliveryBoy: 'DB01' });
    for (const status of ['PREPARING', 'READY', 'DISPATCHED', 'DELIVERED'] as const)
      expect((await move(second, status)).result).toBe('OK');
    const { bill } = await staff(API.bill, { recordId: second.recordId, billId: 'b-upi' });
    expect(bill).toMatchObject({
      status: 'SETTLED',
      tenders: [{ mode: 'UPI', amount: second.total, reference: 'UPI-440011223344' }],
    });
    expect(
      (await ledgerEntries(SHOP)).find((entry) => entry.voucher === bill!.seq && entry.account === 'AC004')?.debit,
    ).toBe(toPaise(second.total));
  });

  it('bills only for a user with the Billing screen’s create right (the staff user has none)', async () => {
    const placed = await placeOrder([['Sunflower oil 1 l', 4]]);
    await signInAs(SHOP, 'admin');
    const order = await recordOf(placed.seq);
    await signInAs(SHOP, 'staff');
    expect((await staff(API.bill, { recordId: order.recordId, billId: 'b-staff' })).result).toBe(
      'You are not authorised for this transaction',
    );
  });
});
