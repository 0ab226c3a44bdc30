import { configure, screen, waitFor, within } from '@testing-library/react';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatMoney } from '../../src/lib/money/money-format';
import { BULK_ORDER_ENDPOINTS as API } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import { nextOrderNumber } from '../../src/modules/procurement/domain/purchase-numbers';
import { QUOTATION_ENDPOINTS } from '../../src/modules/procurement/quotations/quotation-endpoints';
import type { QuotationAnswer, QuotationHeader } from '../../src/modules/procurement/quotations/quotation-types';
import { REQUEST_ENDPOINTS } from '../../src/modules/procurement/requests/request-endpoints';
import type { RequestListRow } from '../../src/modules/procurement/requests/request-types';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { COMPANY, orders, requirements } from './support/procurement-orders';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests: sent } = setupDemoServer();
const requestsTo = (route: string) => sent.filter((request) => request.url.endsWith(`/${route}`));
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

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
    // The column's help is said once under the grid, not in every line's cell; each line's box is described by it.
    const help = 'The record number of the purchase request this line orders; filled from the request.';
    expect(control('From request, line 1')).toHaveAccessibleDescription(help);
    expect(screen.getAllByText(help).filter((element) => !element.closest('.visually-hidden'))).toHaveLength(1);
    expect(control('Quantity, line 1')).toHaveValue(lines[0]!.pendingQty);
    await user.click(control('Supplier'));
    await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Purchase orders' }, { timeout: 8000 });
    const seq = nextOrderNumber(serverToday(), before);
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
    const today = serverToday();
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
