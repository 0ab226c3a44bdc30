import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEMS } from '../../src/modules/pos/resources/items';
import { BASE_URL, launch, openPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const RESTAURANT = 1010;
/** POS items (pos/res-items): the restaurant's staff (role EMPLOYEE) may view, create and modify them as seeded. */
const ITEMS_PATH = 'pos/res-items';
const CREATE_ON_ITEMS = 'Create on Items (pos/res-items)';
const SAVED = 'Saved. Users of this role get the change when they next sign in.';

async function signInAndWait(page: Page, user: string) {
  await signIn(page, RESTAURANT, user);
  await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userdetails'))).toBeNull();
}

/** The items list, loaded (its record count shown). */
async function openItems(page: Page) {
  await page.goto(`${BASE_URL}#/applayout-sidebar-large/${ITEMS_PATH}`);
  await page.getByRole('heading', { level: 1, name: 'Items' }).waitFor();
  await page.getByText(/^\d+ records$/).waitFor();
}

/** A create through the backend itself, as the signed-in user (token and usr from local storage `userdetails`). */
function createItemDirectly(page: Page): Promise<unknown> {
  return page.evaluate(
    async ({ endpoint, entity, record }) => {
      const { usr } = JSON.parse(localStorage.getItem('userdetails') ?? 'null') as { usr: { kCode: string } };
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${usr.kCode}` },
        body: JSON.stringify({ [entity]: record, traCheck: 1, usr }),
      });
      return (await response.json()) as unknown;
    },
    { endpoint: ITEMS.endpoints.save, entity: ITEMS.entity, record: ITEMS.example },
  );
}

describe('rights in the browser', () => {
  it('an administrator takes the create right on items from EMPLOYEE: staff, signed in again, has no New button and the backend refuses', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAndWait(page, 'staff');
    await openItems(page);
    await page.getByRole('button', { name: 'New item' }).waitFor();
    await signOut(page);

    await signInAndWait(page, 'admin');
    await page.goto(`${BASE_URL}#/applayout-sidebar-large/admin/roles`);
    await page.getByRole('button', { name: 'Edit EMPLOYEE' }).click();
    await page.getByRole('heading', { level: 1, name: 'Role EMPLOYEE' }).waitFor();
    await page.getByRole('searchbox', { name: 'Find a screen or module' }).fill('items');
    const create = page.getByRole('checkbox', { name: CREATE_ON_ITEMS, exact: true });
    expect(await create.isChecked()).toBe(true);
    await create.uncheck();
    expect(
      await page
        .getByRole('checkbox', { name: `All rights on Items (${ITEMS_PATH})`, exact: true })
        .evaluate((input: HTMLInputElement) => input.indeterminate),
    ).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SAVED).waitFor();
    await signOut(page);

    await signInAndWait(page, 'staff');
    await openItems(page);
    expect(await page.getByRole('button', { name: 'New item' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(0);
    expect(await createItemDirectly(page)).toEqual({ result: 'You are not authorised for this transaction' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
