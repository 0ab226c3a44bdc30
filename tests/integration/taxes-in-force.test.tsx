import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ResourceRecord } from '../../src/engine/resource';
import { recordFromAnswer, recordToWire } from '../../src/engine/wire-shape';
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
function order(dat: string, taxcode: string): ResourceRecord {
  return {
    ...PURCHASE_ORDERS.example,
    dat,
    vendorid: 'SUP-002',
    lines: [{ itemId: 'ITM-0001', itemDescription: '', qty: 2, um: '', rat: 100, amount: null, reqdBy: '' }],
    taxLines: [{ taxcode, taxper: null, taxvalue: null }],
  };
}
const save = (record: ResourceRecord, traCheck: 1 | 2) =>
  dataProvider.write(PURCHASE_ORDERS.endpoints.save, { ...recordToWire(PURCHASE_ORDERS, record), traCheck });

describe('taxes in force on the document date', () => {
  it('the demo backend refuses a new order with a withdrawn tax, takes it on a date it was in force, and an old order keeps it', async () => {
    await signInAs(1010, 'admin');
    await expect(save(order(today, 'GST12-C'), 1)).rejects.toThrow(`Tax GST12-C is not in force on ${today}`);
    await expect(save(order(today, 'GST18-C'), 1)).resolves.toMatchObject({ result: 'OK' });

    const old = await save(order('2025-09-01', 'GST12-C'), 1);
    const stored = recordFromAnswer(
      PURCHASE_ORDERS,
      await dataProvider.get<Record<string, unknown>>(PURCHASE_ORDERS.endpoints.get!, String(old.recordId)),
    )!;
    expect((stored.taxLines as ResourceRecord[])[0]).toMatchObject({ taxcode: 'GST12-C', taxper: 6 });
    await expect(save({ ...stored, terms: [{ term: 'Delivered to the back gate' }] }, 2)).resolves.toMatchObject({
      result: 'OK',
    });
    await expect(save({ ...stored, dat: today }, 2)).rejects.toThrow('Tax GST12-C is not in force');
  });

  it('the order form offers only the taxes in force on its date', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(ORDERS);
    await user.click(await screen.findByRole('button', { name: 'New purchase order' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New purchase order' });
    await fillField(user, field('dat'), today);
    await user.click(screen.getByRole('button', { name: 'Add a line to taxes' }));
    const main = document.getElementById('main-content') ?? document.body;
    await user.click(control('Tax, line 1'));
    await user.type(control('Tax, line 1'), 'GST');
    expect(await within(main).findByRole('option', { name: /\(GST18-C\)$/ })).toBeInTheDocument();
    expect(within(main).queryByRole('option', { name: /\(GST12-C\)$/ })).toBeNull();
    expect(within(main).queryByRole('option', { name: /\(GST28-I\)$/ })).toBeNull();
  });
});
