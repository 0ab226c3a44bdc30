import { act, configure, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MODULE_MANIFESTS } from '../../../src/app/module-manifests';
import { screenTitle } from '../../../src/menus/screen-titles';
import { setupDemoServer } from './demo-server';
import { renderApp, signInAs, warmUpScreens } from './render-app';

// The spec's list of every route (tests/fixtures/routes.txt is the repository's copy of it).
export const ROUTES = readFileSync(resolve(process.cwd(), 'tests/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'))
  .map((line) => line.trim());
export const PUBLIC = /^\/(sessions|steak|general)\//;

/**
 * Screens whose heading gives the fuller name of what the menu calls them (the menu's word → the screen's). Any other
 * heading is the menu's own name, so a label never opens another screen under a borrowed name.
 */
const FULLER_NAMES: Readonly<Record<string, string>> = {
  'Request history': 'Purchase request history',
  'Stock orders': 'Purchase orders',
  'Stock inwards': 'Goods receipts',
  'Kitchen-wise restaurant items': 'Kitchen-wise items',
  'F&B service-wise restaurant items': 'F&B service-wise items',
  'Inventory dashboard (hotel and restaurant)': 'Food and beverage inventory',
  'Price list': 'Price lists',
  'Online price list': 'Online price lists',
  'Discount list': 'Discount lists',
  'Restaurant billing (classic)': 'Restaurant billing',
  'Restaurant billing (stylish)': 'Restaurant billing (touch)',
  'Online delivery boys': 'Delivery boys',
  Billing: 'Take-away billing',
  Quotations: 'Sale quotations',
  Resumes: 'Resume bank',
  'Process attachments': 'Product set-ups',
  'Room panel': 'Hostel room panel',
};

/** The heading a route's screen should carry: its menu title, or the fuller name listed for it. */
function expectedHeading(route: string): string | undefined {
  const title = screenTitle(route);
  return title && (FULLER_NAMES[title] ?? title);
}

/** Part `part` of `parts` of the signed-in routes, in the spec's order. */
export function routesOfPart(part: number, parts: number): string[] {
  const signedIn = ROUTES.filter((path) => !PUBLIC.test(path));
  const size = Math.ceil(signedIn.length / parts);
  return signedIn.slice((part - 1) * size, part * size);
}

/**
 * Opens each route of one part of the spec as the administrator. The sweep is cut into parts, each its own
 * file, so the parts run side by side on the workers instead of one long file running alone at the end.
 */
export function sweepRoutes(part: number, parts: number): void {
  setupDemoServer();
  beforeAll(warmUpScreens, 30_000);
  // Role queries skip the costly visibility check over the whole shell (this walks many routes).
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));

  it(`reaches a screen of its own with a heading (never the 404 page), as the administrator: part ${part} of ${parts}`, async () => {
    const routes = routesOfPart(part, parts);
    await signInAs(1010, 'admin');
    const { router } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const notBuilt: string[] = [];
    // One date format everywhere (25-Nov-2026): no screen shows the wire's 2026-11-25 as text.
    const isoDates: string[] = [];
    const misnamed: string[] = [];
    for (const route of routes) {
      const target = `/applayout-sidebar-large${route}`;
      await act(() => router.navigate(target));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname, route).toBe(target);
      if (route !== '/others/404') expect(heading, route).not.toHaveTextContent('Page not found');
      if (screen.queryByText('This screen is not built yet.')) notBuilt.push(route);
      const named = expectedHeading(route);
      if (named && heading.textContent?.trim().toLowerCase() !== named.toLowerCase())
        misnamed.push(`${route}: "${named}" opens "${heading.textContent}"`);
      const iso = /\b(19|20)\d{2}-\d{2}-\d{2}\b/.exec(document.querySelector('main')?.textContent ?? '');
      if (iso) isoDates.push(`${route}: ${iso[0]}`);
    }
    // Exactly the routes without a component say so honestly; every built one shows its screen.
    const chunks = await Promise.all(MODULE_MANIFESTS.map((manifest) => manifest.load()));
    const built = new Set(chunks.flatMap((chunk) => Object.keys(chunk.screens)).map((path) => `/${path}`));
    expect(notBuilt).toEqual(routes.filter((route) => !built.has(route)));
    expect(isoDates).toEqual([]);
    expect(misnamed).toEqual([]);
  }, 60_000);
}
