import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';
import { cutOff, expectA4, expectRoll, picture, printRequests } from './print-steps';
import {
  addItem,
  CLASSIC,
  command,
  COMPANY as RESTAURANT,
  escape,
  LONG,
  openTable,
  openTerminal,
} from './restaurant-steps';

/**
 * Each print in Chromium, made a PDF as the browser prints it: the thermal slips (a bill on 80 and on 58 mm, a KOT, a
 * fee receipt, a take-away token slip) are pages as wide as the roll and as long as the slip, one per slip; the
 * documents (a sale order, a purchase order, report cards) are A4. Under print media nothing runs past the width the
 * printer reaches. docs/prints.md shows each layout.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const TAKEAWAY = 1012;
const SCHOOL = 1004;
const CRM = 1009;
const PROCUREMENT = 1002;

/** Waits for the browser to have been asked to print `count` times in all (the first copy prints by itself). */
const printsMade = (page: Page, count: number) => expect.poll(() => printRequests(page), LONG).toBe(count);

async function opened(company: number) {
  const { context, page, errors } = await openPage(browser, 1280);
  await signInAndWait(page, company);
  return { context, page, errors };
}

describe('prints in Chromium', () => {
  it('restaurant: the KOT, the bill on the 80 mm roll; the outlet set to 58 mm, the reprint on 58 mm', async () => {
    const { context, page, errors } = await opened(RESTAURANT);
    await openTerminal(page, CLASSIC, 'DIN');
    expect(await page.getByLabel('Slip paper').inputValue()).toBe('80');
    await openTable(page, 'T1');
    await addItem(page, 'PI-0025', 'Butter naan', 1);
    await addItem(page, 'paneer tik', 'Paneer tikka', 1);

    await command(page, 'Send KOT', 'key');
    const kot = page.getByRole('region', { name: 'KOT slips' });
    await kot
      .getByRole('article', { name: /^KOT .*, table T1$/ })
      .first()
      .waitFor(LONG);
    await printsMade(page, 1);
    const slips = await kot.getByRole('article').count();
    await expectRoll(page, 80, slips, 'the KOT');
    expect(await cutOff(page, 80)).toEqual([]);
    await picture(page, 'kot-80mm', 80);
    await kot.getByRole('button', { name: 'Done' }).click();

    await command(page, 'Make bill', 'key');
    const making = page.getByRole('dialog', { name: /^Make bill: table T1,/ });
    await making.getByRole('button', { name: 'Make bill' }).click();
    const slip = page.getByRole('article', { name: /^Bill [A-Z]{2}\d{2}-\d{6} for printing$/ });
    await slip.waitFor(LONG);
    const seq = /^Bill (\S+) for printing$/.exec((await slip.getAttribute('aria-label'))!)![1]!;
    const bill = page.getByRole('dialog', { name: `Bill ${seq}` });
    await printsMade(page, 2);
    await expectRoll(page, 80, 1, 'the bill on 80 mm');
    expect(await cutOff(page, 80)).toEqual([]);
    await picture(page, 'bill-80mm', 80);
    await bill.getByRole('button', { name: 'Close the bill' }).click();
    await bill.waitFor({ state: 'detached' });

    // The outlet's printer takes 58 mm rolls: set on this device, the next slip is laid out for it.
    await page.getByLabel('Slip paper').selectOption('58');
    await page.getByRole('button', { name: 'Unsettled bills' }).click();
    await page.getByRole('button', { name: `Reprint ${seq}` }).click();
    const copy = page.getByRole('dialog', { name: new RegExp(`^Bill ${escape(seq)}$`) });
    await copy.getByText('REPRINT', { exact: true }).waitFor(LONG);
    await printsMade(page, 3);
    await expectRoll(page, 58, 1, 'the bill on 58 mm');
    expect(await cutOff(page, 58)).toEqual([]);
    await picture(page, 'bill-58mm', 58);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("take-away: the customer's token slip on the counter's roll", async () => {
    const { context, page, errors } = await opened(TAKEAWAY);
    await visitScreen(page, '/takeaway/billing-classy');
    await page.getByLabel('Outlet', { exact: true }).selectOption('MAIN');
    await page.getByRole('button', { name: 'New order' }).click();
    const finder = page.getByRole('combobox', { name: 'Find an item' });
    await finder.waitFor(LONG);
    await finder.fill('masala chai');
    await page.getByRole('listbox', { name: 'Items found' }).getByRole('option').first().waitFor();
    await finder.press('Enter');
    await page.keyboard.press('F2');
    await page.getByRole('heading', { level: 2, name: /^Token \d+$/ }).waitFor(LONG);
    await page.getByRole('region', { name: 'KOT slips' }).getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Print token slip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Token slip for the customer' });
    await dialog.getByRole('article', { name: /^Token slip \d+$/ }).waitFor();
    await printsMade(page, 2);
    await expectRoll(page, 80, 1, 'the token slip');
    expect(await cutOff(page, 80)).toEqual([]);
    await picture(page, 'token-slip-80mm', 80);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('school: a fee receipt on the roll, and the report cards of a class on A4, a page each', async () => {
    const { context, page, errors } = await opened(SCHOOL);
    await visitScreen(page, '/front-desk/fd-feestra?from=2000-01-01&to=2099-12-31');
    await page
      .getByRole('button', { name: /^(Print|Reprint) REC/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Fee receipt REC/ }).waitFor(LONG);
    await printsMade(page, 1);
    await expectRoll(page, 80, 1, 'the fee receipt');
    expect(await cutOff(page, 80)).toEqual([]);
    await picture(page, 'fee-receipt-80mm', 80);

    await visitScreen(page, '/students/stumarks?view=cards&exam=PT-1&class=VI-A');
    const cards = page.getByRole('article', { name: /^Report card: / });
    await cards.first().waitFor(LONG);
    const count = await cards.count();
    expect(await expectA4(page, 'the report cards')).toBe(count);
    expect(await cutOff(page, 'A4')).toEqual([]);
    await picture(page, 'report-card-a4', 'A4');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('documents on A4: a sale order and a purchase order', async () => {
    const crm = await opened(CRM);
    await visitScreen(crm.page, '/crm/crm-orders?record=1&print=1');
    await crm.page.getByRole('heading', { level: 1, name: /^Sale order / }).waitFor(LONG);
    await printsMade(crm.page, 1);
    await expectA4(crm.page, 'the sale order');
    expect(await cutOff(crm.page, 'A4')).toEqual([]);
    await picture(crm.page, 'sale-order-a4', 'A4');
    expect(crm.errors).toEqual([]);
    await crm.context.close();

    const procurement = await opened(PROCUREMENT);
    await visitScreen(procurement.page, '/procurement/pur-stock-orders?print=1');
    await procurement.page.getByRole('heading', { level: 1, name: /^Purchase order / }).waitFor(LONG);
    await printsMade(procurement.page, 1);
    await expectA4(procurement.page, 'the purchase order');
    expect(await cutOff(procurement.page, 'A4')).toEqual([]);
    await picture(procurement.page, 'purchase-order-a4', 'A4');
    expect(procurement.errors).toEqual([]);
    await procurement.context.close();
  });
});
