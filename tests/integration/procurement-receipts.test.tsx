import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { GOODS_RECEIPTS } from '../../src/modules/procurement/receipts/goods-receipts';
import { orderOf } from '../../src/mocks/core/inward/receipt-store';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

// The list shows a period's receipts: this one holds the receipt made below (21 November 2026).
const PAGE = `/applayout-sidebar-large/procurement/pur-stock-purchases?from=2026-11-01&to=${format(new Date(), 'yyyy-MM-dd')}`;
const field = (name: string) => GOODS_RECEIPTS.fields.find((candidate) => candidate.name === name)!;
const lineField = (name: string) => field('lines').lines!.find((candidate) => candidate.name === name)!;
const main = () => document.getElementById('main-content') ?? document.body;

describe('goods receipts: the form', () => {
  it('receives against an approved order: the pending lines fill the form, more than pending is marked on the line, a partial receipt saves once in the server’s shape', async () => {
    await signInAs(1002, 'admin');
    const order = (await orderOf(1002, 1))!;
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New goods receipt' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New goods receipt' });
    // GetPurchaseRequirements gives the next number.
    expect(
      await within(main()).findByText(
        /^The server gives the number as it saves; the next free one is MIR\d\d-\d\d\/\d{4}\.$/,
      ),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith(`/${RECEIPT_ENDPOINTS.requirements}`))).toBe(true);
    await fillField(user, field('dat'), '2026-11-21');
    await fillField(user, field('vendorid'), order.vendorid);
    // "Against order" offers the chosen supplier's open orders only.
    await user.click(control('Against order'));
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => Number(/\((\d+)\)$/.exec(option.textContent ?? '')?.[1]));
    expect(offered).toContain(1);
    for (const id of offered) expect((await orderOf(1002, id))!.vendorid).toBe(order.vendorid);
    await user.keyboard('{Escape}');
    await fillField(user, field('refPoid'), '1');
    const awaits = await screen.findByRole('table', { name: 'What the order still awaits' }, { timeout: 8000 });
    expect(within(awaits).getAllByRole('row')).toHaveLength(new Set(order.lines.map((line) => line.itemId)).size + 1);
    await user.click(screen.getByRole('button', { name: 'Fill the lines with what is pending' }));
    for (const index of order.lines.keys()) await fillField(user, lineField('store'), 'WH', `Store, line ${index + 1}`);
    const first = order.lines[0]!;

    // One more than pending: the server marks the line and keeps everything typed.
    await user.clear(control('Quantity, line 1'));
    await user.paste(String(first.qty + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(main()).findByText(
        new RegExp(
          `^Only ${first.qty} of .+ is still pending on order ${order.seq.replace('/', '\\/')}; this receipt takes ${first.qty + 1}$`,
        ),
        undefined,
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(control('Quantity, line 1')).toHaveValue(first.qty + 1);

    await user.clear(control('Quantity, line 1'));
    await user.paste('1');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Goods receipts' }, { timeout: 8000 });
    expect(await screen.findByRole('cell', { name: 'MIR26-11/0001' }, { timeout: 8000 })).toBeInTheDocument();
    // The list is a period's, as the server's GetPurchases reads it: one ending before the receipt's date has none.
    const listed = requests.filter((request) => request.url.endsWith(`/${RECEIPT_ENDPOINTS.list}`)).at(-1)!;
    expect(await listed.clone().json()).toEqual({
      frmDate: '01-Nov-2026',
      toDate: format(new Date(), 'dd-MMM-yyyy'),
      usr: expect.objectContaining({ cCode: 1002 }),
    });
    fireEvent.change(within(main()).getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(await within(main()).findByText('There are no goods receipts in this period.')).toBeInTheDocument();
    fireEvent.change(within(main()).getByLabelText('To'), { target: { value: format(new Date(), 'yyyy-MM-dd') } });
    expect(await screen.findByRole('cell', { name: 'MIR26-11/0001' }, { timeout: 8000 })).toBeInTheDocument();

    const saves = requests.filter((request) => request.url.endsWith(`/${RECEIPT_ENDPOINTS.save}`));
    const bodies = await Promise.all(
      saves.map(
        (request) =>
          request.clone().json() as Promise<{
            header: { refPoid: string; vendorid: string };
            lines: Array<{ itemId: string; qty: number; store: string }>;
            taxes: unknown[];
            traCheck: number;
          }>,
      ),
    );
    const saved = bodies.filter((body) => body.lines[0]?.qty === 1);
    expect(saved).toHaveLength(1);
    // The order's taxes came with its lines.
    const taxes = (order.taxLines as Array<{ taxcode: string }>).map((tax) =>
      expect.objectContaining({ taxcode: tax.taxcode }),
    );
    expect(taxes.length).toBeGreaterThan(0);
    expect(saved[0]).toMatchObject({ traCheck: 1, header: { refPoid: '1', vendorid: order.vendorid }, taxes });
    expect(saved[0]!.lines[0]).toMatchObject({ itemId: first.itemId, qty: 1, store: 'WH' });

    // The order now awaits one less of its first item.
    await user.click(screen.getByRole('button', { name: 'New goods receipt' }));
    await fillField(user, field('refPoid'), '1');
    const again = await screen.findByRole('table', { name: 'What the order still awaits' }, { timeout: 8000 });
    await waitFor(() =>
      expect(within(again).getAllByRole('row')[1]).toHaveTextContent(`${first.qty}1${first.qty - 1}`),
    );
  });
});
