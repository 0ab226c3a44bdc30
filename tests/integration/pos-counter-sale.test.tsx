import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { deleteDB } from 'idb';
import { getQueryClient } from '../../src/app/query-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { resetOutboxMemoryForTests } from '../../src/lib/offline/outbox';
import { OUTBOX_DB_NAME } from '../../src/lib/offline/outbox-db';
import { POS } from '../../src/menus/catalogue/pos';
import { COUNTER_ENDPOINTS as API, COUNTER_KEY } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterRequirements } from '../../src/modules/pos/counter/domain/counter-types';
import { BACKEND_DOWN_KEY } from '../../src/mocks/core/fault-switch';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { counterSalesOf } from '../../src/mocks/pos/counter/counter-sale-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
afterEach(async () => {
  // The screen goes before the outbox it watches (this hook runs before the demo server's).
  cleanup();
  localStorage.removeItem(BACKEND_DOWN_KEY);
  await resetOutboxMemoryForTests();
  await deleteDB(OUTBOX_DB_NAME);
});

const SHOP = 1015;
/** Waits for what comes after the server's answer (the machine may be busy). */
const SLOW = { timeout: 10_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openCounter(path: string) {
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const needs = await dataProvider.report<CounterRequirements>(API.requirements, {});
  const byName = (name: string) => needs.items.find((item) => item.name === name)!;
  const dal = byName('Toor dal 1 kg');
  const stock = needs.stock.find((row) => row.item === dal.code)!;
  const barcode = needs.codes.find((row) => row.item === dal.code)!.code;
  const view = renderApp(`/applayout-sidebar-large/${path}`);
  const entry = await screen.findByRole('combobox', { name: 'Code, barcode or name' }, SLOW);
  return { ...view, needs, byName, dal, stock, barcode, entry };
}
const lines = () => screen.getByRole('table', { name: 'Sale lines' });
const quantities = () =>
  within(lines())
    .getAllByRole('textbox')
    .map((box) => [box.getAttribute('aria-label')!.replace('Quantity of ', ''), (box as HTMLInputElement).value]);

describe('counter sales, keyboard (/pos/sale-classy)', () => {
  it('rings up by barcode, code, quantity and name, edits by keyboard, refuses goods beyond stock keeping the lines, then bills and settles cash with change', async () => {
    await signInAs(SHOP, 'admin');
    const { user, byName, dal, stock, barcode, entry } = await openCounter(POS.saleClassy.path);
    expect(screen.getByRole('heading', { name: 'Sales (classic)' })).toBeInTheDocument();
    const rice = byName('Sona masoori rice 5 kg');
    const sugar = byName('Sugar 1 kg');

    // A scan is the barcode and Enter: one each time, on one line.
    await user.type(entry, `${barcode}{Enter}`);
    await user.type(entry, `${barcode}{Enter}`);
    await user.type(entry, `3*${rice.code.toLowerCase()}{Enter}`);
    expect(quantities()).toEqual([
      ['Toor dal 1 kg', '2'],
      [rice.name, '3'],
    ]);
    // A name searches; Enter adds the first match; + and - on the selected line; arrows and Delete.
    await user.type(entry, 'sugar 1');
    expect(await screen.findByRole('option', { name: new RegExp(`^${escape(sugar.name)}`) }, SLOW)).toBeInTheDocument();
    await user.keyboard('{Enter}++-');
    expect(quantities()).toEqual([
      ['Toor dal 1 kg', '2'],
      [rice.name, '3'],
      [sugar.name, '2'],
    ]);
    await user.keyboard('{ArrowUp}{Delete}');
    expect(quantities()).toEqual([
      ['Toor dal 1 kg', '2'],
      [sugar.name, '2'],
    ]);
    // The quantity box, then a misread scan refused by name.
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.type(entry, `${barcode}{Enter}`);
    expect(quantities()[0]).toEqual(['Toor dal 1 kg', '4']);
    const misread = `${barcode.slice(0, -1)}${(Number(barcode.at(-1)) + 1) % 10}`;
    await user.type(entry, `${misread}{Enter}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(`${misread} is not a whole barcode`);

    // More than the store holds: the counter warns, the server refuses with the item's name, the lines stay.
    const tooMany = String(stock.onHand + 1);
    await user.clear(screen.getByLabelText('Quantity of Toor dal 1 kg'));
    await user.type(screen.getByLabelText('Quantity of Toor dal 1 kg'), tooMany);
    expect(screen.getByRole('list', { name: 'Stock warnings' })).toHaveTextContent(
      `Toor dal 1 kg: only ${stock.onHand} PKT`,
    );
    await user.click(entry);
    await user.keyboard('{F8}');
    let dialog = await screen.findByRole('dialog', { name: 'Settle bill (number pending)' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    const refusal = `Toor dal 1 kg: only ${stock.onHand} PKT in ${stock.storeName}, the bill asks ${tooMany} PKT.`;
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(quantities()).toEqual([
      ['Toor dal 1 kg', tooMany],
      [sugar.name, '2'],
    ]);
    expect((await billsOf(SHOP)).size).toBe(0);

    // Within stock: cash handed over, change given, the bill printed with its number.
    await user.clear(screen.getByLabelText('Quantity of Toor dal 1 kg'));
    await user.type(screen.getByLabelText('Quantity of Toor dal 1 kg'), '2');
    await user.click(screen.getByRole('button', { name: 'Bill and settle (F8)' }));
    dialog = await screen.findByRole('dialog', { name: 'Settle bill (number pending)' }, SLOW);
    await user.type(within(dialog).getByLabelText('Cash handed over (₹)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    const printed = await screen.findByRole('dialog', { name: /^Bill CA\d\d-000001$/ }, SLOW);
    const [bill] = [...(await billsOf(SHOP)).values()];
    expect(bill).toMatchObject({
      status: 'SETTLED',
      tableNo: '',
      lines: [
        expect.objectContaining({ itemId: dal.code, qty: 2 }),
        expect.objectContaining({ itemId: sugar.code, qty: 2 }),
      ],
    });
    expect(within(printed).getByRole('status')).toHaveTextContent(/^Change to give ₹/);
    expect(within(printed).getByRole('article', { name: `Bill ${bill!.seq} for printing` })).toHaveTextContent(
      'Counter sale',
    );
    await waitFor(() => expect(window.print).toHaveBeenCalled(), SLOW);
    await user.click(within(printed).getByRole('button', { name: 'Close the bill' }));
    expect(await screen.findByText('Nothing rung up yet: scan or find an item.', {}, SLOW)).toBeInTheDocument();
  });

  it('refuses credit above the customer’s limit in the settle dialog; on credit within it the bill names the customer', async () => {
    await signInAs(SHOP, 'staff');
    const { user, needs, byName, entry } = await openCounter(POS.saleClassy.path);
    const buyer = needs.customers.find((row) => row.creditLimit === 5000)!;
    const rice = byName('Sona masoori rice 5 kg');
    await user.selectOptions(screen.getByLabelText('Customer'), buyer.code);
    await user.type(entry, `20*${rice.code}{Enter}`);
    await user.keyboard('{F8}');
    let dialog = await screen.findByRole('dialog', { name: 'Settle bill (number pending)' }, SLOW);
    await user.click(within(dialog).getByLabelText('Credit'));
    const customer = within(dialog).getByLabelText('Customer');
    expect(
      within(customer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', `${buyer.name} (${buyer.mobile})`]);
    await user.selectOptions(customer, buyer.code);
    expect(within(dialog).getByRole('list', { name: 'Settlement problems' })).toHaveTextContent(
      `Credit: ${buyer.name}'s credit limit is 5,000.00`,
    );
    expect(within(dialog).getByRole('button', { name: 'Settle' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.clear(screen.getByLabelText(`Quantity of ${rice.name}`));
    await user.type(screen.getByLabelText(`Quantity of ${rice.name}`), '2');
    await user.keyboard('{F8}');
    dialog = await screen.findByRole('dialog', { name: 'Settle bill (number pending)' }, SLOW);
    await user.click(within(dialog).getByLabelText('Credit'));
    await user.selectOptions(within(dialog).getByLabelText('Customer'), buyer.code);
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    const printed = await screen.findByRole('dialog', { name: /^Bill CA/ }, SLOW);
    expect(within(printed).getByRole('article')).toHaveTextContent(`Customer: ${buyer.name}`);
    expect((await counterSalesOf(SHOP)).map((sale) => sale.customer)).toEqual([buyer.code]);
  });

  it('keeps selling on what it read when a later read of its requirements gets no answer', async () => {
    await signInAs(SHOP, 'admin');
    const { user, barcode, entry } = await openCounter(POS.saleClassy.path);
    localStorage.setItem(BACKEND_DOWN_KEY, '1');
    await act(() => getQueryClient().refetchQueries({ queryKey: [COUNTER_KEY, 'requirements'] }));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(entry, `${barcode}{Enter}`);
    expect(quantities()).toHaveLength(1);
  });

  it('while the server does not answer, keeps the sale on the device, prints it provisional, sends it by itself and offers the numbered copy', async () => {
    await signInAs(SHOP, 'admin');
    const { user, dal, barcode, entry } = await openCounter(POS.saleClassy.path);
    await user.type(entry, `${barcode}{Enter}`);
    localStorage.setItem(BACKEND_DOWN_KEY, '1');
    await user.keyboard('{F8}');
    const dialog = await screen.findByRole('dialog', { name: 'Settle bill (number pending)' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    const printed = await screen.findByRole('dialog', { name: 'Bill (number pending)' }, SLOW);
    expect(within(printed).getByText(/The server did not answer: the sale is kept on this device/)).toBeInTheDocument();
    expect(within(printed).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Provisional bill: its number follows',
    );
    // The amount in words, as Indian bills print it.
    expect(
      within(printed).getByText(/^Rupees [A-Z][a-z]+( [A-Z][a-z]+)*( and [A-Z][a-z]+( [A-Z][a-z]+)* Paise)? Only$/),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 waiting to send', {}, SLOW)).toBeInTheDocument();
    localStorage.removeItem(BACKEND_DOWN_KEY);
    await waitFor(
      async () => expect([...(await billsOf(SHOP)).values()].map((bill) => bill.lines[0]!.itemId)).toEqual([dal.code]),
      { timeout: 10_000 },
    );
    // Delivered: the open slip takes the server's number and offers the numbered copy.
    const [bill] = [...(await billsOf(SHOP)).values()];
    const numbered = await screen.findByRole('dialog', { name: `Bill ${bill!.seq}` }, SLOW);
    expect(within(numbered).getByText(`The server numbered this bill ${bill!.seq}.`)).toBeInTheDocument();
    expect(within(numbered).getByRole('article', { name: `Bill ${bill!.seq} for printing` })).toBeInTheDocument();
    expect(within(numbered).getByRole('heading', { level: 3 })).toHaveTextContent(`Bill ${bill!.seq}`);
    expect(within(numbered).queryByText(/The server did not answer/)).not.toBeInTheDocument();
    vi.mocked(window.print).mockClear();
    await user.click(within(numbered).getByRole('button', { name: 'Print the numbered copy' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1), SLOW);
    await user.click(within(numbered).getByRole('button', { name: 'Close the bill' }));
    await waitFor(() => expect(screen.queryByText('1 waiting to send')).not.toBeInTheDocument());
  });
});

describe('counter sales, touch (/pos/sale-stylish, /pos/pos-billing-stylish)', () => {
  it('rings up from group and item tiles, + and - on a line, and settles by UPI with its QR code', async () => {
    await signInAs(SHOP, 'admin');
    const { user, byName } = await openCounter(POS.posBillingStylish.path);
    expect(screen.getByRole('heading', { name: 'Billing (stylish)' })).toBeInTheDocument();
    const chips = byName('Salted potato chips 52 g');
    await user.click(
      within(screen.getByRole('list', { name: 'Item groups' })).getByRole('button', {
        name: new RegExp(`^${escape(chips.groupName)} \\d+ items$`),
      }),
    );
    await user.click(screen.getByRole('button', { name: new RegExp(`^Add ${escape(chips.name)}, ₹`) }));
    await user.click(screen.getByRole('button', { name: `More ${chips.name}` }));
    await user.click(screen.getByRole('button', { name: `More ${chips.name}` }));
    await user.click(screen.getByRole('button', { name: `Less ${chips.name}` }));
    expect(quantities()).toEqual([[chips.name, '2']]);
    await user.click(screen.getByRole('button', { name: 'Bill and settle (F8)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle bill (number pending)' }, SLOW);
    await user.click(within(dialog).getByLabelText('UPI'));
    expect(await within(dialog).findByRole('img', { name: /UPI/ }, SLOW)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('UPI reference'), 'UTR123456');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await screen.findByRole('dialog', { name: /^Bill CA/ }, SLOW);
    expect([...(await billsOf(SHOP)).values()][0]).toMatchObject({
      user: 'admin',
      tenders: [expect.objectContaining({ mode: 'UPI', reference: 'UTR123456' })],
    });
  }, 60_000);
});
