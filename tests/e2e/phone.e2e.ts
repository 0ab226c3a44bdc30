import { format, subDays } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPhone, signInAndWait, visitScreen } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/**
 * What does not fit a 375 px screen: a page wider than the window, or one of the given elements reaching past its
 * edges.
 */
async function misfits(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) found.push(`${route}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
  return found;
}

/**
 * The controls a finger cannot hit: buttons, links, fields and check boxes smaller than 44 × 44 px (a check box or
 * radio counts with its label). Links inside a sentence are exempt, as WCAG exempts them.
 */
async function smallTargets(page: Page, route: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const small: string[] = [];
    const selector = 'button, a[href], input, select, textarea, [role="button"], [role="tab"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
      if (
        element.closest('[aria-hidden="true"], .visually-hidden, .sidebar-left, .sidebar-left-secondary, .d-print-only')
      )
        continue;
      const inSentence =
        element.tagName === 'A' &&
        (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 20;
      if (inSentence) continue;
      const check = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
      // A check box counts with its label; react-select's typing box with the control drawn around it.
      const target =
        (check ? element.closest('.form-check, label, td, th') : element.closest('.reference-select')) ?? element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.width < 44 || box.height < 44) {
        const name =
          element.getAttribute('aria-label') ||
          (element.textContent ?? '').trim().slice(0, 30) ||
          element.getAttribute('name') ||
          element.id ||
          element.tagName;
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
  return found.map((text) => `${route}: ${text}`);
}

/** Whether the element's box lies inside the window, left to right and top to bottom. */
async function inView(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
): Promise<boolean> {
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.width > 0 &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

/** The header's user menu and, once it is open, its Sign Out stay on the screen. */
async function headerMisfits(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  const toggle = page.getByRole('button', { name: /^User menu for/ });
  if (!(await inView(page, await toggle.boundingBox()))) found.push(`${route}: the user menu button is off the screen`);
  for (const name of ['Search products', 'Customize the layout', 'Show the menu']) {
    if (!(await inView(page, await page.getByRole('button', { name }).boundingBox())))
      found.push(`${route}: the header's "${name}" is off the screen`);
  }
  await toggle.click();
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await signOut.waitFor();
  if (!(await inView(page, await signOut.boundingBox())))
    found.push(`${route}: Sign Out is off the screen once the user menu is open`);
  await page.keyboard.press('Escape');
  await signOut.waitFor({ state: 'hidden' });
  return found;
}

const SCREENS: { company: number; routes: string[] }[] = [
  {
    company: 1002,
    routes: [
      '/dashboard/dashboardmain',
      '/accounts/accbrs',
      '/accounts/accpayments',
      '/accounts/accfinreptrialbalance',
      '/accounts/accfinrepcashbook',
      '/inventory/inv-items',
      '/procurement/pur-sup',
      '/hrd/hrd-employees',
    ],
  },
  { company: 1009, routes: ['/admin/userdet', '/admin/roles', '/crm/crm-customers', '/crm/crm-dashboard'] },
  { company: 1010, routes: ['/pos/res-items', '/pos/res-tables', '/pos/posresta-dashboard'] },
  { company: 1004, routes: ['/students/classes', '/library/lib-books', '/front-desk/fd-students?record=new'] },
  {
    company: 1013,
    routes: ['/invoice', '/inbox', '/calendar', '/contacts', '/ecommerce', '/ecommerce?product=p03', '/ecommerce/cart'],
  },
];

describe('on a 375 px phone', () => {
  it('the sign-in page fits the screen', async () => {
    const { context, page } = await openPhone(browser);
    await visitScreen(page, '/sessions/login');
    expect(await misfits(page, '/sessions/login')).toEqual([]);
    await context.close();
  });

  it.each(SCREENS)(
    'every sampled screen of company $company fits the screen, every control is a finger wide, and the user menu and Sign Out stay on it',
    async ({ company, routes }) => {
      const { context, page } = await openPhone(browser);
      await signInAndWait(page, company);
      const found: string[] = [];
      for (const route of routes) {
        await visitScreen(page, route);
        found.push(...(await misfits(page, route)), ...(await smallTargets(page, route)));
        if (!route.startsWith('/ecommerce')) found.push(...(await headerMisfits(page, route)));
      }
      await context.close();
      expect(found).toEqual([]);
    },
    180_000,
  );

  // The payments of the last month: on a month's first morning this month has none yet.
  const lastMonth = format(subDays(new Date(), 31), 'yyyy-MM-dd');
  const CARD_LISTS = [
    { company: 1002, route: '/inventory/inv-items', query: '', table: 'Items', label: 'Name', buttons: 2 },
    {
      company: 1002,
      route: '/accounts/accpayments',
      query: `?from=${lastMonth}`,
      table: /^\d+ payments?; active total/,
      label: 'Date',
      buttons: 1,
    },
    { company: 1009, route: '/admin/userdet', query: '', table: 'Users', label: 'Code', buttons: 3 },
    {
      company: 1001,
      route: '/frontoffice/fo-reservations',
      query: '',
      table: /^Reservations arriving/,
      label: 'Guest',
      buttons: 2,
    },
  ];

  it.each(CARD_LISTS)(
    '$route shows each row as a card with labelled values and its buttons in view, still a table for screen readers',
    async ({ company, route, query, table, label, buttons }) => {
      const { context, page } = await openPhone(browser);
      await signInAndWait(page, company);
      await visitScreen(page, `${route}${query}`);
      const first = page.getByRole('table', { name: table }).getByRole('row').nth(1);
      await first.waitFor();
      // Every cell of the card, the amount, the status and the buttons included, sits between the screen's edges.
      const width = page.viewportSize()!.width;
      const cells = [...(await first.getByRole('cell').all()), ...(await first.getByRole('rowheader').all())];
      expect(cells.length).toBeGreaterThanOrEqual(5);
      const rowButtons = await first.getByRole('button').all();
      expect(rowButtons).toHaveLength(buttons);
      for (const part of [...cells, ...rowButtons]) {
        const box = (await part.boundingBox())!;
        expect(box.x, (await part.textContent()) ?? '').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, (await part.textContent()) ?? '').toBeLessThanOrEqual(width);
      }
      // The label drawn beside each value is its column's header.
      const labels = await Promise.all(
        cells.map((cell) => cell.evaluate((element) => getComputedStyle(element, '::before').content)),
      );
      expect(labels.join(' ')).toContain(label);
      // The column headers are out of sight (each card labels its values): no row of cut words above the cards.
      const headHeight = await page
        .getByRole('table', { name: table })
        .evaluate((element) => element.querySelector('thead')!.getBoundingClientRect().height);
      expect(headHeight).toBeLessThanOrEqual(1);
      // Chromium's own accessibility tree still has the table, its column headers and its cells.
      const cdp = await context.newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value?: string } }[] };
      const roles = new Set(nodes.map((node) => node.role?.value));
      for (const role of ['table', 'row', 'columnheader', 'cell']) expect(roles, role).toContain(role);
      await context.close();
    },
    60_000,
  );

  it('a list sorts by a labelled choice above its cards, and turns the order round', async () => {
    const { context, page } = await openPhone(browser);
    await signInAndWait(page, 1002);
    await visitScreen(page, '/inventory/inv-items');
    const names = () =>
      page
        .getByRole('table', { name: 'Items' })
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.slice(1, 4).map((row) => row.querySelector('[data-label="Name"]')?.textContent ?? ''),
        );
    await page.getByRole('table', { name: 'Items' }).getByRole('row').nth(1).waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await expect.poll(names).toEqual([...(await names())].sort((a, b) => a.localeCompare(b)));
    const first = (await names())[0];
    await page.getByRole('button', { name: 'Sorted ascending: sort descending' }).click();
    await expect.poll(async () => (await names())[0]).not.toBe(first);
    const descending = await names();
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
    await context.close();
  });

  it('a voucher line keeps a usable account picker', async () => {
    const { context, page } = await openPhone(browser);
    await signInAndWait(page, 1002);
    await visitScreen(page, '/accounts/accpayments?record=new');
    const picker = page.getByLabel(/^Account, line 1( \*)?$/);
    await picker.waitFor();
    const control = picker.locator('xpath=ancestor::td[1]');
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(200);
    await picker.fill('AC4');
    await page
      .getByRole('option', { name: /\(AC4\d+\)$/ })
      .first()
      .waitFor();
    expect(await misfits(page, 'voucher form with the picker open')).toEqual([]);
    await context.close();
  });

  const TILES = [
    { company: 1010, route: '/pos/res-billing-classy', list: 'Tables' },
    { company: 1015, route: '/pos/pos-billing-stylish', list: 'Item groups' },
  ];

  it.each(TILES)('a tile of $list on $route reads top to bottom, each line whole', async ({ company, route, list }) => {
    const { context, page } = await openPhone(browser);
    await signInAndWait(page, company);
    await visitScreen(page, route);
    const tile = page.getByRole('list', { name: list }).getByRole('button').first();
    await tile.waitFor({ timeout: 20_000 });
    // Each line of the tile in order: its own words (a group's name) and each of its parts.
    const lines = await tile.evaluate((button) =>
      [...button.childNodes]
        .filter((node) => (node.textContent ?? '').trim() !== '')
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const text = (node.textContent ?? '').trim();
          const element = node instanceof HTMLElement ? node : null;
          return {
            top: Math.min(...rects.map((rect) => rect.top)),
            bottom: Math.max(...rects.map((rect) => rect.bottom)),
            // A word broken across lines, or a part cut short.
            cut: element ? element.scrollWidth > element.clientWidth : rects.length > 1 && !text.includes(' '),
            text,
          };
        }),
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // Each line below the one before it (the touch rule had laid them out in a row, "B" over "1" beside "Free4-sea…").
    for (const [index, line] of lines.entries())
      if (index > 0) expect(line.top, line.text ?? '').toBeGreaterThanOrEqual(lines[index - 1]!.bottom - 1);
    expect(lines.filter((line) => line.cut)).toEqual([]);
    await context.close();
  });

  it('an opened sidebar group closes with its named Back button and with Escape', async () => {
    const { context, page } = await openPhone(browser);
    await signInAndWait(page, 1002);
    await visitScreen(page, '/dashboard/dashboardmain');
    await page.getByRole('button', { name: 'Show the menu' }).click();
    const group = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Accounts' });
    await group.click();
    const panel = page.getByRole('region', { name: 'Accounts menu' });
    await panel.waitFor();
    const back = panel.getByRole('button', { name: 'Back to the main menu' });
    expect(await inView(page, await back.boundingBox())).toBe(true);
    await back.click();
    await panel.waitFor({ state: 'hidden' });
    await group.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await group.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
