import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_AREAS } from '../../src/menus/catalogue/generic-areas';
import { launch, openPage, signIn, visitScreen } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** The component catalogue: every /uikits/* and /forms/* page, the two tables and the icons. */
const CATALOGUE = Object.values(GENERIC_AREAS).map((declaration) => `/${declaration.path}`);

/**
 * The catalogue pages whose behaviour only a browser shows (layered popups, a canvas, a wide table, the icon
 * font). Every route, the rest of the catalogue included, opens in the integration suite (every-route).
 */
const CATALOGUE_IN_BROWSER = [
  '/uikits/modals',
  '/uikits/popover',
  '/forms/img-cropper',
  '/tables/bootstrap-table',
  '/icons/iconsmind',
];

/** The apps and the dashboards (their charts draw on a real canvas here). The MIS twins reuse the apps' screens. */
const APPS_AND_DASHBOARDS = [
  '/invoice',
  '/inbox',
  '/chat',
  '/calendar',
  '/contacts',
  '/pages/profile',
  '/dashboard/dashboardmain',
  '/dashboard/v2',
  '/dashboard/v3',
  '/dashboard/v4',
  '/dashboard/dashboardUsine',
  '/dashboard/dashboardReal',
  '/dashboard/dashboardshiksha',
];

/** The public pages (in each layout's tree) and the 404 page. */
const PUBLIC_AND_OTHERS = ['/steak/welcome', '/general/welcome', '/others/404', '/ecommerce', '/ecommerce/cart'];

/** Opens a route (tests/e2e/browser.ts's visitScreen) and answers its level-1 heading. */
async function visit(page: Page, route: string): Promise<string> {
  await visitScreen(page, route);
  return (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
}

describe('the generic areas in the production build', () => {
  it('opens the apps, the dashboards and the browser-only catalogue pages for the D-HOS administrator, each with its level-1 heading and no console error', async () => {
    expect(CATALOGUE.filter((route) => route.startsWith('/uikits/')).length).toBeGreaterThanOrEqual(13);
    expect(CATALOGUE.filter((route) => route.startsWith('/forms/')).length).toBeGreaterThanOrEqual(6);
    expect(CATALOGUE).toEqual(expect.arrayContaining(['/tables/list', ...CATALOGUE_IN_BROWSER]));

    const { context, page, errors } = await openPage(browser);
    // A missing file is reported by the console without its address: keep the addresses.
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, 1013);
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    const problems: Record<string, string[]> = {};
    for (const route of [...APPS_AND_DASHBOARDS, ...CATALOGUE_IN_BROWSER, ...PUBLIC_AND_OTHERS, '/sessions/welcome']) {
      const before = errors.length;
      const heading = await visit(page, route);
      const found: string[] = errors.slice(before);
      if (heading === '') found.push('an empty level-1 heading');
      if (route !== '/others/404' && heading === 'Page not found') found.push('the 404 page');
      if (heading === 'This page could not be shown') found.push('the error page');
      if (await page.getByText('This screen is not built yet.').count()) found.push('not built yet');
      if (found.length > 0) problems[route] = found;
    }
    expect(problems).toEqual({});
    await context.close();
  }, 120_000);

  it('opens the public pages for a visitor too, and keeps a cart across a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    for (const route of ['/steak/welcome', '/general/welcome', '/ecommerce', '/sessions/welcome'])
      await visit(page, route);
    await visit(page, '/ecommerce/cart');
    await page.getByText('Your cart is empty.').waitFor();

    // A visitor puts a product in the cart; the cart is still there after a reload and a sign-in.
    await visit(page, '/ecommerce?product=p03');
    await page.getByRole('heading', { level: 1, name: 'SoundBar Cinema 2.1' }).waitFor();
    await page.getByRole('button', { name: 'Show picture 2 of 3' }).press('Enter');
    await page.getByRole('img', { name: 'SoundBar Cinema 2.1, picture 2 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('rowheader', { name: 'SoundBar Cinema 2.1' }).waitFor();
    await page.reload();
    await page.getByRole('rowheader', { name: 'SoundBar Cinema 2.1' }).waitFor();
    expect(
      await page
        .getByRole('rowheader', { name: /^Total, / })
        .locator('xpath=..')
        .textContent(),
    ).toContain('₹ 12,499.00');
    await signIn(page, 1013);
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    await visit(page, '/ecommerce/cart');
    await page.getByRole('rowheader', { name: 'SoundBar Cinema 2.1' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
