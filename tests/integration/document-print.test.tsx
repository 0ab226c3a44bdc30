import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ResourceRecord } from '../../src/engine/resource';
import { recordFromAnswer } from '../../src/engine/wire-shape';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { SUPPLIERS } from '../../src/modules/procurement/resources/suppliers';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
// The screens' modules load before the clock of the first find starts (a busy machine takes seconds).
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const today = format(new Date(), 'yyyy-MM-dd');
// The seeded orders are of October and November 2026; the list shows a period's.
const ORDERS = `/applayout-sidebar-large/procurement/pur-stock-orders?from=2026-10-01&to=${today}`;
const ITEMS = PURCHASE_ORDERS.fields
  .find((field) => field.name === 'lines')!
  .lines!.find((field) => field.name === 'itemId')!.reference!;

describe('a printed purchase order', () => {
  it("shows the supplier's name and address and the items' names, not their codes nor the office's own figures", async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(1010, 'admin');
    const [order] = await dataProvider.report<ResourceRecord[]>(PURCHASE_ORDERS.endpoints.list, {
      frmDate: '01-Oct-2026',
      toDate: format(new Date(), 'dd-MMM-yyyy'),
      ...PURCHASE_ORDERS.listPeriod,
    });
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
    // The supplier's copy: no column of the office's request numbers, no count of prints.
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Description', 'Quantity', 'Unit', 'Rate', 'Amount', 'Required by']);
    expect(screen.queryByText('Times printed')).toBeNull();
  });
});
