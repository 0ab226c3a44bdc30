import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hashPath, launch, openPage, signInAndWait } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** What each sign-in sees at the top of the sidebar (the demo roles: src/mocks/core/company/staff-roles.ts). */
const CASES = [
  {
    company: 1010,
    user: 'admin',
    top: ['Dashboard', 'Resta Sales', 'Inventory', 'Procurements', 'Accounts', 'HR', 'Admin'],
    group: 'Admin',
    links: ['Taxes', 'Roles', 'Users', 'System settings', 'Licence', 'Countries', 'States'],
  },
  {
    company: 1010,
    user: 'staff',
    top: ['Dashboard', 'Resta Sales', 'Inventory'],
    group: 'Resta Sales',
    links: [
      'Dashboard',
      'Item groups',
      'Items',
      'Outlets',
      'KOT groups',
      'Sale taxes',
      'Tables',
      'Delivery boys',
      'Billing (classic)',
      'Billing (stylish)',
      'Delivery details',
      'Settlement',
      'Table status',
    ],
  },
  {
    company: 1002,
    user: 'admin',
    top: ['Dashboard', 'Procurements', 'Inventory', 'Sales', 'Accounts', 'HR'],
    group: 'Procurements',
    links: null,
  },
  {
    company: 1002,
    user: 'staff',
    top: ['Dashboard', 'Procurements', 'Inventory', 'HR'],
    group: 'Procurements',
    links: ['Dashboard', 'Supplier groups', 'Suppliers'],
  },
] as const;

async function topLevelNames(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
  return menu.locator('.navigation-left > li .nav-text').allTextContents();
}

async function childLinks(page: Page, group: string): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: group }).click();
  const panel = page.getByRole('region', { name: `${group} menu` });
  await panel.waitFor();
  // Nested groups fold open one at a time: open each in turn and collect its links.
  const names = await panel.getByRole('link').allTextContents();
  const nested = panel.locator(':scope > ul > li > button[aria-expanded]');
  for (let i = 0; i < (await nested.count()); i += 1) {
    const button = nested.nth(i);
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    names.push(...(await button.locator('xpath=following-sibling::ul').getByRole('link').allTextContents()));
  }
  return names;
}

describe.each([1280, 375])('the sidebar at %i px wide', (width) => {
  it.each(CASES)(
    'shows $user of company $company exactly their groups',
    async ({ company, user, top, group, links }) => {
      const { context, page, errors } = await openPage(browser, width);
      await signInAndWait(page, company, user);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (width < 768) await page.getByRole('button', { name: 'Show the menu' }).click();
      expect(await topLevelNames(page)).toEqual(top);
      const children = await childLinks(page, group);
      if (links) expect(children).toEqual(links);
      else expect(children.length).toBeGreaterThan(20);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('a staff user in the browser', () => {
  it('sees only the units of measure they were granted, and "not permitted" for a typed admin URL', async () => {
    const { context, page } = await openPage(browser);
    await signInAndWait(page, 1010, 'staff');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await childLinks(page, 'Inventory')).toEqual(['Units of measure']);
    await page.getByRole('region', { name: 'Inventory menu' }).getByRole('link', { name: 'Units of measure' }).click();
    await page.getByRole('cell', { name: 'Kilograms' }).waitFor();
    expect(await page.getByRole('button', { name: 'New unit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit KG' }).count()).toBe(1);
    await page.goto(`${BASE_URL}#/applayout-sidebar-large/admin/roles`);
    await page.getByText('You are not permitted to open this screen.').waitFor();
    expect(hashPath(page)).toBe('/applayout-sidebar-large/admin/roles');
    await context.close();
  });
});
