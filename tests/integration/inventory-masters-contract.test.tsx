import { configure, screen, waitFor } from '@testing-library/react';
import { recordToWire } from '../../src/engine/wire-shape';
import { dataProvider } from '../../src/lib/api/data-provider';
import { DEPARTMENTS } from '../../src/modules/inventory/resources/departments';
import { ITEM_GROUPS } from '../../src/modules/inventory/resources/item-groups';
import { OPENING_STOCK } from '../../src/modules/inventory/resources/opening-stock';
import { STORES } from '../../src/modules/inventory/resources/stores';
import { UNITS_OF_MEASURE } from '../../src/modules/inventory/resources/units-of-measure';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const sentTo = (route: string) => requests.filter((request) => request.url.endsWith(`/${route}`));

describe('the inventory masters on the contract’s routes', () => {
  it.each([
    ['inv-uom', 'api/inventory/GetInventoryUnits', UNITS_OF_MEASURE.endpoints.list],
    ['inv-item-groups', 'api/invgroups/GetInvItemGroups', ITEM_GROUPS.endpoints.list],
    ['inv-opening-items', 'api/invOpening/getInvOpeningStocks', OPENING_STOCK.endpoints.list],
  ])('/inventory/%s lists through %s, the user as the body', async (path, route, declared) => {
    expect(declared).toBe(route);
    const session = await signInAs(1002, 'admin');
    renderApp(`/applayout-sidebar-large/inventory/${path}`);
    await waitFor(() => expect(sentTo(route)).not.toHaveLength(0), { timeout: 30_000 });
    expect(await sentTo(route)[0]!.clone().json()).toEqual(session.usr);
    expect((await screen.findAllByRole('row', undefined, { timeout: 30_000 })).length).toBeGreaterThan(1);
  });

  it('saves a store and a department under the model’s names, and reads them back as the form holds them', async () => {
    const session = await signInAs(1002, 'admin');
    await dataProvider.write(STORES.endpoints.save, { ...recordToWire(STORES, STORES.example), traCheck: 1 });
    expect(await sentTo(STORES.endpoints.save)[0]!.clone().json()).toEqual({
      store: {
        storeCode: 'SPR-01',
        storeName: 'Spares store',
        storeIncharge: 'Joseph Mathew',
        storeType: 'SUB',
        mobile: '9847061234',
        location: 'Basement, near the service lift',
        negativeStock: false,
        active: true,
      },
      traCheck: 1,
      usr: session.usr,
    });
    const stores = await dataProvider.list<Record<string, unknown>>(STORES.endpoints.list);
    expect(stores.find((row) => row.code === 'SPR-01')).toMatchObject({
      name: 'Spares store',
      inCharge: 'Joseph Mathew',
    });

    await dataProvider.write(DEPARTMENTS.endpoints.save, {
      ...recordToWire(DEPARTMENTS, { ...DEPARTMENTS.example, store: 'SPR-01' }),
      traCheck: 1,
    });
    const sent = (await sentTo(DEPARTMENTS.endpoints.save)[0]!.clone().json()) as { dept: Record<string, unknown> };
    expect(sent.dept).toMatchObject({ code: 'SEC', department: 'Security', store: 'SPR-01' });
    expect(sent.dept).not.toHaveProperty('name');
    const departments = await dataProvider.list<Record<string, unknown>>(DEPARTMENTS.endpoints.list);
    expect(departments.find((row) => row.code === 'SEC')).toMatchObject({ name: 'Security', store: 'SPR-01' });
  });
});
