import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ResourceRecord } from '../../src/engine/resource';
import { recordFromAnswer } from '../../src/engine/wire-shape';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { SUPPLIERS } from '../../src/modules/procurement/resources/suppliers';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

setupDemoServer();
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ORDERS = '/applayout-sidebar-large/procurement/pur-stock-orders';
const ITEMS = PURCHASE_ORDERS.fields
  .find((field) => field.name === 'lines')!
  .lines!.find((field) => field.name === 'itemId')!.reference!;

describe('a printed purchase order', () => {
  it("shows the supplier's name and address and the items' names, not their codes", async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(1010, 'admin');
    const [order] = await dataProvider.list<ResourceRecord>(PURCHASE_ORDERS.endpoints.list);
    const number = String(order!.seq);
    const full = recordFromAnswer(
      PURCHASE_ORDERS,
      await dataProvider.get<Record<string, unknown>>(PURCHASE_ORDERS.endpoints.get!, String(order!.recordId)),
    )!;
    const supplier = (await dataProvider.list<ResourceRecord>(SUPPLIERS.endpoints.list)).find(
      (row) => row.code === order!.vendorid,
    )!;
    const address = ((supplier.addresses ?? []) as ResourceRecord[])[0]!;
    const itemCode = String(((full.lines ?? []) as ResourceRecord[])[0]!.itemId);
    const item = (await dataProvider.list<ResourceRecord>(ITEMS.endpoint)).find(
      (row) => String(row[ITEMS.key]) === itemCode,
    )!;

    const { user } = renderApp(ORDERS);
    const cell = await screen.findByRole('cell', { name: number }, { timeout: 8000 });
    const row = cell.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: new RegExp(`^(Re)?print ${number}$`, 'i') }));
    expect(await screen.findByRole('heading', { name: `Purchase order ${number}` })).toBeVisible();

    const party = await screen.findByLabelText('Supplier', { selector: 'address' });
    expect(party).toHaveTextContent(String(supplier.name));
    expect(party).toHaveTextContent(String(address.address));
    expect(party).toHaveTextContent(String(address.city));
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(await within(lines).findByRole('cell', { name: String(item.name) })).toBeVisible();
    expect(within(lines).queryByRole('cell', { name: itemCode })).toBeNull();
  });
});
