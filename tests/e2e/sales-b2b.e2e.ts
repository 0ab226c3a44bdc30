import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';
import { columnOf, fromMenu, rupees, sum, tableRows, trialBalance } from './screen-reading';
import { escape, LONG, money, printsMade, rowOf } from './sales-steps';

/**
 * Selling in the production build: a B2B invoice with its gate pass and the customer's receipt (1002). Every browser
 * profile starts from the demo seeds, so each test's figures are its own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

// ---------------------------------------------------------------------------------------------------------
// Stock sales of a trading company (1002): an advance, a B2B invoice adjusting it, the gate, the receipt.

const TRADER = 1002;
/** A business customer of the seeds with a GSTIN (Ganesh Kirana Stores), and goods of the main warehouse. */
const BUYER = 'SC-0001';
const GOODS = { store: 'WH', item: 'ITM-0002', name: 'Basmati rice 5 kg' };

/** How an account whose name matches moved between two trial balances (0 for an account in neither). */
function moved(before: Map<string, number>, after: Map<string, number>, name: RegExp): number {
  const names = [...new Set([...before.keys(), ...after.keys()])].filter((account) => name.test(account));
  if (names.length > 1) throw new Error(`More than one account matches ${String(name)}: ${names.join(', ')}`);
  return names.length === 0 ? 0 : sum([after.get(names[0]!) ?? 0, -(before.get(names[0]!) ?? 0)]);
}

/** What the customer owes, as the customers key report shows it. */
async function outstandingOf(page: Page, customer: string): Promise<number> {
  const rows = await tableRows(page, 'List of customers');
  const [code, outstanding] = [
    await columnOf(page, 'List of customers', 'Code'),
    await columnOf(page, 'List of customers', 'Outstanding'),
  ];
  const row = rows.find((cells) => cells[code] === customer);
  if (!row) throw new Error(`${customer} is not in the list of customers`);
  return rupees(row[outstanding]!);
}

describe('a B2B invoice with its gate pass and the customer’s receipt in the browser (1002)', () => {
  it('an advance in cash from a customer with a GSTIN; an invoice of two of a lot adjusting it, printed as a tax invoice; its gate pass read and cleared at the gate (a wrong code refused and kept); a receipt filled oldest first and printed; the key report and the trial balance agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, TRADER, 'admin');
    const ledgerBefore = await trialBalance(page);
    await visitScreen(page, '/pos/posstock-keyrep-customers');
    const owedBefore = await outstandingOf(page, BUYER);

    // Sales > Transactions > Advances: 500 in cash, on account.
    await fromMenu(page, 'Sales', 'Transactions', 'Advances');
    await page.getByRole('heading', { level: 1, name: 'Sale advances' }).waitFor();
    await page.getByRole('button', { name: 'New advance' }).click();
    await page.getByRole('heading', { level: 1, name: 'New advance from a customer' }).waitFor(LONG);
    const customer = page.getByLabel('Customer', { exact: true });
    await customer.selectOption(BUYER);
    const buyer = (await customer.locator('option:checked').textContent())!;
    await page.getByLabel('Against').selectOption({ label: 'On account (no order)' });
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByLabel('Received by').selectOption({ label: 'Cash' });
    await page.getByLabel('Account', { exact: true }).selectOption('AC001');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const advanceRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: buyer, exact: true }) });
    await advanceRow.getByRole('rowheader', { name: /^ADRE/ }).waitFor(LONG);
    expect(rupees(await advanceRow.getByRole('cell').nth(4).textContent())).toBe(500);

    // Sales > Sales: a B2B invoice of two of the lot, the advance adjusted.
    await visitScreen(page, '/pos/pos-stock-sales');
    await page.getByRole('button', { name: 'New invoice' }).click();
    await page.getByRole('heading', { level: 1, name: 'New sale invoice' }).waitFor(LONG);
    await page.getByLabel('Customer', { exact: true }).selectOption(BUYER);
    const gstin = /GSTIN (\w{15})$/.exec(
      (await page
        .getByLabel('Customer', { exact: true })
        .getAttribute('aria-describedby')
        .then((id) => page.locator(`#${id}`).textContent()))!,
    )![1]!;
    expect(await page.getByLabel('Sale type').inputValue()).toBe('B2B');
    await page.getByLabel('Store', { exact: true }).selectOption(GOODS.store);
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Item, line 1').selectOption(GOODS.item);
    const batch = page.getByLabel('Batch, line 1');
    const lot = (await batch.locator('option').nth(1).textContent())!;
    expect(lot).toMatch(/ in stock/);
    await batch.selectOption({ index: 1 });
    await page.getByLabel('Quantity, line 1').fill('2');
    await page.getByLabel('Tax, line 1').selectOption('GST5');
    const rate = rupees(await page.getByLabel('Rate, line 1').inputValue());
    const invoiceTotal = sum([2 * rate, (2 * rate * 5) / 100]);
    const figures = page.getByRole('table', { name: 'Invoice figures' });
    await expect
      .poll(async () =>
        rupees(
          await figures
            .getByRole('row', { name: /^Invoice total/ })
            .getByRole('cell')
            .textContent(),
        ),
      )
      .toBe(invoiceTotal);
    await page.getByText(/^ADRE\S+ of .+: 500\.00 unadjusted of 500\.00$/).waitFor();
    await page.getByLabel('Advance to adjust').fill('500');
    await expect
      .poll(async () =>
        rupees(
          await figures
            .getByRole('row', { name: /^To receive/ })
            .getByRole('cell')
            .textContent(),
        ),
      )
      .toBe(sum([invoiceTotal, -500]));
    await page.getByRole('button', { name: 'Save invoice' }).click();
    const title = page.getByRole('heading', { level: 1, name: /^Invoice SAL\S+/ });
    await title.waitFor(LONG);
    const invoice = (await title.textContent())!.replace('Invoice ', '').trim();

    // The tax invoice: the buyer's GSTIN, the advance adjusted.
    await page.getByRole('button', { name: 'Print invoice' }).click();
    const paper = page.getByRole('article', { name: `Invoice ${invoice}` });
    await paper.getByText(`Tax invoice ${invoice}`).waitFor(LONG);
    await paper.getByText(`Buyer’s GSTIN ${gstin}`).waitFor();
    expect(rupees(await rowOf(paper, 'Invoice total').getByRole('cell').textContent())).toBe(invoiceTotal);
    expect(rupees(await rowOf(paper, 'Advance adjusted').getByRole('cell').textContent())).toBe(-500);
    await printsMade(page, 1);
    await page.getByRole('button', { name: 'Back to the invoice' }).click();

    // The gate pass: its code read off the slip.
    await page.getByRole('button', { name: 'Print gate pass' }).click();
    const pass = page.getByRole('article', { name: `Gate pass ${invoice}` });
    await pass.getByText(`Invoice ${invoice} of `).waitFor(LONG);
    await pass.getByRole('cell', { name: new RegExp(`^${escape(GOODS.name)}`) }).waitFor();
    const code = /Pass code([A-Z0-9]{6})The gate/.exec((await pass.textContent())!)![1]!;
    await printsMade(page, 2);
    await page.getByRole('button', { name: 'Back to the invoice' }).click();
    await page.getByRole('button', { name: 'Back to the list' }).click();

    // Pending dispatches: a wrong code is refused and kept; the right one lets the goods out.
    await page.getByRole('button', { name: 'Pending dispatches' }).click();
    await page.getByRole('button', { name: `Clear ${invoice} at the gate` }).click();
    const gate = page.getByRole('dialog', { name: `Clear ${invoice} at the gate` });
    const typed = gate.getByLabel('Pass code');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    await typed.fill(wrong);
    await gate.getByRole('button', { name: 'Let the goods out' }).click();
    await gate
      .getByRole('alert')
      .getByText(/The pass code does not match/)
      .waitFor(LONG);
    expect(await typed.inputValue()).toBe(wrong);
    await typed.fill(code);
    await gate.getByRole('button', { name: 'Let the goods out' }).click();
    await gate.waitFor({ state: 'detached', ...LONG });
    await page.getByText('No goods are waiting at the gate.').waitFor(LONG);

    // Sales > Receipts: 600 in cash, filled on the invoice (the customer's oldest, and only, pending bill); printed.
    await visitScreen(page, '/pos/pos-credit-clearances');
    await page.getByRole('button', { name: 'New receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'New receipt' }).waitFor(LONG);
    await page.getByLabel('Customer', { exact: true }).selectOption(BUYER);
    // The bill's header holds its number and what it was for.
    const pending = rowOf(page, new RegExp(`^${escape(invoice)}\\b`));
    await pending.waitFor(LONG);
    expect(rupees(await pending.getByRole('cell').nth(2).textContent())).toBe(sum([invoiceTotal, -500]));
    await page.getByLabel('Amount received').fill('600');
    await expect.poll(async () => rupees(await page.getByLabel(`Settle on ${invoice}`).inputValue())).toBe(600);
    expect(await page.getByLabel('Received by').inputValue()).toBe('CAS');
    await page.getByRole('button', { name: 'Save and print' }).click();
    const receipt = page.getByRole('heading', { level: 1, name: /^Receipt REC\d{4}-\d{5}$/ });
    await receipt.waitFor(LONG);
    await printsMade(page, 1);
    const settled = page.getByRole('table', { name: 'Bills settled' });
    expect((await settled.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
      invoice,
      expect.any(String),
      money(600),
    ]);

    // What the customer owes: the invoice less the advance and the receipt, in the key report and in the books.
    const owes = sum([invoiceTotal, -500, -600]);
    await fromMenu(page, 'Sales', 'Key reports', 'Customers');
    expect(await outstandingOf(page, BUYER)).toBe(sum([owedBefore, owes]));
    const ledgerAfter = await trialBalance(page);
    expect({
      debtors: moved(ledgerBefore, ledgerAfter, /^Sundry debtors/),
      advances: moved(ledgerBefore, ledgerAfter, /^Advances from customers/),
      cash: moved(ledgerBefore, ledgerAfter, /^Cash in hand \(AC001\)$/),
    }).toEqual({ debtors: owes, advances: 0, cash: 1100 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
