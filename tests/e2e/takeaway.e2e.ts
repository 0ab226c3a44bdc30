import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPath, launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { openFromPalette, starting } from './palette-steps';
import { fitsPhone, LONG } from './front-office-steps';
import { sum, trialBalance } from './screen-reading';
import {
  billFigures,
  booksAgree,
  printedBill,
  salesListShows,
  sendKot,
  settleInCash,
  settlementShows,
} from './takeaway-bill-steps';
import {
  addBiryaniWithRaita,
  addHappyHourChai,
  addItem,
  addLunchBoxCombo,
  COMPANY,
  makeHappyHour,
  newOrderForNewCustomer,
  OUTLET,
} from './takeaway-steps';

/**
 * A take-away counter in the production build (company 1012): the manager makes a happy hour at the
 * main counter covering now, then takes an order for a customer made by phone on the spot: a combo, an item with
 * an add-on, an item the happy hour prices; the KOT carries the token, the bill names the happy hour and the
 * first-order offer, cash is settled with change; the day reports and the trial balance agree. The browser
 * profile starts from the demo seeds, so the figures are the test's own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('a take-away order in the browser (1012)', () => {
  it('desktop: a happy hour at the main counter around now; an order for a customer made by phone with a combo, an item with an add-on and a happy-hour item; its KOT with the token, the bill naming the happy hour and the first-order offer, cash with change; the day reports and the trial balance agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, COMPANY, 'admin');
    const ledgerBefore = await trialBalance(page);
    await makeHappyHour(page);

    const { outletName, customer, phone } = await newOrderForNewCustomer(page);
    const comboPrice = await addLunchBoxCombo(page);
    const { biryani, raita } = await addBiryaniWithRaita(page);
    const { chaiUsual, chai } = await addHappyHourChai(page, { biryani, raita });
    // The order open with its lines, as axe-core sees it.
    const axeProblems = await seriousViolations(page, 'take-away billing, an order open with four lines');
    await sendKot(page);

    const subtotal = sum([comboPrice, biryani, raita, chai]);
    const { making, figures } = await billFigures(page, outletName, subtotal);
    axeProblems.push(...(await seriousViolations(page, 'take-away billing, the Make bill dialog')));
    expect(axeProblems).toEqual([]);
    const { offerOff, total } = figures;
    const seq = await printedBill(page, making, { customer, phone, offerOff, total });
    await settleInCash(page, seq, total);

    const sold = { seq, customer, phone, happyHourOff: sum([chaiUsual, -chai]), offerOff, total };
    await salesListShows(page, sold);
    await settlementShows(page, sold);
    await booksAgree(page, ledgerBefore, figures);
    // Ctrl+K, the bill's number and Enter open the day's sales list of its outlet, the bill in it.
    await openFromPalette(page, seq, starting(seq));
    expect(hashPath(page)).toContain('/takeaway/day-rep-saleslist?');
    await page.getByRole('cell', { name: seq, exact: true }).waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('phone (375 px): the billing screen, a new order with a line and the combo dialog, never wider than the screen', async () => {
    const { context, page, errors } = await openPhone(browser);
    const fits = (where: string) => fitsPhone(page, where);
    await signInAndWait(page, COMPANY, 'admin');
    await visitScreen(page, '/takeaway/billing-classy');
    await page.getByRole('heading', { level: 1, name: 'Take-away billing' }).waitFor();
    await page.getByLabel('Outlet', { exact: true }).selectOption(OUTLET);
    await fits('the take-away billing screen');
    await page.getByRole('button', { name: 'New order' }).tap();
    await page.getByRole('heading', { level: 2, name: 'New order' }).waitFor();
    await page.getByRole('combobox', { name: 'Find an item' }).waitFor(LONG);
    await fits('a new order');
    await addItem(page, 'TI-0012', 'Chicken dum biryani');
    await fits('the order with a line');
    await page.getByRole('button', { name: 'Combos', exact: true }).tap();
    const combos = page.getByRole('dialog', { name: 'Add a combo' });
    await combos.getByLabel('Combo group').selectOption({ label: 'Lunch boxes' });
    await combos.getByRole('radio', { name: /^Biryani lunch box, / }).waitFor();
    await fits('the combo dialog');
    await combos.getByRole('button', { name: 'Cancel' }).tap();
    await combos.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  }, 30_000);
});
