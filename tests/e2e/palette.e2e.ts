import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPath, launch, openPage, seriousViolations, signInAndWait, visitScreen } from './browser';
import {
  closePalette,
  headingOf,
  openFromPalette,
  palette,
  recordNamed,
  searchInPalette,
  starting,
} from './palette-steps';

/**
 * The command palette in the production build: from any screen, Ctrl+K, a few letters and Enter open a screen of the
 * user's menu by its name or the word people use for it, or a record by its number or name, on its own screen. The
 * restaurant, take-away and counter bills are found where those tests make them (restaurant-service, takeaway,
 * sales-counter).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const LONG = { timeout: 20_000 };

/** Finds a record of `kind` by `typed`, then types its whole number or name and opens it; the screen's heading. */
async function openRecord(page: Page, typed: string, detail: RegExp) {
  const { title } = await recordNamed(page, typed, detail);
  await openFromPalette(page, title, starting(title));
  return { title, heading: await headingOf(page), at: hashPath(page).replace(/^\/applayout-sidebar-large/, '') };
}

/** Axe over the screen in view with the palette open (a search typed), then the shortcuts list, then the bell. */
async function overlaysPassAxe(page: Page, route: string, typed: string): Promise<string[]> {
  await visitScreen(page, route);
  await searchInPalette(page, typed, /./);
  const problems = await seriousViolations(page, `${route} (palette open)`);
  await closePalette(page);
  // The key works where the focus is not in a text box (the palette gave it back to the one it came from).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await shortcuts.waitFor(LONG);
  problems.push(...(await seriousViolations(page, `${route} (shortcuts open)`)));
  await page.keyboard.press('Escape');
  await shortcuts.waitFor({ state: 'detached', ...LONG });
  await page.getByRole('button', { name: /notifications/i }).click();
  await page.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor(LONG);
  await page
    .getByRole('status')
    .filter({ hasText: /Reading/ })
    .waitFor({ state: 'detached', ...LONG });
  problems.push(...(await seriousViolations(page, `${route} (notifications open)`, { frame: true })));
  await page.keyboard.press('Escape');
  return problems;
}

describe('the command palette in the browser', () => {
  it('the 1010 cashier opens screens by their words and a menu item by its code; lists and forms pass axe with the palette, the shortcuts and the bell open', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAndWait(page, 1010, 'staff');
    await openFromPalette(page, 'settle', /^Settlement/);
    expect(hashPath(page)).toContain('/pos/pos-dayrep-settlement');
    await openFromPalette(page, 'KOT bill', /^Billing \(classic\)/);
    expect(hashPath(page)).toContain('/pos/res-billing-classy');
    const item = await openRecord(page, 'PI-002', / · Menu item · /);
    expect(item.heading).toMatch(/^Edit item PI-002\d$/);
    await expect.poll(() => page.getByLabel(/^Name/).first().inputValue()).toBe(item.title);

    const problems = [
      ...(await overlaysPassAxe(page, '/pos/res-items', 'biryani')),
      ...(await overlaysPassAxe(page, '/pos/res-items?record=new', 'day')),
    ];
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the 1001 receptionist opens the folio screen by its word, and a guest in house by name and by room', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAndWait(page, 1001, 'staff');
    await openFromPalette(page, 'folio', /^Ledger/);
    expect(hashPath(page)).toContain('/frontoffice/fo-ledger');

    const { title: guest } = await recordNamed(page, 'a', /^Room \d+ · /);
    await openFromPalette(page, guest, starting(guest));
    const room = /^Ledger — room (\w+), /.exec(await headingOf(page))?.[1];
    expect(await headingOf(page)).toBe(`Ledger — room ${room}, ${guest}`);

    // Esc closes it and Ctrl+K at once opens it again, the room number typed finding the same guest.
    await page.keyboard.press('Control+k');
    await palette(page).getByRole('combobox').waitFor(LONG);
    await page.keyboard.press('Escape');
    await openFromPalette(page, room!, starting(guest));
    expect(await headingOf(page)).toBe(`Ledger — room ${room}, ${guest}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the 1004 clerk opens the TC screen by its word and a pupil by admission number', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAndWait(page, 1004, 'staff');
    await openFromPalette(page, 'TC', /^Student NOC/);
    expect(hashPath(page)).toContain('/front-desk/');
    const { title: pupil, detail } = await recordNamed(page, 'ADM-2024', /^ADM-2024-\d+ · Class /);
    const number = detail.split(' · ')[0]!;
    await openFromPalette(page, number, starting(pupil));
    expect(await headingOf(page)).toBe(`Edit student ${number}`);
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(pupil);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a record of each other kind opens on its own screen: items, parties, employees, vouchers, purchase and sale orders and quotations', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInAndWait(page, 1002, 'admin');
    const opened: Record<string, Awaited<ReturnType<typeof openRecord>>> = {
      item: await openRecord(page, 'ITM-001', /^ITM-001\d · /),
      supplier: await openRecord(page, 'SUP-00', / · Supplier · /),
      customer: await openRecord(page, 'SC-00', / · Customer · /),
      employee: await openRecord(page, 'EMP-000', /^EMP-000\d · Sales executive/),
      voucher: await openRecord(page, 'PAY-', / · Payment · /),
      purchaseOrder: await openRecord(page, 'PO26', / · Purchase order · /),
      purchaseQuotation: await openRecord(page, 'PQ26', / · Purchase quotation · /),
    };
    await page.getByRole('main').getByText(opened.purchaseQuotation!.title, { exact: true }).first().waitFor(LONG);
    await signInAndWait(page, 1009, 'admin');
    opened.saleOrder = await openRecord(page, 'SO26', / · Sale order · /);
    opened.saleQuotation = await openRecord(page, 'SQ26', / · Sale quotation · /);
    // Each on its own screen, as its heading and address say; the quotation on the purchase quotations of its day.
    const shown = Object.fromEntries(Object.entries(opened).map(([kind, { heading, at }]) => [kind, { heading, at }]));
    const key = (kind: string) => /(\S+)$/.exec(opened[kind]!.heading)![1]!;
    expect(shown).toEqual({
      item: {
        heading: expect.stringMatching(/^Edit item ITM-001\d$/),
        at: `/inventory/inv-items?record=${key('item')}`,
      },
      supplier: {
        heading: expect.stringMatching(/^Edit supplier SUP-00\d$/),
        at: `/procurement/pur-sup?record=${key('supplier')}`,
      },
      customer: {
        heading: expect.stringMatching(/^Edit customer SC-00\d+$/),
        at: `/pos/posstock-customers?record=${key('customer')}`,
      },
      employee: {
        heading: expect.stringMatching(/^Edit employee \d+$/),
        at: `/hrd/hrd-employees?record=${key('employee')}`,
      },
      voucher: {
        heading: `Payment voucher ${opened.voucher!.title}`,
        at: `/accounts/accpayments?record=${opened.voucher!.title}`,
      },
      purchaseOrder: {
        heading: `Edit purchase order ${opened.purchaseOrder!.title}`,
        at: expect.stringMatching(/^\/procurement\/pur-stock-orders\?record=\d+$/),
      },
      purchaseQuotation: {
        heading: 'Purchase quotations',
        at: expect.stringMatching(/^\/procurement\/pur-quotations\?from=(\d{4}-\d\d-\d\d)&to=\1$/),
      },
      saleOrder: {
        heading: `Sale order ${opened.saleOrder!.title}`,
        at: expect.stringMatching(/^\/crm\/crm-orders\?record=\d+$/),
      },
      saleQuotation: {
        heading: `Sale quotation ${opened.saleQuotation!.title}`,
        at: expect.stringMatching(/^\/crm\/crm-quotations\?record=\d+$/),
      },
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
