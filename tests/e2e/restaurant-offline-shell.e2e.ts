import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS } from '../../src/lib/offline/outbox-classify';
import { launch, openPage, signInAndWait } from './browser';
import {
  addItem,
  backend,
  CLASSIC,
  COMPANY,
  LONG,
  makeBill,
  openTable,
  openTerminal,
  OUTAGE_ERRORS,
  sendKot,
  tile,
} from './restaurant-steps';

/**
 * The restaurant's terminal with no network at all: the app shell (service worker) opens it after a reload, a
 * refused operation is retried for real, and two tabs of one terminal send each operation once.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const queue = (page: Page) => page.getByRole('region', { name: 'Operations not sent yet' });
const backoffPasses = (page: Page) => page.clock.fastForward(MAX_BACKOFF_MS);

describe('a restaurant terminal with no network (1010)', () => {
  it('opens after a reload with the browser offline, takes a KOT and a bill, and sends them when the network returns; the app is installable', async () => {
    const { context, page, errors } = await openPage(browser, 1280, { clock: true, appShell: true });
    await signInAndWait(page, COMPANY, 'staff');
    // Installable: the page names its manifest, which has the icons a counter device needs.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { display: string; icons: { sizes: string }[] }) : null;
    });
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await openTerminal(page, CLASSIC, 'DIN');
    await tile(page, 'T7', 'free').waitFor(LONG);
    // The app shell's worker has installed (it precaches the build) and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, LONG);

    await context.setOffline(true);
    // The demo backend follows navigator.onLine, which Chromium 150 turns back to true after a reload under
    // Playwright's offline emulation (the network itself stays off): its own switch keeps it unreachable too.
    await backend(page, 'down');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Restaurant billing' }).waitFor(LONG);
    await page.getByLabel('Outlet', { exact: true }).selectOption('DIN');
    await openTable(page, 'T7');
    await addItem(page, 'PI-0025', 'Butter naan', 1);
    await page.keyboard.press('F2');
    await queue(page).getByRole('status').getByText('1 waiting to send').waitFor(LONG);
    // The queue counts the KOT as soon as it is kept; its lines are marked sent a moment later, and F4 before that
    // is told to send the KOT first (what a slow machine showed).
    await page.getByText('KOT for T7: 1 line for the kitchen.').waitFor(LONG);
    const total = await makeBill(page, 'T7');
    await queue(page).getByRole('status').getByText('2 waiting to send').waitFor(LONG);

    await context.setOffline(false);
    await backend(page, 'up');
    await queue(page).waitFor({ state: 'detached', ...LONG });
    await tile(page, 'T7', 'billed', total).waitFor(LONG);
    expect(errors.filter((error) => !OUTAGE_ERRORS.test(error))).toEqual([]);
    await context.close();
  }, 120_000);

  it('names a refused bill beside the table; Retry sends it again for real, and the refusal said on screen goes', async () => {
    const { context, page, errors } = await openPage(browser, 1280, { clock: true });
    await signInAndWait(page, COMPANY, 'staff');
    await openTerminal(page, CLASSIC, 'DIN');
    await openTable(page, 'T9');
    await addItem(page, 'PI-0025', 'Butter naan', 1);
    await sendKot(page, 'T9', 1, 70);
    await page.evaluate(() =>
      localStorage.setItem(
        'erp.demo.refuse',
        JSON.stringify({ path: 'makePOSBillByTableNo', message: 'The bill printer is out of paper' }),
      ),
    );
    await page.keyboard.press('F4');
    await page
      .getByRole('dialog', { name: /^Make bill: table T9,/ })
      .getByRole('button', { name: 'Make bill' })
      .click();
    await page
      .getByRole('alert')
      .getByText(/^The bill was refused: The bill printer is out of paper/)
      .waitFor(LONG);
    const refused = queue(page).getByRole('list', { name: 'Not sent' });
    await refused.getByText('Bill for table T9: The bill printer is out of paper').waitFor(LONG);
    // Nothing goes by itself: the time a retry would take passes, and it is still refused, still there.
    await backoffPasses(page);
    await refused.getByRole('button', { name: 'Retry Bill for table T9' }).waitFor();

    await page.evaluate(() => localStorage.removeItem('erp.demo.refuse'));
    await refused.getByRole('button', { name: 'Retry Bill for table T9' }).click();
    await queue(page).waitFor({ state: 'detached', ...LONG });
    await tile(page, 'T9', 'billed').waitFor(LONG);
    await page.getByText('The bill of table T9 has reached the server.').waitFor();
    expect(errors.filter((error) => !OUTAGE_ERRORS.test(error) && !error.includes('400'))).toEqual([]);
    await context.close();
  }, 90_000);

  it('two tabs of one terminal send a KOT and a bill kept while the backend was down exactly once', async () => {
    const { context, page } = await openPage(browser, 1280, { clock: true });
    await signInAndWait(page, COMPANY, 'staff');
    await openTerminal(page, CLASSIC, 'DIN');
    await backend(page, 'down');
    await openTable(page, 'T10');
    await addItem(page, 'PI-0025', 'Butter naan', 1);
    await addItem(page, 'PI-0025', 'Butter naan', 2);
    await page.keyboard.press('F2');
    await queue(page).getByRole('status').getByText('1 waiting to send').waitFor(LONG);
    const total = await makeBill(page, 'T10');
    await queue(page).getByRole('status').getByText('2 waiting to send').waitFor(LONG);

    // A second tab of the same terminal reads the same queue from the browser's storage.
    const second = await context.newPage();
    await second.goto(page.url());
    await queue(second).getByRole('status').getByText('2 waiting to send').waitFor(LONG);
    // It opens from the menu and tables the terminal kept; its clock moves on only once its demo backend is up.
    await second.getByLabel('Outlet', { exact: true }).waitFor(LONG);
    await second.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', ...LONG });
    await backend(page, 'up');
    await Promise.all([backoffPasses(page), backoffPasses(second)]);
    await Promise.all([
      queue(page).waitFor({ state: 'detached', ...LONG }),
      queue(second).waitFor({ state: 'detached', ...LONG }),
    ]);
    await tile(second, 'T10', 'billed', total).waitFor(LONG);
    await second.close();

    // The server has the table's one KOT (its amount once) and one bill.
    await tile(page, 'T10', 'billed', total).waitFor(LONG);
    await page.getByRole('button', { name: 'Unsettled bills' }).click();
    const unsettled = page.getByRole('region', { name: 'Unsettled bills' });
    await expect.poll(async () => await unsettled.getByRole('row', { name: /T10/ }).count(), LONG).toBe(1);
    await context.close();
  }, 90_000);
});
