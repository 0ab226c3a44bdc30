import { screen, waitFor, within } from '@testing-library/react';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const palette = () => screen.getByRole('dialog', { name: 'Search products and screens' });

describe('the command palette: products', () => {
  it('still finds products by name, six at most, and opens one on its shop page', async () => {
    await signInAs(1013);
    const { user, pathname, router } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await user.click(await screen.findByRole('button', { name: 'Search products and screens' }));
    await user.type(await within(palette()).findByRole('combobox', { name: 'Find a screen or product' }), 'HEADPHONE');
    // The list is read as the palette opens; the group shows once the answer is in.
    const found = await waitFor(() =>
      within(within(palette()).getByRole('group', { name: 'Products' })).getAllByRole('option'),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(6);
    for (const option of found) expect(option.textContent?.toLowerCase()).toContain('headphone');
    expect(within(palette()).getByRole('status')).toHaveTextContent(/Products: (\d+$|first 6 shown)/);
    const name = found[0]!.querySelector('.palette-option-title')!.textContent!;
    await user.click(found[0]!);
    await waitFor(() => expect(pathname()).toBe('/applayout-sidebar-large/ecommerce'));
    expect(router.state.location.search).toMatch(/^\?product=/);
    expect(await screen.findByRole('heading', { name, level: 1 }, { timeout: 8000 })).toBeVisible();
  });
});
