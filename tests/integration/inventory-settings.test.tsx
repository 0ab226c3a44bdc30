import { configure, screen } from '@testing-library/react';
import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { INVENTORY_SETTINGS_ENDPOINTS } from '../../src/modules/inventory/settings/inventory-settings-wire';
import { issueRateRule } from '../../src/mocks/core/stock/stock-masters';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

describe('inventory settings', () => {
  it('switches issues to the weighted average rate through invCostingInfo, saving once', async () => {
    const session = await signInAs(1002, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/inventory/inv-settings');
    const lot = await screen.findByLabelText(
      'The rate of the lot (goods inward number) they are drawn from',
      undefined,
      { timeout: 8000 },
    );
    expect(lot).toBeChecked();
    await user.click(screen.getByLabelText("The weighted average rate of the financial year's receipts"));
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The inventory settings are saved.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    const saves = requests.filter((request) => request.url.endsWith(INVENTORY_SETTINGS_ENDPOINTS.save));
    expect(saves).toHaveLength(1);
    expect(await saves[0]!.clone().json()).toEqual({
      sets: [{ setupCode: 'inv_iss', setupDescription: 'Rate of issues', setupValue: 'AVERAGE' }],
      usr: session.usr,
    });
    expect(await issueRateRule(1002)).toBe('AVERAGE');
  });

  it('refuses a value it does not know, and a user without the right', async () => {
    await signInAs(1002, 'admin');
    await expect(
      dataProvider.write(INVENTORY_SETTINGS_ENDPOINTS.save, {
        sets: [{ setupCode: 'inv_iss', setupDescription: '', setupValue: 'FIFO' }],
      }),
    ).rejects.toThrow('The rate of issues must be GIN');
    await signInAs(1002, 'staff');
    await expect(
      dataProvider.write(INVENTORY_SETTINGS_ENDPOINTS.save, {
        sets: [{ setupCode: 'inv_iss', setupDescription: '', setupValue: 'AVERAGE' }],
      }),
    ).rejects.toThrow('You are not authorised for this transaction');
    const read = await dataProvider.list(INVENTORY_SETTINGS_ENDPOINTS.read).catch((error: unknown) => error);
    expect((read as ApiError).status).toBe(403);
  });
});
