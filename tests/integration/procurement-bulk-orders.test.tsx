import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ApiError } from '../../src/lib/api/api-error';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { multiplyByQuantity } from '../../src/lib/money/money-arithmetic';
import { formatMoney } from '../../src/lib/money/money-format';
import { BULK_ORDER_ENDPOINTS as API } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import type { BulkRequirements } from '../../src/modules/procurement/bulk-orders/bulk-order-types';
import { nextOrderNumber } from '../../src/modules/procurement/domain/purchase-numbers';
import { QUOTATION_ENDPOINTS } from '../../src/modules/procurement/quotations/quotation-endpoints';
import type { QuotationAnswer, QuotationHeader } from '../../src/modules/procurement/quotations/quotation-types';
import { REQUEST_ENDPOINTS } from '../../src/modules/procurement/requests/request-endpoints';
import type { RequestListRow } from '../../src/modules/procurement/requests/request-types';
import { listRecords } from '../../src/mocks/core/record-store';
import type { OrderWithRequests } from '../../src/mocks/procurement/bulk-order-pending';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { serverDay } from '../../src/mocks/procurement/request-store';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests: sent } = setupDemoServer();
const requestsTo = (route: string) => sent.filter((request) => request.url.endsWith(`/${route}`));
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ORDERS = 'procurement.purchase-orders';
const orders = () =>
  listRecords<OrderWithRequests & { typeOfOrder: string; baseamt: number; totalAmt: number }>(ORDERS, COMPANY);
const requirements = () => dataProvider.read<BulkRequirements>(API.requirements);
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

    const today = serverDay();
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

describe('an order made from a request', () => {
  it('offers Order on an approved request; the new order comes with its lines still to order, saves linked to it, and only what is left stays on offer', async () => {
    await signInAs(COMPANY, 'admin');
    const listed = await dataProvider.report<RequestListRow[]>(REQUEST_ENDPOINTS.list, {
      frmDate: '2000-01-01',
      toDate: '2099-12-31',
    });
    const list = renderApp('/applayout-sidebar-large/procurement/pur-requests');
    const main = within(document.getElementById('main-content') ?? document.body);
    const links = await main.findAllByRole('link', { name: /^Order [A-Z]/ }, { timeout: 8000 });
    for (const link of links) {
      const row = listed.find((candidate) => link.getAttribute('aria-label') === `Order ${candidate.seq}`)!;
      expect(row.statu).toBeGreaterThanOrEqual(2);
      expect(
        link
          .getAttribute('href')
          ?.endsWith(`/applayout-sidebar-large/procurement/pur-stock-orders?record=new&request=${row.recordid}`),
      ).toBe(true);
    }
    list.unmount();

    const { requests, prices } = await requirements();
    const lines = requests.filter((line) => line.recordId === 1 && line.pendingQty > 0);
    expect(lines.length).toBeGreaterThan(0);
    const before = (await orders()).map((order) => order.seq);
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-stock-orders?record=new&request=1');
    const offer = await screen.findByRole('table', { name: 'Approved requests still to order' }, { timeout: 8000 });
    for (const line of requests.filter((row) => row.pendingQty > 0)) {
      expect(
        within(offer).getByRole('checkbox', { name: `Take ${line.itemdescription} of ${line.seq}` }),
      ).toHaveProperty('checked', line.recordId === 1);
    }
    await user.click(screen.getByRole('button', { name: 'Fill the lines from the ticked requests' }));
    expect(control('From request, line 1')).toHaveValue(1);
    expect(control('Quantity, line 1')).toHaveValue(lines[0]!.pendingQty);
    await user.click(control('Supplier'));
    await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Purchase orders' }, { timeout: 8000 });
    const seq = nextOrderNumber(serverDay(), before);
    expect(await screen.findByText(seq, {}, { timeout: 8000 })).toBeInTheDocument();

    const made = (await orders()).filter((order) => !before.includes(order.seq));
    expect(made).toEqual([expect.objectContaining({ seq })]);
    expect(made[0]!.lines).toEqual(
      lines.map((line) =>
        expect.objectContaining({
          itemId: line.itemid,
          qty: line.pendingQty,
          rat: prices.find((price) => price.itemid === line.itemid)?.rat ?? 0,
          purRequest: 1,
        }),
      ),
    );
    const after = await requirements();
    expect(after.requests.filter((line) => line.recordId === 1 && line.pendingQty > 0)).toEqual([]);
  });
});

describe('an order made from a quotation', () => {
  it("offers the chosen supplier's approved quotations and makes the order from one: items, quantities, rates, taxes, terms and its number", async () => {
    await signInAs(COMPANY, 'admin');
    const today = serverDay();
    const quotations =
      (await dataProvider.report<QuotationHeader[]>(QUOTATION_ENDPOINTS.list, {
        frmDate: '2000-01-01',
        toDate: today,
      })) ?? [];
    const approved = quotations.filter(
      (row) => (row.pos === 2 || row.pos === 3) && (!row.validity || row.validity >= today),
    );
    const quotation = (await dataProvider.get<QuotationAnswer>(
      QUOTATION_ENDPOINTS.one,
      String(approved[0]!.recordId),
    ))!;
    await requirements(); // the demo's starting orders are in place before they are counted
    const before = (await orders()).map((order) => order.seq);
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-stock-orders?record=new');
    await screen.findByRole('heading', { name: 'New purchase order' }, { timeout: 8000 });
    expect(screen.queryByLabelText('Approved quotation')).toBeNull();
    // GetPurchaseOrderRequirements: the next number, and once the supplier is chosen what is owed to them.
    expect(
      await screen.findByText(
        `The server gives the number as it saves; the next free one is ${nextOrderNumber(today, before)}.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await fillField(user, { name: 'vendorid', label: 'Supplier', type: 'reference' }, quotation.header.vendorid);
    const owed = formatMoney(partyBalancePaise(await partyLedger(COMPANY), quotation.header.vendorid));
    const standing = (_: string, node: Element | null) =>
      node?.tagName === 'P' && /^Owed to .+: /.test(node.textContent ?? '') && node.textContent!.includes(`: ${owed}`);
    expect(await screen.findByText(standing, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(requestsTo(API.orderRequirements).length).toBeGreaterThan(0);
    const offered = within(await screen.findByLabelText('Approved quotation', {}, { timeout: 8000 }))
      .getAllByRole('option')
      .slice(1);
    expect(offered.map((option) => option.getAttribute('value'))).toEqual(
      approved.filter((row) => row.vendorid === quotation.header.vendorid).map((row) => String(row.recordId)),
    );
    await user.selectOptions(screen.getByLabelText('Approved quotation'), String(quotation.header.recordId));
    await user.click(screen.getByRole('button', { name: 'Fill the order from the quotation' }));
    await waitFor(() => expect(control('Quotation reference')).toHaveValue(quotation.header.seq));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Purchase orders' }, { timeout: 8000 });
    const seq = nextOrderNumber(today, before);
    expect(await screen.findByText(seq, {}, { timeout: 8000 })).toBeInTheDocument();

    const fresh = (await orders()).filter((order) => !before.includes(order.seq));
    expect(fresh.map((order) => order.seq)).toEqual([seq]);
    const made = fresh[0]!;
    expect(made).toMatchObject({
      vendorid: quotation.header.vendorid,
      refQuotation: quotation.header.seq,
      baseamt: quotation.header.baseamt,
      totalAmt: quotation.header.totalAmt,
    });
    expect(made.lines).toEqual(
      quotation.lines.map((line) => expect.objectContaining({ itemId: line.itemId, qty: line.qty, rat: line.rat })),
    );
    expect(made.terms).toEqual(quotation.terms.map((term) => expect.objectContaining({ term: term.term })));
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
