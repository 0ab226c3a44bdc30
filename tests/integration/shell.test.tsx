import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

setupDemoServer();

describe('routing', () => {
  it('opens the sign-in form at the root, with the product page one link away', async () => {
    const { pathname, user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(pathname()).toBe('/sessions/login');
    await user.click(screen.getByRole('link', { name: 'The product and its editions' }));
    expect(await screen.findByRole('heading', { name: 'Run your business from one place' })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-large/steak/welcome');
  });

  it("opens the edition's home at the root once signed in", async () => {
    await signInAs(1004);
    const { pathname } = renderApp('/');
    await waitFor(() => expect(pathname()).toBe('/applayout-sidebar-large/dashboard/dashboardshiksha'));
  });

  it('adds the selected layout to a URL without one and keeps the query', async () => {
    await signInAs(1001);
    const { router } = renderApp('/dashboard/v3?from=mail');
    expect(await screen.findByRole('heading', { name: 'Dashboard version 3' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/applayout-sidebar-large/dashboard/v3');
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('sends an unknown path to others/404', async () => {
    await signInAs(1001);
    const { pathname } = renderApp('/applayout-sidebar-compact/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-compact/others/404');
  });
});

describe('shell', () => {
  it('opens a sidebar group in the child panel and closes it on navigation', async () => {
    await signInAs(1013);
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Dashboard' }));
    const panel = screen.getByRole('region', { name: 'Dashboard menu' });
    expect(within(panel).getByRole('link', { name: 'Main' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(panel).getByRole('link', { name: 'Version 4' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard version 4' })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-large/dashboard/v4');
    expect(screen.queryByRole('region', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  });

  it('closes an opened sidebar group with its Back button or Escape, and gives the focus back to the group', async () => {
    await signInAs(1013);
    const { user } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const group = within(menu).getByRole('button', { name: 'Apps' });
    await user.click(group);
    const panel = screen.getByRole('region', { name: 'Apps menu' });
    await user.click(within(panel).getByRole('button', { name: 'Back to the main menu' }));
    expect(screen.queryByRole('region', { name: 'Apps menu' })).not.toBeInTheDocument();
    expect(group).toHaveFocus();
    expect(group).toHaveAttribute('aria-expanded', 'false');

    await user.click(group);
    expect(screen.getByRole('region', { name: 'Apps menu' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Apps menu' })).not.toBeInTheDocument();
    expect(group).toHaveFocus();
  });

  it('closes the panel over the page on a click outside it, and on choosing the screen already open', async () => {
    await signInAs(1013);
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(screen.queryByRole('region', { name: 'Dashboard menu' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Dashboard' }));
    const panel = screen.getByRole('region', { name: 'Dashboard menu' });
    await user.click(within(panel).getByRole('link', { name: 'Main' }));
    expect(screen.queryByRole('region', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    expect(pathname()).toBe('/applayout-sidebar-large/dashboard/dashboardmain');
  });

  it('footer: the copyright of the company, and no documentation link to a third-party site', async () => {
    await signInAs(1013);
    renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('All rights reserved.');
    expect(within(footer).queryByRole('link', { name: /Documentation/ })).not.toBeInTheDocument();
    const outside = within(footer)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /^https?:/.test(href));
    expect(outside).toEqual([]);
  });

  it('switches the layout from the customizer and stays on the page', async () => {
    await signInAs(1013);
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/v2');
    await user.click(await screen.findByRole('button', { name: 'Customize the layout' }));
    const dialog = screen.getByRole('dialog', { name: 'Customize' });
    await user.click(within(dialog).getByLabelText('Compact sidebar'));
    await waitFor(() => expect(pathname()).toBe('/applayout-sidebar-compact/dashboard/v2'));
    await user.click(within(dialog).getByRole('button', { name: 'Dark teal' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Dark teal' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(within(dialog).getByLabelText('Right to left'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(JSON.parse(localStorage.getItem('erp-ui') ?? '{}')).toMatchObject({
      state: { layout: 'applayout-sidebar-compact', sidebarColor: 'dark-teal', rtl: true },
    });
  });
});

describe('default demo menu', () => {
  it('every link of it opens a screen of its own, never the 404 page', async () => {
    const { DEFAULT_MENU } = await import('../../src/menus/default-menu');
    const links: string[] = [];
    const walk = (items: typeof DEFAULT_MENU) =>
      items.forEach((item) => (item.type === 'link' && item.state ? links.push(item.state) : walk(item.sub ?? [])));
    walk(DEFAULT_MENU);
    await signInAs(1013);
    for (const link of links.filter((l) => !l.startsWith('/sessions') && l !== '/others/404')) {
      const { pathname, unmount } = renderAppAt(link);
      // The page's own heading, inside the routed content (a page-wide role query is slow over the shell).
      await waitFor(() =>
        expect(within(document.getElementById('main-content')!).getByRole('heading', { level: 1 })).toBeVisible(),
      );
      expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
      expect(pathname()).toBe(`/applayout-sidebar-large${link}`);
      unmount();
    }
  }, 60_000);
});

function renderAppAt(link: string) {
  const { pathname } = renderApp(`/applayout-sidebar-large${link}`);
  return { pathname, unmount: cleanup };
}
