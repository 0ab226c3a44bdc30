import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { applyPercent } from '../../src/lib/money/money-arithmetic';
import { escape, LONG } from './front-office-steps';
import { fromMenu, rupees, sum } from './screen-reading';

// The take-away counter's steps up to the order's lines (takeaway.e2e.ts): the manager's happy hour, the customer
// made by phone, a combo, an add-on and a happy-hour item.

export const COMPANY = 1012;
export const OUTLET = 'MAIN';
export const HAPPY_HOUR = { code: 'HH-E2E', name: 'Counter e2e hour', percentOff: 25, group: 'BEV' };
/** `percent` of an amount in rupees, rounded to the paisa as the money helpers round it. */
export const percentOf = (amount: number, percent: number) => fromPaise(applyPercent(toPaise(amount), percent));

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
export async function makeHappyHour(page: Page) {
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
export async function addItem(page: Page, typed: string, item: string): Promise<number> {
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

/**
 * Billing at the main counter: a new order, the customer made on the spot for a phone not on file. Answers the
 * outlet's name, the customer and the phone.
 */
export async function newOrderForNewCustomer(page: Page) {
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
  return { outletName, customer, phone };
}

/** A combo from its group, priced as the combo; answers its price. */
export async function addLunchBoxCombo(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Combos', exact: true }).click();
  const combos = page.getByRole('dialog', { name: 'Add a combo' });
  await combos.getByLabel('Combo group').selectOption({ label: 'Lunch boxes' });
  const box = combos.getByRole('radio', {
    name: /^Biryani lunch box, ₹[\d,.]+: 1 × Chicken dum biryani, 1 × Fresh lime juice$/,
  });
  const comboPrice = rupees(/₹([\d,.]+):/.exec((await combos.getByText(/^Biryani lunch box, ₹/).textContent())!)![1]!);
  await box.check();
  await combos.getByRole('button', { name: 'Add the combo' }).click();
  await combos.waitFor({ state: 'detached' });
  await expect.poll(() => lineAmount(page, 'Biryani lunch box')).toBe(comboPrice);
  return comboPrice;
}

/** The biryani by its code, with an onion raita on it; answers both prices. */
export async function addBiryaniWithRaita(page: Page) {
  const biryani = await addItem(page, 'TI-0012', 'Chicken dum biryani');
  await page.getByRole('button', { name: 'Add-ons for Chicken dum biryani' }).click();
  const addOns = page.getByRole('dialog', { name: 'Add-ons for Chicken dum biryani' });
  const raitaButton = addOns.getByRole('button', { name: /^Onion raita, ₹/ });
  const raita = rupees(/₹([\d,.]+)/.exec((await raitaButton.textContent())!)![1]!);
  await raitaButton.click();
  await orderLine(page, '+ Onion raita').waitFor();
  await addOns.getByRole('button', { name: 'Done' }).click();
  await addOns.waitFor({ state: 'detached' });
  return { biryani, raita };
}

/**
 * A masala chai, a beverage: priced by the happy hour, and the line names it; every line's amount and name checked.
 * Answers the chai's usual price and the happy hour's.
 */
export async function addHappyHourChai(page: Page, priced: { biryani: number; raita: number }) {
  const { biryani, raita } = priced;
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
  return { chaiUsual, chai };
}
