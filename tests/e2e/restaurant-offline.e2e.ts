import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS } from '../../src/lib/offline/outbox-classify';
import { launch, openPage, openPhone, signInAndWait } from './browser';
import {
  addItem,
  backend,
  CLASSIC,
  command,
  COMPANY,
  daySettlement,
  fitsPhone,
  listOfSales,
  LONG,
  makeBill,
  money,
  openSettle,
  openTable,
  openTerminal,
  OUTAGE_ERRORS,
  sendKot,
  sum,
  switchUser,
  tile,
  TOUCH,
} from './restaurant-steps';

/**
 * The restaurant's terminal in the production build while its backend is down: what the cashier takes waits in the
 * browser, survives a reload, and reaches the server exactly once when the backend is back.
 */

/**
 * The page's clock moves past the longest wait between two tries of a queued operation, instead of the test waiting it
 * out.
 */
const backoffPasses = (page: Page) => page.clock.fastForward(MAX_BACKOFF_MS);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('a restaurant terminal without its backend (1010)', () => {
  it('offline: KOTs, a bill and its cash settlement made while the backend is down wait in the browser, go by themselves once it is back, survive a reload, and reach the server exactly once', async () => {
    const { context, page, errors } = await openPage(browser, 1280, { clock: true });
    await signInAndWait(page, COMPANY, 'staff');
    await openTerminal(page, CLASSIC, 'DIN');
    await openTable(page, 'T5');
    await addItem(page, 'PI-0025', 'Butter naan', 1);
    await addItem(page, 'PI-0025', 'Butter naan', 2);
    await sendKot(page, 'T5', 1, 140);
    // The tile's amount may come from the KOT still on its way: wait until the server has it, so only the next one
    // waits.
    await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });
    const waiting = page.getByRole('region', { name: 'Operations not sent yet' }).getByRole('status');

    // The server stops answering: the next KOT waits in the browser; once the server is back it goes by itself.
    await backend(page, 'down');
    await addItem(page, 'dal tad', 'Dal tadka', 1);
    const lines = page.getByRole('table', { name: 'Order lines' });
    const top = async () => (await lines.boundingBox())?.y;
    const before = await top();
    await page.keyboard.press('F2');
    await waiting.getByText('1 waiting to send').waitFor(LONG);
    await tile(page, 'T5', 'occupied').getByText('Waiting to send').waitFor();
    // The line saying what waits does not move the order (a tap meant for a line must not land on the one above).
    expect(await top()).toBe(before);
    await backend(page, 'up');
    await backoffPasses(page);
    await waiting.waitFor({ state: 'detached', ...LONG });
    await tile(page, 'T5', 'occupied', 140 + 190).waitFor(LONG);
    expect(await top()).toBe(before);

    // Down again: one more KOT, the bill and its settlement in cash, all kept in the browser.
    await backend(page, 'down');
    await addItem(page, 'PI-0037', 'Filter coffee', 1);
    await page.keyboard.press('F2');
    await waiting.getByText('1 waiting to send').waitFor(LONG);
    const total = await makeBill(page, 'T5');
    await waiting.getByText('2 waiting to send').waitFor(LONG);
    const dialog = await openSettle(page, total);
    await dialog.getByLabel('Cash handed over (₹)').fill('1000');
    await dialog
      .getByRole('status')
      .getByText(`Change to give ₹ ${money(sum([1000, -total]))}`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Table T5 settled.').waitFor();
    await waiting.getByText('3 waiting to send').waitFor(LONG);

    // A reload while still down keeps only the browser's storage: the terminal opens from the menu and tables it
    // kept, with its queue, which empties by itself once the server is back.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Restaurant billing' }).waitFor(LONG);
    await page.getByLabel('Outlet', { exact: true }).waitFor(LONG);
    await waiting.getByText('3 waiting to send').waitFor(LONG);
    await backend(page, 'up');
    await backoffPasses(page);
    await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });
    await tile(page, 'T5', 'free').waitFor(LONG);

    // Every bill exactly once: none unsettled, one bill for T5 in the day's settlement, for what was taken.
    await switchUser(page, 'admin');
    await openTerminal(page, CLASSIC, 'DIN');
    await page.getByRole('button', { name: 'Unsettled bills' }).click();
    await page.getByRole('region', { name: 'Unsettled bills' }).getByText('Every bill is settled.').waitFor(LONG);
    const day = await daySettlement(page);
    expect(day.bills).toEqual([{ seq: expect.stringMatching(/^DN\d{2}-\d{6}$/), table: 'T5', amount: total }]);
    expect(day.modes).toEqual({ Cash: total });
    expect(day.total).toBe(total);
    const sales = await listOfSales(page);
    expect(sales.bills.map(({ table, total: billed, status }) => ({ table, total: billed, status }))).toEqual([
      { table: 'T5', total, status: 'Settled' },
    ]);
    expect(sales.grand).toBe(total);
    // Only the refused connections of the time the backend was down may have been logged.
    expect(errors.filter((error) => !OUTAGE_ERRORS.test(error))).toEqual([]);
    await context.close();
  }, 180_000);

  it('phone (375 px), offline: a table served on the touch screen while the backend is down waits in the browser, then reaches the server exactly once', async () => {
    const { context, page, errors } = await openPhone(browser, { clock: true });
    const fits = (where: string) => fitsPhone(page, where);
    await signInAndWait(page, COMPANY, 'staff');
    await openTerminal(page, TOUCH, 'DIN');
    await backend(page, 'down');
    await tile(page, 'T8', 'free').tap();
    await page.getByRole('heading', { name: 'Table T8' }).waitFor();
    await page
      .getByRole('list', { name: 'Item groups' })
      .getByRole('button', { name: /^Breads and appam \d+ items$/ })
      .tap();
    await page.getByRole('button', { name: 'Add Butter naan' }).tap();
    await command(page, 'Send KOT', 'tap');
    // The confirmation shows where the waiter tapped, not above the order, scrolled away.
    const said = page.getByText('KOT for T8: 1 line for the kitchen.');
    await said.waitFor();
    const box = (await said.boundingBox())!;
    expect(box.y >= 0 && box.y + box.height <= page.viewportSize()!.height, `the confirmation at ${box.y} px`).toBe(
      true,
    );
    const waiting = page.getByRole('region', { name: 'Operations not sent yet' }).getByRole('status');
    await waiting.getByText('1 waiting to send').waitFor(LONG);
    // Make bill takes only what the kitchen has: wait until the line itself says so, as the waiter sees it.
    await expect
      .poll(
        () => page.getByRole('table', { name: 'Order lines' }).locator('tbody tr td:last-child').allTextContents(),
        LONG,
      )
      .toEqual(['Sent, waiting to send']);
    await fits('the open table with a KOT waiting to send');
    const total = await makeBill(page, 'T8', { how: 'tap', check: fits });
    await waiting.getByText('2 waiting to send').waitFor(LONG);
    const dialog = await openSettle(page, total, 'tap');
    await dialog.getByLabel('Cash handed over (₹)').fill('500');
    await dialog.getByRole('button', { name: 'Settle' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Table T8 settled.').waitFor();
    await waiting.getByText('3 waiting to send').waitFor(LONG);
    await fits('the terminal with three operations waiting');

    // The server is back: the KOT, the bill and the settlement go by themselves, each once.
    await backend(page, 'up');
    await backoffPasses(page);
    await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });
    await tile(page, 'T8', 'free').waitFor(LONG);
    const day = await daySettlement(page);
    expect(day.bills.filter((bill) => bill.table === 'T8')).toEqual([
      { seq: expect.stringMatching(/^DN\d{2}-\d{6}$/), table: 'T8', amount: total },
    ]);
    expect(errors.filter((error) => !OUTAGE_ERRORS.test(error))).toEqual([]);
    await context.close();
  }, 120_000);
});
