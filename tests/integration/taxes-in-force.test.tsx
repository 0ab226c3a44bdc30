import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ResourceRecord } from '../../src/engine/resource';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs } from './support/render-app';

setupDemoServer();
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const today = format(new Date(), 'yyyy-MM-dd');
const ORDERS = '/applayout-sidebar-large/procurement/pur-stock-orders';
const field = (name: string) => PURCHASE_ORDERS.fields.find((candidate) => candidate.name === name)!;

/** A purchase order of one line, with the given tax, on the given date. */
function order(orderDate: string, tax: string, number = ''): ResourceRecord {
  return {
    ...PURCHASE_ORDERS.example,
    number,
    orderDate,
    supplier: 'SUP-002',
    lines: [{ item: 'ITM-0001', description: '', quantity: 2, rate: 100, amount: null, requiredBy: '' }],
    taxes: [{ tax, percent: null, value: null }],
  };
}
const save = (record: ResourceRecord, traCheck: 1 | 2) => dataProvider.save(PURCHASE_ORDERS.endpoints.save, PURCHASE_ORDERS.entity!, record, traCheck);

describe('taxes in force on the document date', () => {
  it('the demo backend refuses a new order with a withdrawn tax, takes it on a date it was in force, and an old order keeps it', async () => {
    await signInAs(1010, 'admin');
    await expect(save(order(today, 'GST12-C'), 1)).rejects.toThrow(`Tax GST12-C is not in force on ${today}`);
    await expect(save(order(today, 'GST18-C'), 1)).resolves.toMatchObject({ result: 'OK' });

    const old = await save(order('2025-09-01', 'GST12-C'), 1);
    const number = String(old.recordId);
    const stored = (await dataProvider.get<ResourceRecord>(PURCHASE_ORDERS.endpoints.get!, number))!;
    expect((stored.taxes as ResourceRecord[])[0]).toMatchObject({ tax: 'GST12-C', percent: 6 });
    await expect(save({ ...stored, terms: 'Delivered to the back gate' }, 2)).resolves.toMatchObject({ result: 'OK' });
    await expect(save({ ...stored, orderDate: today }, 2)).rejects.toThrow('Tax GST12-C is not in force');
  }, 30_000);

  it('the order form offers only the taxes in force on its date', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(ORDERS);
    await user.click(await screen.findByRole('button', { name: 'New purchase order' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New purchase order' });
    await fillField(user, field('orderDate'), today);
    await user.click(screen.getByRole('button', { name: 'Add a line to taxes' }));
    const main = document.getElementById('main-content') ?? document.body;
    await user.click(control('Tax, line 1'));
    await user.type(control('Tax, line 1'), 'GST');
    expect(await within(main).findByRole('option', { name: /\(GST18-C\)$/ })).toBeInTheDocument();
    expect(within(main).queryByRole('option', { name: /\(GST12-C\)$/ })).toBeNull();
    expect(within(main).queryByRole('option', { name: /\(GST28-I\)$/ })).toBeNull();
  }, 30_000);
});
