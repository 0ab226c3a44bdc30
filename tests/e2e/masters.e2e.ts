import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, openPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}( \\*)?$`));

async function openList(page: Page, path: string, title: string) {
  await page.goto(`${BASE_URL}#/applayout-sidebar-large/${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(/^\d+ records$/).waitFor();
}

async function findRow(page: Page, key: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(key);
  await page.getByRole('button', { name: `Edit ${key}` }).waitFor();
}

describe('masters of three modules in the browser', () => {
  it('creates a record on each, and after a reload they are still there', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 1001);
    // The home dashboard, not the sign-in page's own heading: the sign-in is through.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await openList(page, 'students/subjects', 'Subjects');
    await page.getByRole('button', { name: 'New subject' }).click();
    await label(page, 'Code').fill('ROB');
    await label(page, 'Name').fill('Robotics');
    await label(page, 'Periods per week').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subjects' }).waitFor();

    await openList(page, 'frontoffice/fo-meal-plans', 'Meal plans');
    await page.getByRole('button', { name: 'New meal plan' }).click();
    await label(page, 'Code').fill('MAP-WKND');
    await label(page, 'Name').fill('Weekend half board');
    await label(page, 'Rate per adult').fill('1450.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meal plans' }).waitFor();

    await openList(page, 'inventory/inv-uom', 'Units of measure');
    await page.getByRole('button', { name: 'New unit' }).click();
    await label(page, 'Code').fill('CTN');
    await label(page, 'Name').fill('Cartons');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Units of measure' }).waitFor();

    await page.reload();
    await openList(page, 'students/subjects', 'Subjects');
    await findRow(page, 'ROB');
    expect(await page.getByRole('cell', { name: 'Robotics' }).count()).toBe(1);
    await openList(page, 'frontoffice/fo-meal-plans', 'Meal plans');
    await findRow(page, 'MAP-WKND');
    expect(await page.getByRole('cell', { name: '1,450.50' }).count()).toBe(1);
    await openList(page, 'inventory/inv-uom', 'Units of measure');
    await findRow(page, 'CTN');

    // A list wider than its box scrolls sideways, and each row's buttons stay in view at its right edge.
    await openList(page, 'pos/sale-types', 'Sale types');
    const scroller = (await page.getByRole('region', { name: 'Sale types table' }).boundingBox())!;
    const buttons = page.getByRole('region', { name: 'Sale types table' }).locator('td.list-row-actions');
    const box = (await buttons.first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(scroller.x + scroller.width + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
