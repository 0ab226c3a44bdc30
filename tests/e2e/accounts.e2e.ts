import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, openPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const go = (page: Page, path: string) => page.goto(`${BASE_URL}#/applayout-sidebar-large/accounts/${path}`);

/** Chooses `code` in the searchable account picker labelled `label`. */
async function pick(page: Page, label: string, code: string) {
  const input = page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await input.fill(code);
  await page.getByRole('option', { name: new RegExp(`\\(${code}\\)$`) }).click();
}

describe('accounts in the browser', () => {
  it('enters a payment, finds it in the cash book with the running balance, and the statements agree', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 1002);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await go(page, 'accpayments?record=new');
    await page.getByRole('heading', { level: 1, name: 'New payment' }).waitFor();
    await pick(page, 'Paid from', 'AC001');
    await pick(page, 'Account, line 1', 'AC406');
    await page.getByLabel(/^Amount, line 1( \*)?$/).fill('318.40');
    await page.getByLabel('Narration', { exact: true }).fill('Printer paper');
    await page.getByRole('button', { name: 'Save' }).click();
    const title = page.getByRole('heading', { name: /^Payment voucher PAY-\d{8}-E001-1$/ });
    await title.waitFor();
    const id = (await title.textContent())!.replace('Payment voucher ', '');

    await go(page, 'accfinrepcashbook');
    const link = page.getByRole('link', { name: id });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    expect(await row.textContent()).toContain('318.40');
    expect(await row.textContent()).toMatch(/Dr$/);

    // The day book fits its box: a long narration ends in an ellipsis (its title keeps it whole), the figures in view.
    await go(page, 'accfinrepdaybook');
    const book = page.getByRole('region', { name: 'Day book table' });
    const long = book.getByRole('cell', { name: /^Being goods purchased from / }).first();
    await long.waitFor();
    expect(await book.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    expect(await long.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
    expect(await long.getAttribute('title')).toBe(await long.textContent());
    // A short one is whole on screen, and has no title for a screen reader to say again.
    expect(await book.getByRole('cell', { name: 'Cash in hand' }).first().getAttribute('title')).toBeNull();

    await go(page, 'accfinreptrialbalance');
    await page.getByText('Debits and credits agree.').waitFor();
    await go(page, 'accfinrepbalancesheet');
    await page.getByText('The two sides agree.').waitFor();
    await go(page, 'accfinrepledgerdetailed?p.account=AC406');
    await page.getByRole('link', { name: id }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
