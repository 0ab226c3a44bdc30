import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { ORDER_TERM_SEED } from '../../src/mocks/procurement/seeds/order-terms';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// Role queries skip the costly visibility check over the whole shell.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

// The server lists the orders of a period: this one holds the ten seeded (October and November 2026) and the new one.
const ORDERS = `/applayout-sidebar-large/procurement/pur-stock-orders?from=2026-10-01&to=${format(new Date(), 'yyyy-MM-dd')}`;
const field = (name: string) => PURCHASE_ORDERS.fields.find((candidate) => candidate.name === name)!;
const rowOf = (number: string) => screen.getByRole('cell', { name: number }).closest('tr')!;

describe('a document: purchase orders', () => {
  it('computes totals as typed, numbers the order, waits for approval, prints once then reprints, and cancels it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(1010, 'admin');
    const { user } = renderApp(ORDERS);
    await screen.findByText('10 records', undefined, { timeout: 5000 });
    // GeneralInformation as the server reads it: the period (dd-MMM-yyyy) and TypeOfOrder "PO" in `detail`.
    const listed = requests.find((request) => request.url.endsWith('/GetPurchaseOrders'))!;
    expect(await listed.clone().json()).toEqual({
      frmDate: '01-Oct-2026',
      toDate: format(new Date(), 'dd-MMM-yyyy'),
      detail: 'PO',
      usr: expect.objectContaining({ cCode: 1010 }),
    });

    await user.click(screen.getByRole('button', { name: 'New purchase order' }));
    await screen.findByRole('heading', { name: 'New purchase order' });
    await fillField(user, field('dat'), '2026-11-20');
    await fillField(user, field('vendorid'), 'SUP-002');
    await fillField(user, field('lines'), [
      { itemId: 'ITM-0001', itemDescription: '', qty: 2.5, um: '', rat: 199.99, amount: null, reqdBy: null },
    ]);
    await fillField(user, field('taxLines'), [
      { taxcode: 'GST18-C', taxper: null, taxvalue: null },
      { taxcode: 'GST18-S', taxper: null, taxvalue: null },
    ]);
    await user.clear(control('Discount'));
    await user.type(control('Discount'), '0.98');
    const totals = screen.getByLabelText('Totals');
    // 2.5 x 199.99 = 499.975 -> 499.98; 9% twice = 45.00 + 45.00; less 0.98 = 589.00.
    await waitFor(() => expect(totals).toHaveTextContent('Base amount499.98'));
    expect(totals).toHaveTextContent('Taxes90.00');
    expect(totals).toHaveTextContent('Total589.00');
    // The standard terms arrive with the order requirements.
    expect(await screen.findByDisplayValue(ORDER_TERM_SEED[0]!, undefined, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Purchase orders' });
    const number = 'PO26-11/0007';
    await screen.findByRole('cell', { name: number }, { timeout: 5000 });
    expect(rowOf(number)).toHaveTextContent('Pending approval');
    expect(rowOf(number)).toHaveTextContent('589.00');

    await user.click(within(rowOf(number)).getByRole('button', { name: `Approve ${number}` }));
    await waitFor(() => expect(rowOf(number)).toHaveTextContent('Approved'));
    expect(within(rowOf(number)).queryByRole('button', { name: `Edit ${number}` })).not.toBeInTheDocument();

    await user.click(within(rowOf(number)).getByRole('button', { name: `Print ${number}` }));
    expect(await screen.findByRole('heading', { name: `Purchase order ${number}` })).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await within(rowOf(number)).findByRole('button', { name: `Reprint ${number}` })).toBeVisible();

    await user.click(within(rowOf(number)).getByRole('button', { name: `Cancel ${number}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel purchase order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel purchase order' }));
    await waitFor(() => expect(rowOf(number)).toHaveTextContent('Cancelled'));
    expect(screen.getByText('11 records')).toBeVisible();

    // The real server's body: { header, lines, taxes, terms, traCheck, usr } in its field names.
    type Body = {
      header: { totalAmt: number; vendorid: string; dat: string };
      lines: Array<{ itemId: string; qty: number; rat: number }>;
      taxes: Array<{ taxcode: string }>;
      terms: Array<{ term: string }>;
      traCheck: number;
      usr: { cCode: number };
    };
    const body = JSON.parse(
      await requests
        .find((request) => request.url.endsWith('/SetPurchaseOrder'))!
        .clone()
        .text(),
    ) as Body;
    expect(body.traCheck).toBe(1);
    expect(body.header).toMatchObject({ totalAmt: 589, vendorid: 'SUP-002', dat: '2026-11-20' });
    expect(body.lines).toEqual([expect.objectContaining({ itemId: 'ITM-0001', qty: 2.5, rat: 199.99 })]);
    expect(body.taxes.map((tax) => tax.taxcode)).toEqual(['GST18-C', 'GST18-S']);
    // A new order starts with the standard terms of the order terms master.
    expect(body.terms.map((row) => row.term)).toEqual([...ORDER_TERM_SEED]);
    expect(body.usr.cCode).toBe(1010);
  });
});
