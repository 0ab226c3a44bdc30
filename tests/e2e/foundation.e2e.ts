import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hashPath, launch, openPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('redirects', () => {
  it('opens the sign-in form at the root', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(BASE_URL);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(hashPath(page)).toBe('/sessions/login');
    // The demo companies load after the form: the form must not move when they come (a click aimed at Sign in
    // as they arrived landed on the list's first row), so it stands where it stands without them.
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await page.getByRole('heading', { name: 'Demo companies' }).waitFor();
    const withList = await signIn.boundingBox();
    await page.locator('section[aria-labelledby="demo-companies-title"]').evaluate((list) => list.remove());
    expect(await signIn.boundingBox()).toEqual(withList);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor to the welcome page, then back to the page asked for (query kept)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}#/dashboard/v2?tab=3`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Company code').fill('1013');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard version 2' }).waitFor();
    expect(hashPath(page)).toBe('/applayout-sidebar-large/dashboard/v2?tab=3');
    await context.close();
  });

  it('sends an unknown path to others/404 and keeps the session across a reload', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 1001);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.goto(`${BASE_URL}#/applayout-sidebar-large/nothing/here`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(hashPath(page)).toBe('/applayout-sidebar-large/others/404');
    await page.reload();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe('sign-in per product code', () => {
  it.each([
    [1003, 'D-USI', '/dashboard/dashboardUsine', 'Manufacturing dashboard'],
    [1007, 'D-REA', '/dashboard/dashboardReal', 'Real estate dashboard'],
    [1004, 'D-SHI', '/dashboard/dashboardshiksha', 'School dashboard'],
    [1010, 'D-RES', '/dashboard/dashboardmain', 'Dashboard'],
  ])('company %i (%s) lands on %s', async (company, _code, route, heading) => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, company);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(hashPath(page)).toBe(`/applayout-sidebar-large${route}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs company 13010 out to general/welcome', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 13010);
    await page.getByRole('button', { name: /User menu for/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Run your business from one place' }).waitFor();
    expect(hashPath(page)).toBe('/applayout-sidebar-large/general/welcome');
    expect(await page.evaluate(() => localStorage.getItem('userdetails'))).toBeNull();
    await context.close();
  });
});

describe('layout', () => {
  it('switches to the compact layout, stays on the page and remembers it after a reload', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, 1013);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Customize the layout' }).click();
    await page.getByLabel('Compact sidebar').click();
    await page.waitForURL(/applayout-sidebar-compact\/dashboard\/dashboardmain$/);
    await page.goto(`${BASE_URL}#/dashboard/v3`);
    await page.getByRole('heading', { name: 'Dashboard version 3' }).waitFor();
    expect(hashPath(page)).toBe('/applayout-sidebar-compact/dashboard/v3');
    await context.close();
  });
});

describe('mobile sidebar (375 px)', () => {
  it('is closed by default, opens with the menu button and closes on navigation', async () => {
    const { context, page } = await openPage(browser, 375);
    await signIn(page, 1013);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const box = async () => (await menu.boundingBox())!;
    expect((await box()).x + (await box()).width).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Show the menu' }).click();
    await expect.poll(async () => (await box()).x).toBe(0);
    await menu.getByRole('button', { name: 'Dashboard' }).click();
    await page.getByRole('region', { name: 'Dashboard menu' }).getByRole('link', { name: 'Version 4' }).click();
    await page.getByRole('heading', { name: 'Dashboard version 4' }).waitFor();
    await expect.poll(async () => (await box()).x + (await box()).width).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('is open by default on the desktop', async () => {
    const { context, page } = await openPage(browser, 1280);
    await signIn(page, 1013);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await context.close();
  });
});
