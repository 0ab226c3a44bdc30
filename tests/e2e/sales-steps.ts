import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { rupees } from './screen-reading';

// What the selling end-to-end files share (sales-counter, sales-online, sales-b2b): reading the screens and counting
// prints.

export const LONG = { timeout: 20_000 };
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Rupees as the screens show them (1,080.00). */
export const money = (amount: number) => formatMoney(toPaise(amount));
/**
 * The row of `scope` headed `header`, exactly or matching (the inner locator of a filter is relative to the row, so it
 * starts from the page).
 */
export const rowOf = (scope: Page | Locator, header: string | RegExp) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
};

/** The Total row of a figures table (the counter's "Sale figures", a slip's "Bill figures"). */
export async function totalIn(scope: Locator | Page, caption: string): Promise<number> {
  return rupees(
    await scope
      .getByRole('table', { name: caption })
      .getByRole('row', { name: /^Total / })
      .getByRole('cell')
      .textContent(),
  );
}

/** Nothing on the page is wider than the phone's 375 px screen (nothing scrolls sideways). */
export async function fitsPhone(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${where} is ${width} px wide on a 375 px screen`).toBeLessThanOrEqual(375);
}

// Every page's prints are counted (page-probes.ts); waiting for a count is the front office's helper.
export { printsMade } from './front-office-steps';
