import { configure, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { format } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { STOCK_ENDPOINTS } from '../../src/modules/inventory/stock-transactions/tra-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/inventory/inv-rep-closing-stock';
const today = format(new Date(), 'yyyy-MM-dd');
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));

describe('closing stock report', () => {
  it('shows a table per store with its value subtotalled and the overall total, filters by store from the URL, exports and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const createUrl = vi.fn(() => 'blob:closing-stock');
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    await signInAs(1002, 'admin');
    const { user } = renderApp(`${ROOT}?p.toDate=${today}`);
    const table = await screen.findByRole('table', { name: 'Closing stock' }, { timeout: 8000 });
    const groups = within(table)
      .getAllByRole('rowheader')
      .filter((cell) => cell.textContent?.startsWith('Store: '));
    expect(groups.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Store: Central warehouse \(WH\) \(\d+\)$/),
        expect.stringMatching(/^Store: Shop floor \(SHOP\) \(\d+\)$/),
      ]),
    );
    const subtotals = [...table.querySelectorAll('tr.report-subtotal')].map((row) =>
      rupees(row.lastElementChild?.textContent),
    );
    const total = rupees(table.querySelector('tr.report-total')?.lastElementChild?.textContent);
    expect(total).toBeGreaterThan(0);
    expect(Math.round(subtotals.reduce((sum, value) => sum + value, 0) * 100)).toBe(Math.round(total * 100));

    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('answers one store when asked, and refuses a user without the right', async () => {
    await signInAs(1002, 'admin');
    const { unmount } = renderApp(`${ROOT}?p.toDate=${today}&p.detail=SHOP`);
    const table = await screen.findByRole('table', { name: 'Closing stock' }, { timeout: 8000 });
    const groups = within(table)
      .getAllByRole('rowheader')
      .filter((cell) => cell.textContent?.startsWith('Store: '));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveTextContent('Shop floor (SHOP)');
    unmount();

    await signInAs(1002, 'staff');
    const refused = await dataProvider
      .report(STOCK_ENDPOINTS.closingStock, { toDate: today })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
