import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { applyPercent } from '../../src/lib/money/money-arithmetic';
import { formatMoney } from '../../src/lib/money/money-format';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { columnOf, fromMenu, rupees, sum, tableRows, trialBalance } from './screen-reading';

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

const COMPANY = 1012;
const OUTLET = 'MAIN';
const HAPPY_HOUR = { code: 'HH-E2E', name: 'Counter e2e hour', percentOff: 25, group: 'BEV' };
const LONG = { timeout: 20_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Rupees as the screens show them (1,080.00). */
const money = (amount: number) => formatMoney(toPaise(amount));
/** `percent` of an amount in rupees, rounded to the paisa as the money helpers round it. */
const percentOf = (amount: number, percent: number) => fromPaise(applyPercent(toPaise(amount), percent));

/** Counts the browser's print requests instead of opening its dialog (from the next page loaded in the profile on). */
async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { printRequests: number };
    counted.printRequests = 0;
    window.print = () => {
      counted.printRequests += 1;
    };
  });
}
const printRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { printRequests?: number }).printRequests ?? 0);
const printsMade = (page: Page, count: number) => expect.poll(() => printRequests(page), LONG).toBe(count);

/** Every account whose balance moved between two trial balances, by name, with how much (debit positive). */
function movements(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return Object.fromEntries(
    names
      .map((name) => [name, sum([after.get(name) ?? 0, -(before.get(name) ?? 0)])] as const)
      .filter(([, amount]) => amount !== 0),
  );
}

/** Nothing on the page is wider than the phone's 375 px screen (nothing scrolls sideways). */
async function fitsPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${where} is ${width} px wide on a 375 px screen`).toBeLessThanOrEqual(375);
}

// ---------------------------------------------------------------------------------------------------------
// The happy hour, as the manager sets it.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A window from an hour ago to two hours on, by the browser's clock (the clock the counter prices by). Near
 * midnight it runs past midnight (an earlier to time), and it belongs to the day it started: that day's weekday
 * is the one ticked, and its date the first it is valid.
 */
function happyHourWindow(page: Page) {
  return page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const time = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;
    const from = new Date(Date.now() - 60 * 60_000);
    const to = new Date(Date.now() + 2 * 60 * 60_000);
    return {
      from: time(from),
      to: time(to),
      weekday: from.getDay(),
      startDate: `${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}`,
    };
  });
}

/** A form's field by its label (a required one's label ends in an asterisk hidden from screen readers). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/**
 * Take-away > Transactions > Happy hours: a percent off beverages at the main counter, on today's weekday, around now.
 */
async function makeHappyHour(page: Page) {
  const slot = await happyHourWindow(page);
  await fromMenu(page, 'POS', 'Transactions', 'Happy hours');
  await page.getByRole('heading', { level: 1, name: 'Happy hours' }).waitFor();
  await page.getByRole('button', { name: 'New happy hour' }).click();
  const form = page.getByRole('form', { name: 'New happy hour' });
  await field(form, 'Code').fill(HAPPY_HOUR.code);
  await field(form, 'Name').fill(HAPPY_HOUR.name);
  await field(form, 'Outlet').fill(OUTLET);
  await page.getByRole('option', { name: new RegExp(`\\(${OUTLET}\\)$`) }).click();
  for (const [index, day] of WEEKDAYS.entries())
    await form.getByRole('checkbox', { name: day, exact: true }).setChecked(index === slot.weekday);
  await field(form, 'From time').fill(slot.from);
  await field(form, 'To time').fill(slot.to);
  await field(form, 'Pricing').selectOption({ label: 'Percent off' });
  await field(form, 'Percent off').fill(String(HAPPY_HOUR.percentOff));
  await form.getByRole('button', { name: 'Add a line to item groups' }).click();
  await field(form, 'Item group, line 1').fill(HAPPY_HOUR.group);
  await page.getByRole('option', { name: new RegExp(`\\(${HAPPY_HOUR.group}\\)$`) }).click();
  await field(form, 'Valid from').fill(slot.startDate);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { level: 1, name: 'Happy hours' }).waitFor(LONG);
  const saved = page
    .getByRole('table', { name: 'Happy hours' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: HAPPY_HOUR.code, exact: true }) });
  await saved.getByRole('cell', { name: slot.from, exact: true }).waitFor(LONG);
  await saved.getByRole('cell', { name: slot.to, exact: true }).waitFor();
  // The saved notice, read and closed (a click closes it), so it does not stay over the next screen.
  const notice = page.getByRole('alert').filter({ hasText: `Happy hour ${HAPPY_HOUR.code} saved.` });
  await notice.click();
  await notice.waitFor({ state: 'detached', ...LONG });
}

// ---------------------------------------------------------------------------------------------------------
// The counter, as the cashier works it.

const orderLine = (page: Page, item: string) =>
  page
    .getByRole('table', { name: 'Order lines' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: new RegExp(`^${escape(item)}( \\(selected\\))?( Happy hour|$)`) }),
    });
const lineAmount = async (page: Page, item: string) =>
  rupees(await orderLine(page, item).getByRole('cell').nth(1).textContent());

/** Looks a phone number up until one is not on file (a customer found is cleared off the order again); answers it. */
async function newPhone(page: Page): Promise<string> {
  const found = page.getByRole('group', { name: 'Customer', exact: true });
  for (let n = 0; n < 20; n += 1) {
    const phone = String(9847066100 + n);
    await page.getByLabel('Customer phone').fill(phone);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const unknown = page.getByRole('group', { name: `New customer ${phone}` });
    await unknown.or(found).waitFor(LONG);
    if (await unknown.isVisible()) return phone;
    await found.getByRole('button', { name: 'Clear customer' }).click();
  }
  throw new Error('Twenty phone numbers in a row are on file');
}

/**
 * Types in the item finder, waits for the item to be found, adds it with Enter; answers its usual rate as the finder
 * shows it.
 */
async function addItem(page: Page, typed: string, item: string): Promise<number> {
  const finder = page.getByRole('combobox', { name: 'Find an item' });
  await finder.fill(typed);
  const option = page
    .getByRole('listbox', { name: 'Items found' })
    .getByRole('option')
    .first()
    .filter({ hasText: item });
  await option.waitFor();
  const rate = rupees(/₹[\d,.]+$/.exec((await option.textContent())!)![0]);
  await finder.press('Enter');
  await orderLine(page, item).waitFor();
  return rate;
}

/** The amount of a row of a figures table (the make-bill dialog's and the printed bill's "Bill figures"). */
const figure = async (scope: Locator, row: string | RegExp) =>
  rupees(
    await scope
      .getByRole('table', { name: 'Bill figures' })
      .getByRole('row')
      .filter({ has: scope.page().getByRole('rowheader', { name: row, exact: true }) })
      .getByRole('cell')
      .textContent(),
  );

describe('a take-away order in the browser (1012)', () => {
  it('desktop: a happy hour at the main counter around now; an order for a customer made by phone with a combo, an item with an add-on and a happy-hour item; its KOT with the token, the bill naming the happy hour and the first-order offer, cash with change; the day reports and the trial balance agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await countPrints(context);
    await signInAndWait(page, COMPANY, 'admin');
    const ledgerBefore = await trialBalance(page);
    await makeHappyHour(page);

    // Billing at the main counter: a new order, the customer made on the spot for a phone not on file.
    await fromMenu(page, 'POS', 'Transactions', 'Billing');
    await page.getByRole('heading', { level: 1, name: 'Take-away billing' }).waitFor();
    await page.getByLabel('Outlet', { exact: true }).selectOption(OUTLET);
    const outletName = (await page.getByLabel('Outlet', { exact: true }).locator('option:checked').textContent())!;
    await page.getByRole('button', { name: 'New order' }).click();
    await page.getByRole('heading', { level: 2, name: 'New order' }).waitFor();
    // Lines are priced with the happy hours: the finder shows once they are read.
    await page.getByRole('combobox', { name: 'Find an item' }).waitFor(LONG);
    const phone = await newPhone(page);
    const customer = 'Meera Pillai';
    await page.getByLabel('Name', { exact: true }).fill(customer);
    await page.getByLabel('Address', { exact: true }).fill('12 Temple Road, Koramangala');
    await page.getByRole('button', { name: 'Add customer' }).click();
    await page
      .getByRole('group', { name: 'Customer', exact: true })
      .getByText(`Customer ${customer} (${phone}), 12 Temple Road, Koramangala`)
      .waitFor(LONG);

    // A combo from its group, priced as the combo.
    await page.getByRole('button', { name: 'Combos', exact: true }).click();
    const combos = page.getByRole('dialog', { name: 'Add a combo' });
    await combos.getByLabel('Combo group').selectOption({ label: 'Lunch boxes' });
    const box = combos.getByRole('radio', {
      name: /^Biryani lunch box, ₹[\d,.]+: 1 × Chicken dum biryani, 1 × Fresh lime juice$/,
    });
    const comboPrice = rupees(
      /₹([\d,.]+):/.exec((await combos.getByText(/^Biryani lunch box, ₹/).textContent())!)![1]!,
    );
    await box.check();
    await combos.getByRole('button', { name: 'Add the combo' }).click();
    await combos.waitFor({ state: 'detached' });
    await expect.poll(() => lineAmount(page, 'Biryani lunch box')).toBe(comboPrice);

    // The biryani by its code, with an onion raita on it.
    const biryani = await addItem(page, 'TI-0012', 'Chicken dum biryani');
    await page.getByRole('button', { name: 'Add-ons for Chicken dum biryani' }).click();
    const addOns = page.getByRole('dialog', { name: 'Add-ons for Chicken dum biryani' });
    const raitaButton = addOns.getByRole('button', { name: /^Onion raita, ₹/ });
    const raita = rupees(/₹([\d,.]+)/.exec((await raitaButton.textContent())!)![1]!);
    await raitaButton.click();
    await orderLine(page, '+ Onion raita').waitFor();
    await addOns.getByRole('button', { name: 'Done' }).click();
    await addOns.waitFor({ state: 'detached' });

    // A masala chai, a beverage: priced by the happy hour, and the line names it.
    const chaiUsual = await addItem(page, 'masala chai', 'Masala chai');
    await orderLine(page, 'Masala chai')
      .getByRole('rowheader', { name: new RegExp(`Happy hour ${HAPPY_HOUR.code}$`) })
      .waitFor();
    const chai = sum([chaiUsual, -percentOf(chaiUsual, HAPPY_HOUR.percentOff)]);
    expect({
      biryani: await lineAmount(page, 'Chicken dum biryani'),
      raita: await lineAmount(page, '+ Onion raita'),
      chai: await lineAmount(page, 'Masala chai'),
    }).toEqual({ biryani, raita, chai });
    expect(await page.getByRole('table', { name: 'Order lines' }).getByRole('rowheader').allTextContents()).toEqual([
      'Biryani lunch box',
      'Chicken dum biryani',
      '+ Onion raita',
      `Masala chai (selected)Happy hour ${HAPPY_HOUR.code}`,
    ]);
    // The order open with its lines, as axe-core sees it.
    const axeProblems = await seriousViolations(page, 'take-away billing, an order open with four lines');

    // F2: the kitchen's slip carries the token the backend gives the order.
    await page.keyboard.press('F2');
    await page.getByText(/^KOT for Order TA-[A-Z0-9]{6}: 4 lines for the kitchen\.$/).waitFor();
    const slip = page.getByRole('article', { name: /^KOT KITCHEN, Order TA-[A-Z0-9]{6}$/ });
    await slip.getByText('Token 1', { exact: true }).waitFor(LONG);
    await slip
      .getByRole('cell', { name: 'Biryani lunch box 1 × Chicken dum biryani, 1 × Fresh lime juice', exact: true })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Token 1' }).waitFor(LONG);
    await printsMade(page, 1);
    await page.getByRole('region', { name: 'KOT slips' }).getByRole('button', { name: 'Done' }).click();

    // F4: the bill with the customer's first-order offer named, on the subtotal of the lines.
    await page.keyboard.press('F4');
    const making = page.getByRole('dialog', { name: `Make bill: Token 1, ${outletName}` });
    const offer = 'Offer WELCOME20 (20% off your first order)';
    await making.getByRole('status').getByText(`${offer} applied.`).waitFor(LONG);
    const subtotal = sum([comboPrice, biryani, raita, chai]);
    expect(await figure(making, 'Subtotal')).toBe(subtotal);
    const offerOff = percentOf(subtotal, 20);
    expect(await figure(making, offer)).toBe(-offerOff);
    const [cgst, sgst, roundOff, total] = [
      await figure(making, /^CGST /),
      await figure(making, /^SGST /),
      await figure(making, 'Round-off'),
      await figure(making, 'Total'),
    ];
    expect(total).toBe(sum([subtotal, -offerOff, cgst, sgst, roundOff]));
    // Once the dialog has faded in, as the cashier sees it.
    await expect.poll(() => making.evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');
    axeProblems.push(...(await seriousViolations(page, 'take-away billing, the Make bill dialog')));
    expect(axeProblems).toEqual([]);
    await making.getByRole('button', { name: 'Make bill' }).click();

    // The printed bill: its number, the token, the customer, the happy hour on its line and the offer.
    const title = page
      .getByRole('dialog', { name: /^Bill / })
      .getByRole('heading', { level: 3, name: /^Bill [A-Z]+\/\d{2}-\d{6}$/ });
    await title.waitFor(LONG);
    const seq = (await title.textContent())!.replace('Bill ', '');
    const printed = page.getByRole('article', { name: `Bill ${seq} for printing` });
    await printed.getByText('Token 1', { exact: true }).waitFor();
    await printed.getByText(`${customer} · ${phone}`, { exact: true }).waitFor();
    await printed.getByRole('cell', { name: `Masala chai Happy hour: ${HAPPY_HOUR.code}`, exact: true }).waitFor();
    expect(await figure(printed, offer)).toBe(-offerOff);
    expect(await figure(printed, 'Total')).toBe(total);
    await printsMade(page, 2);
    await page
      .getByRole('dialog', { name: `Bill ${seq}` })
      .getByRole('button', { name: 'Close the bill' })
      .click();
    await page.getByText('Reopen the order to add items.').waitFor();

    // F8: 500 in cash, the change shown; settled.
    await page.keyboard.press('F8');
    const settle = page.getByRole('dialog', { name: `Settle bill ${seq}` });
    await settle.getByText(`Total payable ₹ ${money(total)}`).waitFor();
    await settle.getByLabel('Cash handed over (₹)').fill('500');
    await settle
      .getByRole('status')
      .getByText(`Change to give ₹ ${money(sum([500, -total]))}`)
      .waitFor();
    await settle.getByRole('button', { name: 'Settle' }).click();
    await settle.waitFor({ state: 'detached' });
    await page.getByText('Token 1 settled.').waitFor();
    const settled = page.getByRole('group', { name: `Settled bill ${seq}` });
    await settled.getByText(`Bill ${seq} settled: Cash ₹${money(total)}.`).waitFor();
    await settled.getByRole('button', { name: 'No print' }).click();
    await page.getByText('No open orders.').waitFor(LONG);
    // The server has it: nothing waits to be sent, and no bill is left to settle.
    await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });
    await page.getByRole('button', { name: 'Unsettled bills' }).click();
    await page.getByRole('region', { name: 'Unsettled bills' }).getByText('Every bill is settled.').waitFor(LONG);

    // Day reports > Sales list: the bill with its token, customer, happy hour, offer and cash.
    await fromMenu(page, 'POS', 'Day reports', 'Sales list');
    await page.getByRole('heading', { level: 1, name: 'Day sales list' }).waitFor();
    const sales = await tableRows(page, 'Day sales list');
    const column = async (table: string, header: string) => columnOf(page, table, header);
    const listed = sales.find((cells) => cells[0] === seq);
    if (!listed)
      throw new Error(`Bill ${seq} is not in the day sales list: ${sales.map((cells) => cells[0]).join(', ')}`);
    const cellOf = async (header: string) => listed[await column('Day sales list', header)]!;
    expect({
      token: await cellOf('Token'),
      type: await cellOf('Order type'),
      customer: await cellOf('Customer'),
      happyHourOff: rupees(await cellOf('Happy-hour discount')),
      offer: await cellOf('Offer'),
      offerOff: rupees(await cellOf('Offer discount')),
      total: rupees(await cellOf('Total')),
      status: await cellOf('Status'),
      settledBy: await cellOf('Settled by'),
    }).toEqual({
      token: '1',
      type: 'Take-away',
      customer: `${customer} (${phone})`,
      happyHourOff: sum([chaiUsual, -chai]),
      offer: 'WELCOME20',
      offerOff,
      total,
      status: 'Settled',
      settledBy: 'Cash',
    });

    // Day reports > Settlement: the bill in the cash group, for its total.
    await fromMenu(page, 'POS', 'Day reports', 'Settlement');
    await page.getByRole('heading', { level: 1, name: 'Day settlement' }).waitFor();
    const day = await tableRows(page, 'Day settlement');
    const [token, who, amount] = [
      await column('Day settlement', 'Token'),
      await column('Day settlement', 'Customer'),
      await column('Day settlement', 'Amount'),
    ];
    const cashFrom = day.findIndex((cells) => /^Mode: Cash \(\d+\)$/.test(cells[0]!));
    const cashTo = day.findIndex((cells) => cells[0] === 'Subtotal, Cash');
    const paid = day.findIndex((cells) => cells[0] === seq);
    expect(
      cashFrom >= 0 && cashFrom < paid && paid < cashTo,
      `bill ${seq} in the cash group of the day settlement`,
    ).toBe(true);
    expect({ token: day[paid]![token], customer: day[paid]![who], amount: rupees(day[paid]![amount]!) }).toEqual({
      token: '1',
      customer: `${customer} (${phone})`,
      amount: total,
    });

    // The books: cash up by the bill; sales (net of the offer), the output taxes and the round-off the other side;
    // nothing else moved.
    const moved = movements(ledgerBefore, await trialBalance(page));
    const account = (name: RegExp, what: string) =>
      Object.keys(moved).find((row) => name.test(row)) ?? `(no ${what} account moved)`;
    const expected: Record<string, number> = {
      'Cash in hand (AC001)': total,
      [account(/sales \(AC\d+\)$/i, 'sales')]: -sum([subtotal, -offerOff]),
      [account(/^CGST payable/, 'CGST')]: -cgst,
      [account(/^SGST payable/, 'SGST')]: -sgst,
    };
    if (roundOff !== 0) expected[account(/^Round off/, 'round-off')] = -roundOff;
    expect(moved).toEqual(expected);
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
