import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiClient } from '../../src/lib/api/api-client';
import type { ApiError } from '../../src/lib/api/api-error';
import type { Invoice } from '../../src/modules/workspace/invoices/invoice-types';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const INVOICES = '/applayout-sidebar-large/invoice';
const SEEDED_IDS = ['K7P2M', 'R4X9A', 'T2B8Q', 'W6N3C', 'H9D5L', 'M3F7V', 'Z8G1S', 'C5J4Y'];

const sent = (method: string, pathname: string) =>
  requests.filter(
    (request) => request.method === method && new URL(request.url).pathname.replace(/\/$/, '') === pathname,
  );
const bodyOf = async (request: Request) => (await request.clone().json()) as Invoice;
const rowOf = (id: string) => screen.getByRole('button', { name: id }).closest('tr')!;
const totalRow = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

async function openList() {
  await signInAs(1013, 'admin');
  const rendered = renderApp(INVOICES);
  await screen.findByRole('heading', { name: 'Invoices' }, { timeout: 8000 });
  await screen.findByText('8 invoices', {}, { timeout: 8000 });
  return rendered;
}

async function typeInto(user: UserEvent, label: string, text: string) {
  const input = control(label);
  await user.clear(input);
  await user.type(input, text);
}

/** Fills the new invoice: 2.5 x 199.99 and 1 x 0.10 at the default VAT 10 %. */
async function fillNewInvoice(user: UserEvent) {
  await screen.findByRole('heading', { name: 'New invoice' });
  await typeInto(user, 'Order number', 'ORD-9001');
  await typeInto(user, 'Bill to name', 'Ananya Deshpande');
  await typeInto(user, 'Bill to address', '22, Civil Lines{enter}Nagpur 440001');
  await typeInto(user, 'Item 1 name', 'Surgical gloves, box of 100');
  await typeInto(user, 'Item 1 quantity', '2.5');
  await typeInto(user, 'Item 1 unit price', '199.99');
  await user.click(screen.getByRole('button', { name: 'Add an item' }));
  await typeInto(user, 'Item 2 name', 'Cotton swab');
  await typeInto(user, 'Item 2 unit price', '0.10');
}

describe('invoices app', () => {
  it('creates an invoice with a fresh 5-character id and exact totals, edits its status, and deletes it', async () => {
    const { user } = await openList();
    expect(screen.getAllByRole('row')).toHaveLength(9);
    // 10 x 1749 + 10 x 899.99 = 26,489.90; VAT 10 % 2,648.99; total 29,138.89. 60 x 14.25 + 95 = 950; VAT 95; total
    // 1,045.
    expect(rowOf('C5J4Y')).toHaveTextContent('₹29,138.89');
    expect(rowOf('M3F7V')).toHaveTextContent('$1,045.00');

    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    await fillNewInvoice(user);
    expect(control('VAT %')).toHaveValue('10');
    expect(control('Bill from name')).toHaveValue('Sanjeevani Multispeciality Hospital');
    // 2.5 x 199.99 = 499.975 → 499.98; + 0.10 = 500.08; VAT 50.008 → 50.01; total 550.09.
    await waitFor(() => expect(totalRow('Subtotal')).toHaveTextContent('₹500.08'));
    expect(totalRow('VAT (10%)')).toHaveTextContent('₹50.01');
    expect(totalRow('Total')).toHaveTextContent('₹550.09');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    const heading = await screen.findByRole('heading', { name: /^Invoice [A-Za-z0-9]{5}$/ }, { timeout: 8000 });
    const posts = sent('POST', '/api/invoices');
    expect(posts).toHaveLength(1);
    const created = await bodyOf(posts[0]!);
    expect(created.id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(SEEDED_IDS.map((id) => id.toLowerCase())).not.toContain(created.id.toLowerCase());
    expect(heading).toHaveTextContent(`Invoice ${created.id}`);
    expect(created).toEqual({
      id: created.id,
      orderNumber: 'ORD-9001',
      orderStatus: 'Pending',
      orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      currency: 'INR',
      vat: 10,
      billFrom: {
        name: 'Sanjeevani Multispeciality Hospital',
        address: 'Vibhuti Khand, Gomti Nagar\nLucknow 226010\nUttar Pradesh',
      },
      billTo: { name: 'Ananya Deshpande', address: '22, Civil Lines\nNagpur 440001' },
      items: [
        { name: 'Surgical gloves, box of 100', unit: 2.5, unitPrice: 199.99 },
        { name: 'Cotton swab', unit: 1, unitPrice: 0.1 },
      ],
    });
    const items = screen.getByRole('table', { name: `Items of invoice ${created.id}` });
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('₹499.98');
    expect(totalRow('Subtotal')).toHaveTextContent('₹500.08');
    expect(totalRow('VAT (10%)')).toHaveTextContent('₹50.01');
    expect(totalRow('Total')).toHaveTextContent('₹550.09');

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await screen.findByText('9 invoices');
    expect(rowOf(created.id)).toHaveTextContent('ORD-9001');
    expect(rowOf(created.id)).toHaveTextContent('Ananya Deshpande');
    expect(rowOf(created.id)).toHaveTextContent('Pending');
    expect(rowOf(created.id)).toHaveTextContent('₹550.09');

    await user.click(screen.getByRole('button', { name: created.id }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { name: `Edit invoice ${created.id}` });
    await user.selectOptions(control('Status'), 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: `Invoice ${created.id}` }, { timeout: 8000 });
    const puts = sent('PUT', `/api/invoices/${created.id}`);
    expect(puts).toHaveLength(1);
    expect(await bodyOf(puts[0]!)).toEqual({ ...created, orderStatus: 'Delivered' });
    expect(screen.getByText('Delivered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice' });
    expect(dialog).toHaveTextContent(`Delete invoice ${created.id} (order ORD-9001) for Ananya Deshpande?`);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('8 invoices', {}, { timeout: 8000 });
    expect(sent('DELETE', `/api/invoices/${created.id}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: created.id })).not.toBeInTheDocument();
  });

  it('marks missing and wrong fields beside them and sends nothing', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    await screen.findByRole('heading', { name: 'New invoice' });
    await typeInto(user, 'Item 1 quantity', '0');
    await typeInto(user, 'Item 1 unit price', '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the order number.')).toBeVisible();
    expect(screen.getByText('Give the name of the buyer.')).toBeVisible();
    expect(screen.getByText('Give the item name.')).toBeVisible();
    expect(screen.getByText('Give a quantity above 0.')).toBeVisible();
    expect(screen.getByText('Enter an amount with at most two decimals')).toBeVisible();
    expect(control('Order number')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one item.')).toBeVisible();
    expect(sent('POST', '/api/invoices')).toHaveLength(0);
  });

  it('searches the list, and asks before leaving a changed form', async () => {
    const { user } = await openList();
    await user.type(control('Search invoices'), 'usd');
    expect(await screen.findByText('2 invoices')).toBeInTheDocument();
    expect(rowOf('T2B8Q')).toHaveTextContent('Kavya Raman, Horizon Health LLC');
    expect(rowOf('M3F7V')).toBeInTheDocument();
    await user.clear(control('Search invoices'));
    await user.type(control('Search invoices'), 'delivered ORD-2404');
    expect(await screen.findByText('1 invoice')).toBeInTheDocument();
    expect(rowOf('Z8G1S')).toHaveTextContent('Priya Banerjee');

    await user.click(screen.getByRole('button', { name: 'Z8G1S' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await typeInto(user, 'Item 2 quantity', '4');
    // 18,500 + 4 x 3,899 = 34,096; VAT 3,409.60; total 37,505.60.
    await waitFor(() => expect(totalRow('Total')).toHaveTextContent('₹37,505.60'));
    await user.click(screen.getByRole('button', { name: 'Back to the invoice' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(control('Item 2 quantity')).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Back to the invoice' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await screen.findByRole('heading', { name: 'Invoice Z8G1S' });
    expect(totalRow('Total')).toHaveTextContent('₹33,216.70');
    expect(sent('PUT', '/api/invoices/Z8G1S')).toHaveLength(0);
  });

  it('shows a clash refusal, keeps the input, and saves again under another id', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    await fillNewInvoice(user);
    server.use(
      http.post(
        '*/api/invoices',
        () => HttpResponse.json({ message: 'There is already an invoice like this one.' }, { status: 409 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is already an invoice like this one.');
    expect(control('Item 1 unit price')).toHaveValue('199.99');
    expect(control('Bill to name')).toHaveValue('Ananya Deshpande');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: /^Invoice [A-Za-z0-9]{5}$/ }, { timeout: 8000 });
    const [refused, accepted] = await Promise.all(sent('POST', '/api/invoices').map(bodyOf));
    expect(accepted!.id).not.toBe(refused!.id);
  });

  it('has the server refuse a duplicate id, a broken invoice, and an unknown one', async () => {
    await signInAs(1013, 'admin');
    const seeded = (await apiClient.get<Invoice[]>('api/invoices')).data;
    expect(seeded.map((invoice) => invoice.id).sort()).toEqual([...SEEDED_IDS].sort());
    const first = seeded.find((invoice) => invoice.id === 'C5J4Y')!;
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (failure: unknown) => failure as ApiError,
      );

    const duplicate = await refusal(apiClient.post('api/invoices/', { ...first, id: 'c5j4y' }));
    expect(duplicate?.status).toBe(409);
    expect(duplicate?.message).toBe('There is already an invoice C5J4Y: save again to get another id.');

    const broken = await refusal(
      apiClient.put('api/invoices/C5J4Y', {
        ...first,
        vat: -1,
        items: [{ name: 'Gauze', unit: 1.0005, unitPrice: 10 }],
      }),
    );
    expect(broken?.status).toBe(400);
    expect(broken?.fieldErrors).toEqual({
      vat: 'Give a VAT percent from 0 to 100.',
      'items.0.unit': 'At most 3 decimals.',
    });

    const unknown = await refusal(apiClient.delete('api/invoices/QQQQQ'));
    expect(unknown?.status).toBe(404);
    expect(unknown?.message).toBe('There is no invoice QQQQQ.');
  });
});
