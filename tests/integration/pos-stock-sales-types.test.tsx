import { screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { SALE_TYPES } from '../../src/modules/pos/stock-sales/resources/sale-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

describe('sale types (/pos/sale-types), the saltypes of the stock sales requirements', () => {
  it('lists the seeded sale types of a commerce company on screen', async () => {
    await signInAs(1002, 'admin');
    renderApp('/applayout-sidebar-large/pos/sale-types');
    const row = (await screen.findByText('B2B tax invoice', undefined, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('B2B')).toBeInTheDocument();
    expect(screen.getByText('Stock transfer at cost')).toBeInTheDocument();
    expect(await screen.findByText('5 records')).toBeInTheDocument();
  });

  it('serves the shares edition too, through the declared endpoints', async () => {
    await signInAs(1011, 'admin');
    const rows = await dataProvider.list<{ code: string; taxable: boolean }>(SALE_TYPES.endpoints.list);
    expect(rows.map((row) => row.code).sort()).toEqual(['B2B', 'B2BI', 'B2C', 'EXP', 'STC']);
    expect(rows.find((row) => row.code === 'EXP')?.taxable).toBe(false);
  });
});
