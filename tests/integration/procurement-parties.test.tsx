import { configure, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { SUPPLIER_GROUPS } from '../../src/modules/procurement/resources/supplier-groups';
import { SUPPLIERS } from '../../src/modules/procurement/resources/suppliers';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ROOT = '/applayout-sidebar-large/procurement';
const sentTo = (route: string) => requests.filter((request) => request.url.endsWith(`/${route}`));
const main = () => within(document.getElementById('main-content') ?? document.body);

describe('suppliers and their groups on the contract’s routes', () => {
  it('lists the supplier groups through PurSupplierGroups/GetSupplierGroups, the user as the body', async () => {
    await signInAs(COMPANY, 'admin');
    const groups = await dataProvider.list<{ code: string; name: string }>(SUPPLIER_GROUPS.endpoints.list);
    expect(SUPPLIER_GROUPS.endpoints.list).toBe('api/PurSupplierGroups/GetSupplierGroups');
    renderApp(`${ROOT}/pur-sup-groups`);
    expect(await main().findByText(groups[0]!.name, { selector: 'td, th' }, { timeout: 8000 })).toBeInTheDocument();
    const listed = sentTo(SUPPLIER_GROUPS.endpoints.list).at(-1)!;
    expect(await listed.clone().json()).toEqual(expect.objectContaining({ cCode: COMPANY, uCode: expect.any(String) }));
  });

  it('opens a supplier with PartyDetails/GetCompleteInfoForParty (GeneralInformation, the party’s id)', async () => {
    await signInAs(COMPANY, 'admin');
    const [supplier] = await dataProvider.list<{ code: string; name: string }>(SUPPLIERS.endpoints.list);
    expect(SUPPLIERS.endpoints.get).toBe('api/PartyDetails/GetCompleteInfoForParty');
    renderApp(`${ROOT}/pur-sup?record=${encodeURIComponent(supplier!.code)}`);
    await waitFor(() => expect(control('Name')).toHaveValue(supplier!.name), { timeout: 8000 });
    const opened = sentTo(SUPPLIERS.endpoints.get!).at(-1)!;
    expect(await opened.clone().json()).toEqual({
      recordId: supplier!.code,
      usr: expect.objectContaining({ cCode: COMPANY }),
    });
  });
});
