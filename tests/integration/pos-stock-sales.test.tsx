import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise } from '../../src/lib/money/money';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleRequirements, StoreLot } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { currentStock } from '../../src/mocks/core/stock/stock-store';
import { server } from '../../src/mocks/node';
import { salesOf } from '../../src/mocks/core/sales/sale-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// Role queries skip the costly visibility check over the whole shell.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
const COMPANY = 1002;
const PATH = '/applayout-sidebar-large/pos/pos-stock-sales';

const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};
const onHand = async (lot: StoreLot) =>
  (await currentStock(COMPANY)).index.lots(lot.itemid, lot.store).find((row) => row.gin === lot.gin)!.milli / 1000;
const saves = () => requests.filter((request) => request.url.endsWith(`/${SALE_ENDPOINTS.save}`));

/** A B2B invoice of `qty` of the lot, saved through the backend (at 100 with GST 18% unless told). */
const saveInvoice = (partyId: string, lot: StoreLot, qty: number, line: Record<string, unknown> = {}) =>
  dataProvider.write(SALE_ENDPOINTS.save, {
    header: { saleType: 'B2B', partyId, agent: '', employee: '', remarks: '', advance: 0 },
    lines: [
      {
        store: lot.store,
        itemId: lot.itemid,
        gin: lot.gin,
        qty,
        rat: 100,
        discPer: 0,
        taxCode: 'GST18',
        refSoid: null,
        refSoLine: null,
        ...line,
      },
    ],
    traCheck: 1,
  });

async function setting() {
  await signInAs(COMPANY, 'admin');
  const needs = await dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements);
  const customer = needs.customers.find((row) => row.gstin && row.creditAmount > 0 && row.agent)!;
  const lot = needs.lots.find((row) => row.available >= 5)!;
  const item = needs.items.find((row) => row.itemid === lot.itemid)!;
  return { needs, customer, lot, item };
}

type User = ReturnType<typeof renderApp>['user'];

/** Fills a B2B invoice of `qty` of the lot at `rate` with GST 18%. */
async function fillInvoice(user: User, customer: string, lot: StoreLot, qty: string, rate?: string) {
  await user.selectOptions(await screen.findByLabelText('Customer', undefined, { timeout: 8000 }), customer);
  await user.selectOptions(screen.getByLabelText('Store'), lot.store);
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  await user.selectOptions(screen.getByLabelText('Item, line 1'), lot.itemid);
  await user.selectOptions(screen.getByLabelText('Batch, line 1'), lot.gin);
  await user.type(screen.getByLabelText('Quantity, line 1'), qty);
  if (rate !== undefined) {
    await user.clear(screen.getByLabelText('Rate, line 1'));
    await user.type(screen.getByLabelText('Rate, line 1'), rate);
  }
  await user.selectOptions(screen.getByLabelText('Tax, line 1'), 'GST18');
}

describe('stock sales on screen (/pos/pos-stock-sales)', () => {
  it('marks what is missing and a quantity beyond the batch beside the fields, sending nothing', async () => {
    const { customer, lot, item } = await setting();
    const { user } = renderApp(`${PATH}?record=new`);
    await screen.findByRole('heading', { name: 'New sale invoice' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText('Choose the customer')).toBeInTheDocument();
    expect(screen.getByText('Add at least one line')).toBeInTheDocument();
    await fillInvoice(user, customer.code, lot, String(lot.available + 1));
    expect(screen.getByLabelText('Sale type')).toHaveValue('B2B');
    expect(screen.getByLabelText('Agent')).toHaveValue(customer.agent);
    const problem = `Only ${lot.available} ${item.um} of ${item.itemname} is in stock`;
    expect(screen.getByText(new RegExp(problem))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity, line 1')).toHaveAccessibleDescription(expect.stringContaining(problem)),
    );
    expect(saves()).toHaveLength(0);
  });

  it('shows the server’s refusal (credit past the limit) with the input kept, then saves once', async () => {
    const { customer, lot } = await setting();
    const { user } = renderApp(`${PATH}?record=new`);
    await fillInvoice(user, customer.code, lot, '1', String(customer.creditAmount));
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The credit limit of ${customer.name} is`);
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue('1');
    expect(screen.getByLabelText('Customer')).toHaveValue(customer.code);
    await user.clear(screen.getByLabelText('Rate, line 1'));
    await user.type(screen.getByLabelText('Rate, line 1'), '100');
    // 100 + CGST 9 + SGST 9.
    expect(
      within(screen.getByRole('table', { name: 'Invoice figures' })).getByRole('row', { name: /^Invoice total/ }),
    ).toHaveTextContent('118.00');
    await user.dblClick(screen.getByRole('button', { name: 'Save invoice' }));
    expect(
      await screen.findByRole('heading', { name: /^Invoice SAL\d{4}-00001/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Invoice SAL\d{4}-00001 saved\.$/)).toBeInTheDocument();
    expect(saves()).toHaveLength(2);
    expect(await salesOf(COMPANY)).toHaveLength(1);
  });

  it('prints the tax invoice and the gate pass; the gate clears it only with its pass code', async () => {
    const { customer, lot } = await setting();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const saved = await saveInvoice(customer.code, lot, 2);
    const { user } = renderApp(`${PATH}?open=${String(saved.recordId)}`);
    await user.click(await screen.findByRole('button', { name: 'Print invoice' }, { timeout: 8000 }));
    const paper = await screen.findByRole('article', { name: `Invoice ${String(saved.seq)}` });
    expect(within(paper).getByText(`Tax invoice ${String(saved.seq)}`)).toBeInTheDocument();
    expect(within(paper).getByText(`Buyer’s GSTIN ${customer.gstin}`)).toBeInTheDocument();
    expect(within(paper).getByText('996334')).toBeInTheDocument();
    expect(within(paper).getByText('CGST 9% on 200.00')).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Back to the invoice' }));
    expect(await screen.findByRole('button', { name: 'Reprint invoice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print gate pass' }));
    const code = (await salesOf(COMPANY))[0]!.header.passCode;
    expect(await screen.findByText(code)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the invoice' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Pending dispatches' }));
    await user.click(await screen.findByRole('button', { name: `Clear ${String(saved.seq)} at the gate` }));
    const dialog = await screen.findByRole('dialog');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    await user.type(within(dialog).getByLabelText('Pass code'), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Let the goods out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The pass code does not match');
    expect(within(dialog).getByLabelText('Pass code')).toHaveValue(wrong);
    await user.clear(within(dialog).getByLabelText('Pass code'));
    await user.type(within(dialog).getByLabelText('Pass code'), code.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: 'Let the goods out' }));
    expect(await screen.findByText('No goods are waiting at the gate.')).toBeInTheDocument();
    expect(await screen.findByText(`${String(saved.seq)} has left through the gate.`)).toBeInTheDocument();
    expect((await salesOf(COMPANY))[0]!.header.passCodeCheck).toBe(-1);
    // Each code typed is its own attempt with its own Idempotency-Key (a retry of one after no answer is answered as
    // the first).
    const keys = requests
      .filter((request) => request.url.endsWith(`/${SALE_ENDPOINTS.clearDispatch}`))
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys.every(Boolean) && keys[0] !== keys[1]).toBe(true);
  });

  it.each([
    ['the tax invoice', 'print'],
    ['the gate pass', 'gatepass'],
  ])(
    'shows the server’s words when %s to print cannot be read, not that the invoice does not exist',
    async (_paper, param) => {
      const { customer, lot } = await setting();
      const saved = await saveInvoice(customer.code, lot, 1);
      server.use(
        http.post(`*/${SALE_ENDPOINTS.get}`, () =>
          HttpResponse.json({ message: 'The invoices are being reindexed' }, { status: 400 }),
        ),
      );
      renderApp(`${PATH}?${param}=${String(saved.recordId)}`);
      expect(
        await screen.findByText('The invoices are being reindexed', undefined, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByText(/There is no invoice/)).toBeNull();
    },
  );

  it('cancels an invoice with a reason: the stock comes back and the books still agree', async () => {
    const { customer, lot } = await setting();
    const before = await onHand(lot);
    const saved = await saveInvoice(customer.code, lot, 3, { rat: 80, discPer: 5, taxCode: 'GST5' });
    expect(await onHand(lot)).toBe(before - 3);
    expect(await balanced()).toBe(true);
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: `Open ${String(saved.seq)}` }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer refused the goods');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText('Cancelled', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('Customer refused the goods')).toBeInTheDocument();
    expect(await screen.findByText(`Invoice ${String(saved.seq)} cancelled.`)).toBeInTheDocument();
    expect(await onHand(lot)).toBe(before);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === saved.seq)).toBe(false);
    expect(await balanced()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Print invoice' })).toBeNull();
  });
});
