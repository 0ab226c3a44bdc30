import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { toPaise } from '../../src/lib/money/money';
import { fromMilli, toMilli } from '../../src/lib/quantity/quantity';
import { closingStockByStore } from '../../src/kits/stock/stock-balance';
import type { DeliveryOrder } from '../../src/kits/billing/domain/delivery-types';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { itemMasters } from '../../src/mocks/core/stock/stock-masters';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { billEffectsOf } from '../../src/mocks/core/billing/settle-effects';
import { oneAtATime, writesWaiting } from '../../src/mocks/core/write-queue';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import { RESTAURANT, putBill, refusal, settle, storedBill, today, voucherOf } from './support/pos-settlement';

setupDemoServer();

describe('restaurant settlement on the demo backend (setSettleBill)', () => {
  it('settles once for a repeated settleId (posted once, stock drawn once) and answers 409 for a bill made offline that has not arrived', async () => {
    await signInAs(RESTAURANT, 'staff');
    const early = await refusal(
      settle({ billno: 0, settlemode: 'CASH', settleId: 'offline-settle', billId: 'offline-bill' }),
    );
    expect(early).toBe('409 Waiting for the bill to arrive');
    const bill = await putBill(RESTAURANT, { billNo: 105, lines: [['Tandoori roti', 4]], billId: 'offline-bill' });
    const first = await settle({ billno: 0, settlemode: 'CASH', settleId: 'offline-settle', billId: 'offline-bill' });
    const voucher = await voucherOf(RESTAURANT, bill.seq);
    const stockRows = (await stockLedger(RESTAURANT)).filter((row) => row.transactionId === bill.seq);
    // The same settleId again, without the idempotency header (a retry from another tab): the same answer, nothing
    // more.
    const again = await settle({ billno: 105, settlemode: 'CASH', settleId: 'offline-settle' }, undefined);
    expect(again).toEqual(first);
    expect(await voucherOf(RESTAURANT, bill.seq)).toEqual(voucher);
    expect((await stockLedger(RESTAURANT)).filter((row) => row.transactionId === bill.seq)).toEqual(stockRows);
    expect(stockRows.length).toBeGreaterThan(0);
  });

  it('consumes the recipes from the kitchen store (grams to kilograms exactly) and records what the store did not have', async () => {
    await signInAs(RESTAURANT, 'admin');
    const { items } = await itemMasters(RESTAURANT);
    const idOf = (name: string) => [...items.values()].find((item) => item.name === name)!.itemId;
    const closing = async () =>
      new Map(
        closingStockByStore([...(await stockLedger(RESTAURANT))], today)
          .filter((line) => line.store === 'KIT')
          .map((line) => [line.itemName, toMilli(line.qty)]),
      );
    const before = await closing();
    // Butter naan (batch of 20) × 2 and paneer tikka (batch of 10) × 1, both from the tandoor, which draws from the
    // kitchen store.
    const bill = await putBill(RESTAURANT, {
      billNo: 106,
      lines: [
        ['Butter naan', 2],
        ['Paneer tikka', 1],
      ],
    });
    await settle({ billno: 106, settlemode: 'CASH', settleId: 'stock-1' });
    const after = await closing();
    const fell = (name: string) => fromMilli((before.get(idOf(name)) ?? 0) - (after.get(idOf(name)) ?? 0));
    expect(fell('Wheat flour (atta)')).toBe(0.2); // 2 KG × 2 / 20
    expect(fell('Milk')).toBe(0.03); // 0.3 LTR × 2 / 20
    expect(fell('Butter')).toBe(0.03); // 0.2 KG × 2 / 20 + 100 GM / 10
    expect(fell('Garam masala')).toBe(0.002); // 20 GM / 10
    expect(fell('Garlic')).toBe(0.005); // 50 GM / 10
    expect(fell('Onion')).toBe(0.05);
    const effects = (await billEffectsOf(RESTAURANT, 106))!;
    expect(effects.stockDocument).toBe(bill.seq);
    // The kitchen store holds no paneer or curd: the bill settles all the same, the shortfall recorded, no stock below
    // zero.
    expect(effects.shortfalls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: idOf('Paneer'), store: 'KIT', wanted: 0.2, qty: 0 }),
        expect.objectContaining({ itemId: idOf('Curd'), store: 'KIT', wanted: 0.07, qty: 0 }),
      ]),
    );
    expect([...(await closing()).values()].every((qty) => qty >= 0)).toBe(true);
    expect(
      (await stockLedger(RESTAURANT))
        .filter((row) => row.transactionId === bill.seq)
        .every((row) => row.transactionType === 103 && row.store === 'KIT'),
    ).toBe(true);
  });

  it("settles in the company's write queue: a settlement waits while a receipt or return holds it, then goes through", async () => {
    await signInAs(RESTAURANT, 'admin');
    const bill = await putBill(RESTAURANT, { billNo: 140, lines: [['Filter coffee', 2]] });
    let release = () => {};
    const held = oneAtATime(RESTAURANT, () => new Promise<void>((resolve) => (release = resolve)));
    let answered = false;
    const settled = settle({ billno: 140, settlemode: 'CASH', settleId: 'queued' }).then((answer) => {
      answered = true;
      return answer;
    });
    // The settlement waits in the queue behind what holds it.
    await vi.waitFor(() => expect(writesWaiting(RESTAURANT)).toBeGreaterThan(0));
    // Nothing of it is posted yet (the voucher went out before the stock step's queue, before).
    expect(answered).toBe(false);
    expect(await voucherOf(RESTAURANT, bill.seq)).toEqual([]);
    release();
    await held;
    expect(await settled).toMatchObject({ result: 'OK' });
    expect((await storedBill(RESTAURANT, 140)).status).toBe('SETTLED');
    expect((await voucherOf(RESTAURANT, bill.seq)).length).toBeGreaterThan(0);
  });

  it('runs a delivery: preparing → out with a rider → delivered → cash collected settles its bill; wrong moves refused with the reason', async () => {
    await signInAs(RESTAURANT, 'staff');
    const save = (delivery: Partial<DeliveryOrder>, traCheck: 1 | 2, key: string) =>
      dataProvider.write(API.saveDelivery, { delivery, traCheck }, key) as Promise<{
        result: string;
        delivery: DeliveryOrder;
      }>;
    expect(await refusal(save({ customerName: 'Anu', phone: '98470', address: '', outlet: 'HDL' }, 1, 'd-0'))).toBe(
      '422 Enter a phone number of 10 digits. Enter the delivery address.',
    );
    expect(
      await refusal(save({ customerName: 'Anu', phone: '9847012345', address: 'MG Road', outlet: 'DIN' }, 1, 'd-00')),
    ).toBe('422 DIN: choose a delivery outlet (HDL).');
    const { delivery } = await save(
      { customerName: 'Anu Thomas', phone: '98470 12345', address: '12, MG Road', outlet: 'HDL' },
      1,
      'd-1',
    );
    expect(delivery).toMatchObject({
      seq: `DEL${today.slice(2, 4)}-000001`,
      status: 'PREPARING',
      tableNo: 'D1',
      phone: '9847012345',
      billNo: null,
    });
    const move = (changes: Partial<DeliveryOrder>, key: string) =>
      save({ recordId: delivery.recordId, ...changes }, 2, key);

    expect(await refusal(move({ status: 'OUT' }, 'd-2'))).toBe('422 Assign a delivery boy before the order goes out.');
    expect(await refusal(move({ status: 'DELIVERED' }, 'd-3'))).toBe(
      '422 A delivery being prepared cannot become delivered; next it is out for delivery.',
    );
    expect((await move({ status: 'OUT', deliveryBoy: 'DB01' }, 'd-4')).delivery.status).toBe('OUT');
    expect(await refusal(move({ status: 'CANCELLED' }, 'd-5'))).toBe(
      '422 Only a delivery still being prepared can be cancelled; this one is out for delivery.',
    );
    expect((await move({ status: 'DELIVERED' }, 'd-6')).delivery.status).toBe('DELIVERED');
    expect(await refusal(move({ status: 'COLLECTED' }, 'd-7'))).toBe(
      '422 Make the bill of D1 before collecting its cash.',
    );

    // The KOTs and the bill went to the pseudo table D1 through the ordinary routes; the screen sends the bill's
    // number.
    const bill = await putBill(RESTAURANT, {
      billNo: 130,
      lines: [['Chicken biryani', 2]],
      outlet: 'HDL',
      tableNo: 'D1',
    });
    const collected = await move({ status: 'COLLECTED', billNo: 130 }, 'd-8');
    expect(collected.delivery).toMatchObject({ status: 'COLLECTED', billNo: 130, total: bill.total });
    expect(await storedBill(RESTAURANT, 130)).toMatchObject({
      status: 'SETTLED',
      tenders: [{ mode: 'CASH', amount: bill.total }],
    });
    expect((await voucherOf(RESTAURANT, bill.seq)).find((entry) => entry.account === 'AC001')?.debit).toBe(
      toPaise(bill.total),
    );
    expect(await refusal(move({ status: 'OUT' }, 'd-9'))).toBe(
      `422 Delivery ${delivery.seq} is collected: it no longer changes.`,
    );

    const listed = await dataProvider.report<DeliveryOrder[]>(API.deliveries, {
      frmDate: formatDate(today),
      toDate: formatDate(today),
    });
    expect(listed).toEqual([
      expect.objectContaining({ recordId: 1, status: 'COLLECTED', billNo: 130, deliveryBoy: 'DB01' }),
    ]);
  });
});
