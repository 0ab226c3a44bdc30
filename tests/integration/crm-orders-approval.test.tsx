import { configure, screen } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { serverToday } from '../../src/mocks/core/server-dates';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { pendingToPlan } from '../../src/mocks/core/sales/order-pending';
import type { OrderAnswer, OrderSaveBody, PendingOrderRow } from '../../src/modules/crm/domain/order-types';
import { ORDER_ENDPOINTS as API } from '../../src/modules/crm/orders/order-endpoints';
import type { SaleRequirements } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { COMPANY, main, period, quote, ROOT, shown, day } from './support/crm-orders';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

describe('sale orders', () => {
  it('staff orders, only the administrator approves (once); the invoice and the reports then list its pending line', async () => {
    const requirements = await quote(day(2));
    await signInAs(COMPANY, 'staff');
    const [first, second] = requirements.materials;
    const body: OrderSaveBody = {
      header: {
        recordId: 0,
        saleType: '',
        validity: null,
        reference: 'PO-7781',
        partyId: requirements.customers[1]!.code,
        quotationno: '',
        modeofpayment: 'CREDIT',
        refEmployee: '',
      },
      lines: [
        {
          itemId: first!.itemid,
          itemDescription: '',
          qty: 3,
          um: '',
          rat: 100.5,
          discPer: 10,
          reqdBy: null,
        },
        {
          itemId: second!.itemid,
          itemDescription: '',
          qty: 2,
          um: '',
          rat: 40,
          discPer: 0,
          reqdBy: null,
        },
      ],
      terms: [{ term: 'Delivery at site.' }],
      taxes: [{ taxcode: requirements.taxes[0]!.code }],
      advances: [],
      traCheck: 1,
    };
    const saved = await dataProvider.write(API.save, { ...body });
    const recordId = Number(saved.recordId);
    const order = (await dataProvider.get<OrderAnswer>(API.one, String(recordId)))!;
    expect(order.header).toMatchObject({ pos: 1, dat: serverToday(), baseamt: 351.35, partyId: body.header.partyId });
    await expect(dataProvider.action(API.approve, String(recordId))).rejects.toMatchObject({ message: NOT_AUTHORISED });

    await signInAs(COMPANY, 'admin');
    const page = renderApp(`${ROOT}/crm-order-approval`);
    await shown();
    await page.user.click(
      await main().findByRole('button', { name: `Approve ${order.header.seq}` }, { timeout: 10_000 }),
    );
    await screen.findByText(`Sale order ${order.header.seq} approved.`, undefined, { timeout: 10_000 });
    page.unmount();
    await expect(dataProvider.action(API.approve, String(recordId))).rejects.toMatchObject({
      message: `Sale order ${order.header.seq} is already approved.`,
    });

    const invoice = await dataProvider.read<SaleRequirements>('api/SaleDespatches/GetSaleRequirements');
    expect(invoice.materials.filter((line) => line.soid === recordId).map((line) => [line.sno, line.pending])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    const pending = await dataProvider.report<PendingOrderRow[]>(API.pendingLines, period);
    expect(
      pending
        .filter((row) => row.soid === recordId)
        .map((row) => [row.itemName, row.ordered, row.invoiced, row.pending]),
    ).toEqual([
      [first!.itemname, 3, 0, 3],
      [second!.itemname, 2, 0, 2],
    ]);
    expect(
      (await pendingToPlan(COMPANY, new Set([`${recordId}|1`])))
        .filter((row) => row.soid === recordId)
        .map((row) => row.sno),
    ).toEqual([2]);

    const report = renderApp(`${ROOT}/crm-rep-pending-orders?from=2000-01-01&to=2099-12-31`);
    await shown();
    expect((await main().findAllByRole('rowheader', { name: order.header.seq }, { timeout: 10_000 })).length).toBe(2);
    report.unmount();
    // The seeded orders: one approved with lines to invoice, one waiting.
    expect((await dataProvider.report<Array<{ pos: number }>>(API.list, period)).map((row) => row.pos)).toEqual(
      expect.arrayContaining([1, 3]),
    );
    // 1003's two approved orders for its machined parts wait to be planned.
    const toPlan = await pendingToPlan(1003, new Set());
    expect(new Set(toPlan.map((row) => row.seq)).size).toBe(2);
    expect(toPlan.every((row) => row.itemname.includes('(machined)') && row.pending === row.qty)).toBe(true);
  });
});
