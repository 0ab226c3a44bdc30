import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { multiplyByQuantity } from '../../src/lib/money/money-arithmetic';
import { BULK_ORDER_ENDPOINTS as API } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import { nextOrderNumber } from '../../src/modules/procurement/domain/purchase-numbers';
import { REQUEST_ENDPOINTS } from '../../src/modules/procurement/requests/request-endpoints';
import type { RequestListRow } from '../../src/modules/procurement/requests/request-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { COMPANY, orders, requirements } from './support/procurement-orders';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('bulk orders and order approvals', () => {
  it('orders approved lines of two requests from two suppliers: two pending orders, the requests show as ordered, approval makes pos 3', async () => {
    await signInAs(COMPANY, 'admin');
    const { requests, prices } = await requirements();
    const first = requests.find((line) => line.recordId === 1)!;
    const second = requests.find((line) => line.recordId === 2)!;
    const standard = prices.find((price) => price.itemid === first.itemid)!.rat;
    const before = (await orders()).map((order) => order.seq);
    const { user, unmount } = renderApp('/applayout-sidebar-large/procurement/pur-bulk-orders');
    const table = await screen.findByRole('table', { name: /Approved request lines waiting/ }, { timeout: 8000 });
    const name = (line: typeof first) => `${line.seq} line ${line.sno}`;

    // Refusals on the line first: no supplier, more than pending.
    await user.click(within(table).getByRole('checkbox', { name: `Select ${name(first)}` }));
    await user.clear(within(table).getByLabelText(`Quantity, ${name(first)}`));
    await user.type(within(table).getByLabelText(`Quantity, ${name(first)}`), String(first.pendingQty + 1));
    await user.click(screen.getByRole('button', { name: 'Place orders' }));
    expect(await within(table).findByText('Choose the supplier.')).toBeInTheDocument();
    expect(
      within(table).getByText(`Only ${first.pendingQty} is still pending on this request line.`),
    ).toBeInTheDocument();

    await user.clear(within(table).getByLabelText(`Quantity, ${name(first)}`));
    await user.type(within(table).getByLabelText(`Quantity, ${name(first)}`), String(first.pendingQty));
    await user.selectOptions(within(table).getByLabelText(`Supplier, ${name(first)}`), 'SUP-001');
    await user.click(within(table).getByRole('checkbox', { name: `Select ${name(second)}` }));
    await user.selectOptions(within(table).getByLabelText(`Supplier, ${name(second)}`), 'SUP-002');
    await user.clear(within(table).getByLabelText(`Quantity, ${name(second)}`));
    await user.type(within(table).getByLabelText(`Quantity, ${name(second)}`), '3');
    await user.clear(within(table).getByLabelText(`Rate, ${name(second)}`));
    await user.type(within(table).getByLabelText(`Rate, ${name(second)}`), '12.35');
    await user.click(screen.getByRole('button', { name: 'Place orders' }));
    expect(
      await screen.findByText(/^Orders placed, waiting for approval: /, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('checkbox', { name: `Select ${name(first)}` })).toBeNull(), {
      timeout: 8000,
    });
    unmount();

    const today = serverToday();
    const one = nextOrderNumber(today, before);
    const two = nextOrderNumber(today, [...before, one]);
    const made = (await orders())
      .filter((order) => !before.includes(order.seq))
      .sort((a, b) => a.seq.localeCompare(b.seq));
    const firstTotal = fromPaise(multiplyByQuantity(toPaise(standard), first.pendingQty));
    expect(made).toEqual([
      expect.objectContaining({
        seq: one,
        vendorid: 'SUP-001',
        pos: 1,
        typeOfOrder: 'PO',
        baseamt: firstTotal,
        totalAmt: firstTotal,
        lines: [expect.objectContaining({ itemId: first.itemid, qty: first.pendingQty, rat: standard, purRequest: 1 })],
      }),
      expect.objectContaining({
        seq: two,
        vendorid: 'SUP-002',
        pos: 1,
        typeOfOrder: 'PO',
        baseamt: 37.05,
        totalAmt: 37.05,
        lines: [expect.objectContaining({ itemId: second.itemid, qty: 3, rat: 12.35, purRequest: 2 })],
      }),
    ]);
    const listed = await dataProvider.report<RequestListRow[]>(REQUEST_ENDPOINTS.list, {
      frmDate: '2000-01-01',
      toDate: '2099-12-31',
    });
    expect(listed.find((row) => row.recordid === 1)?.statu).toBe(2 + 2);
    expect(listed.find((row) => row.recordid === 2)?.statu).toBe(3 + 2);
    const after = await requirements();
    expect(after.requests.find((line) => line.recordId === 2 && line.sno === second.sno)?.pendingQty).toBe(
      second.pendingQty - 3,
    );

    // Approve the second from the approvals screen: pos 3, and it leaves the list.
    const approvals = renderApp('/applayout-sidebar-large/procurement/pur-order-approvals');
    const queue = await screen.findByRole('table', { name: /waiting for approval/ }, { timeout: 8000 });
    const waiting = (await orders()).filter((order) => order.pos === 1);
    expect(within(queue).getAllByRole('button', { name: /^Approve / })).toHaveLength(waiting.length);
    const total = fromPaise(sumPaise(waiting.map((order) => toPaise(order.totalAmt))));
    expect(within(queue).getByRole('row', { name: /^Total/ }).textContent).toContain(
      total.toLocaleString('en-IN', { minimumFractionDigits: 2 }),
    );
    await approvals.user.click(within(queue).getByRole('button', { name: `Approve ${two}` }));
    expect(await screen.findByText(`Order ${two} approved.`, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(within(queue).queryByRole('button', { name: `Approve ${two}` })).toBeNull(), {
      timeout: 8000,
    });
    expect((await orders()).find((order) => order.seq === two)?.pos).toBe(3);
  });

  it('refuses on the server, line by line, and refuses a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    const [line] = (await requirements()).requests;
    const detail = {
      supId: 'SUP-001',
      supplier: '',
      itemId: line!.itemid,
      itemname: '',
      prrequest: line!.recordId,
      qty: line!.pendingQty + 1,
      rat: null,
      um: '',
    };
    const refused = await failure(
      dataProvider.write(API.save, { details: [detail, { ...detail, supId: '', qty: 1, rat: 5 }], terms: [] }),
    );
    expect(refused?.status).toBe(400);
    expect(refused?.fieldErrors).toMatchObject({
      'details.0.qty': expect.stringMatching(/^Only .* still pending/),
      'details.0.rat': 'Give the rate (more than 0).',
      'details.1.supId': 'Choose the supplier.',
    });
    await signInAs(COMPANY, 'staff');
    expect((await failure(requirements()))?.status).toBe(403);
    expect(
      (await failure(dataProvider.write(API.save, { details: [{ ...detail, qty: 1, rat: 5 }], terms: [] })))?.message,
    ).toBe('You are not authorised for this transaction');
    expect((await failure(dataProvider.list(API.approvalQueue)))?.status).toBe(403);
  });
});

describe('bulk orders sent at once', () => {
  it('two bulk orders of all a request line awaits, sent at once: one is placed, the other refused (never ordered twice)', async () => {
    await signInAs(COMPANY, 'admin');
    const line = (await requirements()).requests.find((row) => row.pendingQty > 0)!;
    const detail = {
      supId: 'SUP-001',
      supplier: '',
      itemId: line.itemid,
      itemname: '',
      prrequest: line.recordId,
      qty: line.pendingQty,
      rat: 5,
      um: '',
    };
    const before = (await orders()).length;
    const results = await Promise.all(
      [1, 2].map(() => failure(dataProvider.write(API.save, { details: [detail], terms: [] }))),
    );
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect((await orders()).length).toBe(before + 1);
  });
});
