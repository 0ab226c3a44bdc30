import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { rupees } from './screen-reading';

// What the selling end-to-end files share (sales-counter, sales-online, sales-b2b): reading the screens and counting prints.

export const LONG = { timeout: 20_000 };
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Rupees as the screens show them (1,080.00). */
export const money = (amount: number) => formatMoney(toPaise(amount));
/** The row of `scope` headed `header`, exactly or matching (the inner locator of a filter is relative to the row, so it starts from the page). */
export const rowOf = (scope: Page | Locator, header: string | RegExp) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
};

/** The Total row of a figures table (the counter's "Sale figures", a slip's "Bill figures"). */
export async function totalIn(scope: Locator | Page, caption: string): Promise<number> {
  return rupees(await scope.getByRole('table', { name: caption }).getByRole('row', { name: /^Total / }).getByRole('cell').textContent());
}

/**
 * Counts the browser's print requests instead of opening its dialog (from the next page loaded in the profile on),
 * so a test can see that a slip was sent to the printer.
 */
export async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { printRequests: number };
    counted.printRequests = 0;
    window.print = () => {
      counted.printRequests += 1;
    };
  });
}
export const printRequests = (page: Page) => page.evaluate(() => (window as unknown as { printRequests?: number }).printRequests ?? 0);
/** Waits until the page has asked to print `count` times since it was loaded. */
export const printsMade = (page: Page, count: number) => expect.poll(() => printRequests(page), LONG).toBe(count);

/** Nothing on the page is wider than the phone's 375 px screen (nothing scrolls sideways). */
export async function fitsPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${where} is ${width} px wide on a 375 px screen`).toBeLessThanOrEqual(375);
}
