import { configure, screen, waitFor, within } from '@testing-library/react';
import { recordFromAnswer } from '../../src/engine/wire-shape';
import { dataProvider } from '../../src/lib/api/data-provider';
import { DEMO_COMPANIES } from '../../src/mocks/core/company/companies';
import { readRecord } from '../../src/mocks/core/record-store';
import { SEEDS } from '../../src/mocks/testing/all-seeds';
import { ITEMS } from '../../src/modules/pos/resources/items';
import { OUTLETS } from '../../src/modules/pos/resources/outlets';
import { PRICE_LISTS } from '../../src/modules/pos/resources/price-lists';
import { setupDemoServer } from './support/demo-server';
import { exampleRecord, saveRecord } from './support/master-crud';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = DEMO_COMPANIES.find((company) => company.code === 1010)!;
const seedRows = (resource: string) => SEEDS.get(resource)!.rows(COMPANY);
type Body = Record<string, unknown>;
const bodiesTo = (route: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(`/${route}`))
      .map((request) => request.clone().json() as Promise<Body>),
  );
const main = () => within(document.getElementById('main-content')!);
// A 1 × 1 transparent PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0))], 'dish.png', { type: 'image/png' });

describe('the restaurant masters on the contract’s bodies (01-pos)', () => {
  it('saves an outlet as ResOutletMaster, an item with its empty categories and add-ons, a price list as a list', async () => {
    const session = await signInAs(COMPANY.code, 'admin');
    await saveRecord(OUTLETS, exampleRecord(OUTLETS), 1);
    const [outlet] = await bodiesTo(OUTLETS.endpoints.save);
    expect(outlet).toEqual({
      outlet: {
        restaCode: 'PDL',
        restaName: 'Poolside deck',
        outlettype: 1,
        billingGroup: 1,
        autoSettleChck: 0,
        billPrefix: 'PD',
        serviceCharge: 5,
        phone: 'Ext 214',
        active: true,
      },
      traCheck: 1,
      usr: session.usr,
    });
    // The stored outlet and the form keep our names.
    expect(await readRecord(OUTLETS.name, COMPANY.code, 'PDL')).toMatchObject(OUTLETS.example);
    const answer = await dataProvider.get<Body>(OUTLETS.endpoints.get!, 'PDL');
    expect(answer).toMatchObject({ outlet: { restaCode: 'PDL', outlettype: 1 }, result: 'OK' });
    expect(recordFromAnswer(OUTLETS, answer)).toMatchObject(OUTLETS.example);

    await saveRecord(ITEMS, exampleRecord(ITEMS), 1);
    const [item] = await bodiesTo(ITEMS.endpoints.save);
    expect(item).toMatchObject({ item: { code: 'PI-9001' }, categs: [], addons: [], traCheck: 1 });

    await saveRecord(PRICE_LISTS, exampleRecord(PRICE_LISTS), 1);
    const [prices] = await bodiesTo(PRICE_LISTS.endpoints.save);
    expect(prices).toMatchObject({ pricelist: [{ code: 'ONAM-26', outlet: 'DIN' }], traCheck: 1 });
  });

  it('reads the key reports from api/POSKeyRep with the user as the whole body', async () => {
    const session = await signInAs(COMPANY.code, 'admin');
    const reports = [
      ['pos-keyrep-itmegroups', 'List of item groups', 'GetResKeyRepItemGroups', 'pos.item-groups'],
      ['pos-keyrep-items', 'List of items', 'GetResKeyRepItemDetails', 'pos.items'],
      ['pos-keyrep-outlets', 'List of outlets', 'GetResKeyRepOutletDetails', 'pos.outlets'],
    ] as const;
    for (const [path, title, action, resource] of reports) {
      const { unmount } = renderApp(`/applayout-sidebar-large/pos/${path}`);
      const table = await screen.findByRole('table', { name: title }, { timeout: 8000 });
      expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(`Total (${seedRows(resource).length} rows)`);
      expect(await bodiesTo(`api/POSKeyRep/${action}`)).toEqual([session.usr]);
      unmount();
    }
  });

  it('shows on a KOT group the item groups it prints, from GetResKOTGroupDetails by the group', async () => {
    const session = await signInAs(COMPANY.code, 'admin');
    const items = seedRows('pos.items').filter((row) => row.kotGroup === 'TAN');
    const groups = new Map(seedRows('pos.item-groups').map((row) => [String(row.code), String(row.name)]));
    const counts = new Map<string, number>();
    for (const row of items) counts.set(String(row.group), (counts.get(String(row.group)) ?? 0) + 1);
    renderApp('/applayout-sidebar-large/pos/res-kot-groups?record=TAN');
    await screen.findByRole('heading', { level: 1, name: 'Edit kot group TAN' }, { timeout: 8000 });
    const list = await main().findByRole('list', { name: 'Printed here' }, { timeout: 8000 });
    const expected = [...counts].map(
      ([code, count]) => `${groups.get(code)} (${code}): ${count} item${count > 1 ? 's' : ''}`,
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(expected.sort((a, b) => a.localeCompare(b)));
    expect(await bodiesTo('api/poskotgroups/GetResKOTGroupDetails')).toEqual([{ detail: 'TAN', usr: session.usr }]);
  });

  it('gives an item its picture with setPOSItemImage, and takes it away, apart from the item’s save', async () => {
    const session = await signInAs(COMPANY.code, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/pos/res-items?record=PI-0001');
    await screen.findByRole('heading', { level: 1, name: 'Edit item PI-0001' }, { timeout: 8000 });
    await user.upload(await main().findByLabelText('New picture', undefined, { timeout: 8000 }), pngFile());
    const picture = `data:image/png;base64,${PNG}`;
    expect(await screen.findByText('Picture of item PI-0001 saved.')).toBeVisible();
    expect(await main().findByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', picture);
    expect(await bodiesTo('api/items/setPOSItemImage')).toEqual([
      { recordId: 'PI-0001', image: picture, usr: session.usr },
    ]);
    expect(await readRecord(ITEMS.name, COMPANY.code, 'PI-0001')).toMatchObject({ picture });
    expect(await bodiesTo(ITEMS.endpoints.save)).toEqual([]);

    await user.click(main().getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Picture of item PI-0001 removed.')).toBeVisible();
    await waitFor(() => expect(main().queryByRole('img', { name: 'Picture preview' })).toBeNull());
    expect(await readRecord(ITEMS.name, COMPANY.code, 'PI-0001')).toMatchObject({ picture: '' });
  });
});
