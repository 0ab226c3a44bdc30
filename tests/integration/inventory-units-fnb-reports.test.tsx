import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { ReportResult, ReportRow } from '../../src/engine/report/report';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { itemIdOf } from '../../src/mocks/inventory/seeds/item-ingredients';
import { ITEMS } from '../../src/modules/inventory/resources/items';
import { UNIT_FNB_ENDPOINTS as E } from '../../src/modules/inventory/stock-reports/unit-fnb-reports';
import { STOCK_ENDPOINTS } from '../../src/modules/inventory/stock-transactions/tra-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/inventory';
const today = format(new Date(), 'yyyy-MM-dd');
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(`/${endpoint}`))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );
const report = (endpoint: string, parameters: Record<string, unknown>) =>
  dataProvider.report<ReportResult>(endpoint, parameters);

// Company 1010 (restaurant): Paneer is an ingredient of Paneer tikka, a starter on the menus of the main dining and
// family hall (their kitchen draws from the kitchen store KIT) and of the bar (which draws from the bar store).
const PANEER = itemIdOf('food', 'Paneer');
const rowOf = (result: ReportResult, service: string): ReportRow | undefined =>
  result.rows.find((row) => row.service === service && row.itemid === PANEER);

describe('F&B-wise closing stock', () => {
  it('shows what each service’s recipes use from its kitchen’s store, shared stock once in the total', async () => {
    const session = await signInAs(1010, 'admin');
    const before = await report(E.fnbClosingStock, { toDate: today });
    const had = (service: string) => rowOf(before, service) ?? { qty: 0, value: 0 };

    await dataProvider.write(STOCK_ENDPOINTS.save, {
      header: { traType: 'Sameple In', dat: today, descriptio: 'Paneer for the report' },
      lines: [{ sno: 1, itemId: PANEER, qtyin: 2.5, qtyout: 0, store: 'KIT', rate: 400 }],
    });

    const after = await report(E.fnbClosingStock, { toDate: today });
    for (const service of ['Main dining (DIN)', 'Family hall (FAM)']) {
      const row = rowOf(after, service)!;
      expect(row).toMatchObject({ store: 'Kitchen store', itemname: 'Paneer', um: 'KG' });
      expect(Number(row.qty)).toBeCloseTo(Number(had(service).qty) + 2.5, 3);
      expect(Number(row.value)).toBeCloseTo(Number(had(service).value) + 1000, 2);
      expect(Number(row.rat)).toBeCloseTo(Number(row.value) / Number(row.qty), 2);
    }
    expect(rowOf(after, 'Bar and lounge (BAR)')).toEqual(rowOf(before, 'Bar and lounge (BAR)'));
    // Listed under several services, the 1,000 rupees of paneer enter the total once.
    expect(after.totals.value! - before.totals.value!).toBeCloseTo(1000, 2);
    const dining = after.groups!.find((group) => group.key === 'Main dining (DIN)')!;
    const diningRows = after.rows.filter((row) => row.service === 'Main dining (DIN)');
    expect(dining.count).toBe(diningRows.length);
    expect(dining.totals.value).toBeCloseTo(
      diningRows.reduce((sum, row) => sum + Number(row.value), 0),
      2,
    );
    requests.length = 0;

    renderApp(`${ROOT}/inv-rep-fnb-closing-stock?p.toDate=${today}`);
    const table = await screen.findByRole('table', { name: 'F&B-wise closing stock' }, { timeout: 8000 });
    const heading = within(table)
      .getAllByRole('rowheader')
      .find((cell) => cell.textContent?.startsWith('F&B service: Main dining (DIN)'))!;
    expect(heading).toHaveTextContent(`F&B service: Main dining (DIN) (${diningRows.length})`);
    const paneer = within(heading.closest('tbody')!).getByRole('cell', { name: 'Paneer' }).closest('tr')!;
    expect(paneer).toHaveTextContent('Kitchen store');
    expect(rupees(paneer.lastElementChild?.textContent)).toBeCloseTo(
      Number(rowOf(after, 'Main dining (DIN)')!.value),
      2,
    );
    expect(rupees(table.querySelector('tr.report-total')?.lastElementChild?.textContent)).toBeCloseTo(
      after.totals.value!,
      2,
    );
    expect(await bodiesTo(E.fnbClosingStock)).toEqual([{ toDate: today, usr: session.usr }]);
  });

  it('refuses a user without the report right', async () => {
    await signInAs(1010, 'staff');
    const refused = await report(E.fnbClosingStock, { toDate: today }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});

describe('list of units', () => {
  it('lists each unit with the items counted in it and the conversions the items define', async () => {
    const session = await signInAs(1002, 'admin');
    const items = await dataProvider.list<{ unit: string; units?: Array<{ unit: string; factor: number }> }>(
      ITEMS.endpoints.list,
    );
    const result = await report(E.units, {});
    const counted = (unit: string) => items.filter((item) => item.unit === unit).length;
    const converting = (unit: string, factor: number) =>
      items.filter((item) => item.units?.some((other) => other.unit === unit && other.factor === factor)).length;
    const nos = result.rows.filter((row) => row.code === 'NOS');
    expect(nos.map((row) => row.stockItems)).toEqual(nos.map(() => counted('NOS')));
    // Company 1002 (retail): paper carry bags are also counted in boxes of 100.
    const boxes = result.rows.find((row) => row.code === 'BOX' && row.conversion === '1 BOX = 100 NOS')!;
    expect(boxes.items).toBe(converting('BOX', 100));
    expect(boxes.items).toBeGreaterThan(0);
    expect(result.rows.find((row) => row.code === 'TON')).toMatchObject({ active: 'No', conversion: '', items: 0 });
    requests.length = 0;

    renderApp(`${ROOT}/inv-keyrep-units`);
    const table = await screen.findByRole('table', { name: 'List of units' }, { timeout: 8000 });
    const row = within(table).getByRole('cell', { name: '1 BOX = 100 NOS' }).closest('tr')!;
    expect(row).toHaveTextContent('Boxes');
    expect(await bodiesTo(E.units)).toEqual([{ usr: session.usr }]);
  });
});
