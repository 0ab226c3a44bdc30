import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPath, launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import {
  addItem,
  CLASSIC,
  COMPANY,
  confirmSettle,
  daySettlement,
  escape,
  fitsPhone,
  kitchenStock,
  listOfSales,
  LONG,
  makeBill,
  money,
  openSettle,
  openTable,
  openTerminal,
  orderRow,
  quantityOf,
  sendKot,
  settleInCash,
  sum,
  switchUser,
  tile,
  TOUCH,
  trialBalance,
} from './restaurant-steps';
import { openFromPalette, starting } from './palette-steps';

/**
 * A restaurant service in the production build: the cashier of 1010 (staff) takes tables through KOTs, bills and
 * every settlement mode on the classic and the touch terminal and on the delivery screen; the manager (admin) then
 * finds the reports, the kitchen's stock and the trial balance agreeing with what was taken. Every browser profile
 * starts from the demo seeds, so each test's figures are its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('a restaurant service in the browser (1010)', () => {
  it('desktop: the cashier serves three tables on the classic terminal (KOTs, a cancellation, a discount, cash, split tender with UPI, card); the reports, the kitchen stock and the trial balance agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    // What the manager sees before the service.
    await signInAndWait(page, COMPANY, 'admin');
    const flourBefore = await kitchenStock(page, 'Wheat flour (atta)');
    const ledgerBefore = await trialBalance(page);
    await switchUser(page, 'staff');

    await openTerminal(page, CLASSIC, 'DIN');
    // T1: typed by code (Enter thrice on the same new line) and by name, sent with F2; more sent with the button.
    await openTable(page, 'T1');
    for (const quantity of [1, 2, 3]) await addItem(page, 'PI-0025', 'Butter naan', quantity);
    await addItem(page, 'paneer tik', 'Paneer tikka', 1);
    await sendKot(page, 'T1', 2, 3 * 70 + 280);
    await page.getByRole('article', { name: 'KOT TAN, table T1' }).waitFor();
    await addItem(page, 'dal tad', 'Dal tadka', 1);
    await sendKot(page, 'T1', 1, 490 + 190, 'button');
    // A naan the guest no longer wants: lowering a sent line asks why and sends a cancellation ticket.
    await orderRow(page, 'Butter naan').getByRole('button', { name: 'Less Butter naan' }).click();
    const reason = page.getByRole('dialog', { name: 'Cancel Butter naan' });
    await reason.waitFor();
    // The open table with its order, and a dialog over it, as axe-core sees them.
    const axeProblems = await seriousViolations(page, 'the classic terminal, a table open, the cancellation dialog');
    await reason.getByLabel('Reason for the cancellation').fill('Guest changed mind');
    await reason.getByRole('button', { name: 'Lower the quantity' }).click();
    await reason.waitFor({ state: 'detached' });
    await sendKot(page, 'T1', 1, 680 - 70);
    await expect
      .poll(() => page.getByRole('article', { name: 'CANCELLED TAN, table T1' }).textContent())
      .toContain('Reason: Guest changed mind');
    const total1 = await makeBill(page, 'T1', {
      fill: async (dialog) => {
        await dialog.getByLabel('Discount %').fill('5');
        await dialog.getByLabel('Reason for the discount').fill('Regular guest');
        await dialog.getByRole('row', { name: 'Discount (5%) -30.50' }).waitFor();
      },
    });
    await tile(page, 'T1', 'billed', total1).waitFor(LONG);
    await settleInCash(page, 'T1', total1, Math.ceil(total1 / 100) * 100);

    // T2: split tender, part cash and part UPI (its QR code of the UPI part on the screen).
    await openTable(page, 'T2');
    await addItem(page, 'PI-0021', 'Butter chicken', 1);
    await addItem(page, 'PI-0025', 'Butter naan', 1);
    await addItem(page, 'PI-0025', 'Butter naan', 2);
    await sendKot(page, 'T2', 2, 340 + 140);
    const total2 = await makeBill(page, 'T2');
    const cash2 = 200;
    const upi2 = sum([total2, -cash2]);
    const split = await openSettle(page, total2);
    await split.getByLabel('Split tender').check();
    await split.getByLabel('Amount of payment 1 (₹)').fill(String(cash2));
    await split.getByLabel('Cash handed over (₹) of payment 1').fill(String(cash2));
    await split.getByLabel('Mode of payment 2').selectOption('UPI');
    await split.getByLabel('Amount of payment 2 (₹)').fill(String(upi2));
    await split.getByRole('img', { name: new RegExp(`^UPI QR code for ₹${escape(money(upi2))}, bill `) }).waitFor();
    axeProblems.push(...(await seriousViolations(page, 'the settle dialog with a split tender and its UPI QR code')));
    expect(axeProblems).toEqual([]);
    await confirmSettle(page, split, 'T2');

    // T3: by card.
    await openTable(page, 'T3');
    await addItem(page, 'PI-0037', 'Filter coffee', 1);
    await addItem(page, 'PI-0037', 'Filter coffee', 2);
    await addItem(page, 'mango las', 'Mango lassi', 1);
    await sendKot(page, 'T3', 2, 2 * 50 + 110);
    const total3 = await makeBill(page, 'T3');
    const card = await openSettle(page, total3);
    await card.getByLabel('Card').check();
    await card.getByLabel('Card slip reference').fill('SLIP-4471');
    await confirmSettle(page, card, 'T3');
    // Every bill reached the server: nothing waits to send.
    await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });

    // The manager's reading of the day.
    await switchUser(page, 'admin');
    const sales = await listOfSales(page);
    expect(sales.bills.map(({ table, total, status }) => ({ table, total, status }))).toEqual([
      { table: 'T1', total: total1, status: 'Settled' },
      { table: 'T2', total: total2, status: 'Settled' },
      { table: 'T3', total: total3, status: 'Settled' },
    ]);
    expect(sales.grand).toBe(sum([total1, total2, total3]));
    const day = await daySettlement(page);
    expect(day.modes).toEqual({ Cash: sum([total1, cash2]), Card: total3, UPI: upi2 });
    expect(day.total).toBe(sales.grand);
    expect(day.bills.map(({ table, amount }) => `${table} ${amount}`).sort()).toEqual(
      [`T1 ${total1}`, `T2 ${cash2}`, `T2 ${upi2}`, `T3 ${total3}`].sort(),
    );
    // Butter naan (2 kg of flour a batch of 20): 2 at T1 and 2 at T2 drew 0.4 kg from the kitchen store.
    expect(await kitchenStock(page, 'Wheat flour (atta)')).toBe(sum([flourBefore, -0.4]));
    // The settlements reached the cashier's own accounts (her assignments): cash in hand, the bank for the
    // card, the wallet for UPI; and the trial balance still agrees.
    const ledger = await trialBalance(page);
    expect(ledger.debit).toBe(ledger.credit);
    const rose = (account: string) => sum([ledger.debits[account] ?? 0, -(ledgerBefore.debits[account] ?? 0)]);
    expect({ cash: rose('AC001'), bank: rose('AC002'), wallet: rose('AC004') }).toEqual({
      cash: sum([total1, cash2]),
      bank: total3,
      wallet: upi2,
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('phone (375 px): the cashier serves a table on the touch screen through tiles, sends it, bills it and settles it, never scrolling sideways', async () => {
    const { context, page, errors } = await openPhone(browser);
    const fits = (where: string) => fitsPhone(page, where);
    await signInAndWait(page, COMPANY, 'staff');
    await openTerminal(page, TOUCH, 'DIN');
    await fits('the table grid');
    await tile(page, 'T4', 'free').tap();
    await page.getByRole('heading', { name: 'Table T4' }).waitFor();
    const groups = page.getByRole('list', { name: 'Item groups' });
    await groups.getByRole('button', { name: /^Breads and appam \d+ items$/ }).tap();
    await page.getByRole('button', { name: 'Add Butter naan' }).tap();
    await page.getByRole('button', { name: 'More Butter naan' }).tap();
    await page.getByRole('button', { name: 'All groups' }).tap();
    await groups.getByRole('button', { name: /^Desserts \d+ items$/ }).tap();
    await page.getByRole('button', { name: 'Add Gulab jamun' }).tap();
    await expect.poll(() => quantityOf(page, 'Butter naan')).toBe(2);
    await fits('the open table with its tiles');
    await sendKot(page, 'T4', 2, 2 * 70 + 90, 'tap');
    await fits('the KOT slips');
    const total = await makeBill(page, 'T4', { how: 'tap', check: fits });
    const dialog = await openSettle(page, total, 'tap');
    await fits('the Settle dialog');
    await dialog.getByLabel('Split tender').check();
    await dialog.getByRole('button', { name: 'Split equally among 2 guests' }).tap();
    await dialog.getByLabel('Mode of payment 2').selectOption('UPI');
    await dialog.getByRole('img', { name: /^UPI QR code for ₹/ }).waitFor();
    await fits('the Settle dialog, split tender with a UPI QR code');
    await dialog.getByRole('radio', { name: 'Cash' }).check();
    await dialog.getByLabel('Cash handed over (₹)').fill('500');
    await dialog
      .getByRole('status')
      .getByText(`Change to give ₹ ${money(sum([500, -total]))}`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Settle' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Table T4 settled.').waitFor();
    await tile(page, 'T4', 'free').waitFor(LONG);
    await fits('the table grid after settling');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('delivery: an order taken on the delivery screen, its items on the terminal (Take the order), billed, given a rider, out, delivered and its cash collected', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    // The cashier: home delivery is one of their outlets.
    await signInAndWait(page, COMPANY, 'staff');
    await visitScreen(page, '/pos/res-delivery-details');
    await page.getByRole('button', { name: 'New delivery order' }).click();
    const form = page.getByRole('form', { name: 'New delivery order' });
    await form.getByLabel('Customer name').fill('Anita Das');
    await form.getByLabel('Phone (10 digits)').fill('9847012345');
    await form.getByLabel('Delivery address').fill('12 Beach Road, Fort Kochi');
    await form.getByLabel('Notes for the kitchen and rider').fill('Less spicy');
    await form.getByLabel('Outlet').selectOption({ label: 'Home delivery' });
    await form.getByRole('button', { name: 'Save delivery order' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Anita Das' });
    const seq = (await row.getByRole('rowheader').textContent())!.trim();
    expect(seq).toMatch(/^DEL\d{2}-\d{6}$/);
    await row.getByRole('cell', { name: 'Preparing', exact: true }).waitFor();

    // Take the order: the terminal opens on the delivery's pseudo table in the delivery outlet.
    await row.getByRole('link', { name: `Take the order for ${seq}` }).click();
    const pane = page.getByRole('region', { name: /^Delivery (D\d+) — Anita Das$/ });
    await pane.waitFor(LONG);
    const table = /Delivery (D\d+)/.exec((await pane.getByRole('heading', { level: 2 }).textContent())!)![1]!;
    await expect.poll(() => page.getByLabel('Outlet', { exact: true }).inputValue()).toBe('HDL');
    await addItem(page, 'PI-0029', 'Chicken biryani', 1);
    await addItem(page, 'PI-0029', 'Chicken biryani', 2);
    await addItem(page, 'mango las', 'Mango lassi', 1);
    await sendKot(page, table, 2);
    await tile(page, table, 'occupied').waitFor(LONG);
    const total = await makeBill(page, table);
    await tile(page, table, 'billed', total).waitFor(LONG);

    // Back on the delivery screen: the bill's total shows; a rider takes it out, delivers it and brings the cash.
    await visitScreen(page, '/pos/res-delivery-details');
    await row.getByRole('cell', { name: money(total), exact: true }).waitFor(LONG);
    const rider = row.getByLabel(`Delivery boy for ${seq}`);
    const riderName = (await rider.locator('option').nth(1).textContent())!;
    await rider.selectOption({ index: 1 });
    await expect.poll(() => rider.locator('option:checked').textContent()).toBe(riderName);
    await row.getByRole('button', { name: `Send ${seq} out` }).click();
    await row.getByRole('cell', { name: 'Out for delivery', exact: true }).waitFor(LONG);
    await row.getByRole('button', { name: `Mark ${seq} delivered` }).click();
    await row.getByRole('cell', { name: 'Delivered', exact: true }).waitFor(LONG);
    await row.getByRole('button', { name: `Cash collected for ${seq}` }).click();
    await row.getByRole('cell', { name: 'Cash collected', exact: true }).waitFor(LONG);
    // A collected order no longer changes: its rider is shown as text, no move is offered.
    await row.getByRole('cell', { name: riderName.replace(/ \(\d+\)$/, ''), exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    // The cash collected settled the delivery's bill, once.
    const day = await daySettlement(page, 'HDL');
    expect(day.bills).toEqual([{ seq: expect.stringMatching(/^HD\d{2}-\d{6}$/), table, amount: total }]);
    expect(day.modes).toEqual({ Cash: total });
    await openTerminal(page, CLASSIC, 'HDL');
    await page.getByRole('button', { name: 'Unsettled bills' }).click();
    await page.getByRole('region', { name: 'Unsettled bills' }).getByText('Every bill is settled.').waitFor(LONG);

    // From the terminal, Ctrl+K, the bill's number and Enter open the settlement of its day and outlet, the bill in it
    // (the cashier has no cost reports, so no list of sales).
    const billNo = day.bills[0]!.seq;
    await openFromPalette(page, billNo, starting(billNo));
    expect(hashPath(page)).toContain('/pos/pos-dayrep-settlement?');
    await page.getByRole('heading', { name: 'Day settlement', level: 1 }).waitFor(LONG);
    await page.getByRole('cell', { name: billNo, exact: true }).waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
