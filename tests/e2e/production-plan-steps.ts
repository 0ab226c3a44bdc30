import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { describedBy, escape, LONG, main } from './front-office-steps';
import { chooseOption, stageOf, stockOf } from './production-steps';

// A production batch's steps around its job cards (production-qc.e2e.ts): the mass plan and its purchase request, the
// batch planned, material issued to it, and the final QC into stock.

export const PRODUCT = 'Coupling half (machined)';

/** What the mass plan answers: the product's item, the quantity planned and the plan's number. */
export interface Planned {
  itemId: string;
  planned: number;
  plan: string;
}

/**
 * Mass planning: the seeded order's line of coupling halves added, what it needs shown with the shortages; the plan
 * saved, its purchase request raised and listed in procurement.
 */
export async function massPlan(page: Page): Promise<Planned> {
  await visitScreen(page, '/production/promassplanning');
  const productSelect = main(page).getByLabel('Product, line 1', { exact: true });
  const itemId = (await productSelect.locator('option', { hasText: PRODUCT }).getAttribute('value'))!;
  expect(itemId).toMatch(/\S/);
  await main(page).getByRole('button', { name: 'Add pending order lines' }).click();
  const orderLine = main(page)
    .getByRole('checkbox', { name: new RegExp(`^Add \\S+ line \\d+: ${escape(PRODUCT)}$`) })
    .first();
  const orderName = (await orderLine.getAttribute('aria-label', LONG))!;
  const orderSeq = /^Add (\S+) line/.exec(orderName)![1]!;
  await orderLine.check();
  await main(page).getByRole('button', { name: 'Add chosen lines' }).click();
  expect(await productSelect.inputValue()).toBe(itemId);
  const planned = Number(
    await main(page)
      .getByLabel(/^Quantity, line 1/)
      .inputValue(),
  );
  expect(planned).toBeGreaterThan(0);
  const lines = main(page).getByRole('table', { name: 'Products to plan' });
  await lines.getByRole('cell', { name: orderSeq, exact: true }).waitFor(LONG);
  const needs = main(page).getByRole('table', { name: 'Materials required' });
  await needs.getByRole('rowheader', { name: 'EN8 bright bar 32 mm', exact: true }).waitFor(LONG);
  const shortText = (await main(page)
    .getByText(/^(\d+) bought materials? (is|are) short\.$/)
    .textContent(LONG))!;
  const short = Number(/^\d+/.exec(shortText)![0]);
  expect(short).toBeGreaterThan(0);
  // The bar stock, 1.2 KG a coupling half, is bought: short by what the store does not hold.
  const bar = (
    await needs
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'EN8 bright bar 32 mm', exact: true }) })
      .getByRole('cell')
      .allTextContents()
  ).map((text) => text.trim());
  const kg = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(bar[1]).toBe('Bought');
  expect(kg(bar[2]!)).toBe(Math.round(planned * 12) / 10);
  expect(kg(bar[4]!)).toBe(Math.round((kg(bar[2]!) - kg(bar[3]!)) * 1000) / 1000);
  expect(kg(bar[4]!)).toBeGreaterThan(0);
  await main(page).getByRole('button', { name: 'Save plan' }).click();
  const savedToast = page.getByText(/^Mass plan MPLAN\d+ saved\.$/).first();
  await savedToast.waitFor(LONG);
  const plan = /MPLAN\d+/.exec((await savedToast.textContent())!)![0];
  const planRow = main(page)
    .getByRole('table', { name: 'Saved plans' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: plan, exact: true }) });
  await planRow.getByRole('button', { name: 'Raise purchase requests' }).click(LONG);
  await page.getByRole('dialog').getByRole('button', { name: 'Raise the request' }).click();
  const raised = main(page)
    .getByRole('status')
    .getByText(new RegExp(`^Purchase request (PR\\d{4}-\\d+) raised for ${plan}\\.$`));
  await raised.waitFor(LONG);
  const request = /PR\d{4}-\d+/.exec((await raised.textContent())!)![0];
  await planRow.getByRole('cell', { name: request, exact: true }).waitFor(LONG);
  await visitScreen(page, '/procurement/pur-requests');
  await main(page).getByRole('rowheader', { name: request }).waitFor(LONG);
  return { itemId, planned, plan };
}

/**
 * Batch planning: the seeded batch's number refused beside the field with the input kept, then a new number; the
 * batch queued at its first step. Answers the batch's number.
 */
export async function planBatch(page: Page, { itemId, planned, plan }: Planned): Promise<string> {
  await visitScreen(page, '/production/probatchplanning');
  const seeded = (
    (await main(page)
      .getByRole('rowheader', { name: /^B-\d{4}-01$/ })
      .first()
      .textContent(LONG)) ?? ''
  ).trim();
  expect(seeded).toMatch(/^B-\d{4}-01$/);
  await visitScreen(page, '/production/probatchplanning?record=new');
  const number = main(page).getByLabel('Batch number', { exact: true });
  await number.fill(seeded);
  await main(page).getByLabel('Product', { exact: true }).selectOption(itemId);
  await main(page)
    .getByLabel(/^Quantity/)
    .fill(String(planned));
  await main(page).getByLabel('Production in-charge', { exact: true }).selectOption({ index: 1 });
  await chooseOption(page, 'Mass plan', new RegExp(`^${plan} of `));
  await main(page).getByLabel('Process of step 5').waitFor(LONG);
  expect(await main(page).getByLabel('Process of step 6').count()).toBe(0);
  await main(page).getByRole('button', { name: 'Save batch' }).click();
  await expect
    .poll(() => describedBy(number), LONG)
    .toMatch(new RegExp(`^Batch number ${escape(seeded)} is used already by the batch of`));
  expect(await main(page).getByLabel('Product', { exact: true }).inputValue()).toBe(itemId);
  expect(
    await main(page)
      .getByLabel(/^Quantity/)
      .inputValue(),
  ).toBe(String(planned));
  const batchNo = `CH-${Date.now() % 100000}`;
  await number.fill(batchNo);
  await main(page).getByRole('button', { name: 'Save batch' }).click();
  await main(page).getByRole('rowheader', { name: batchNo, exact: true }).waitFor(LONG);
  expect(await stageOf(page, batchNo)).toMatch(/^1 of 5: .+ \(queued\)$/);
  return batchNo;
}

/**
 * Material issued to the batch: the batch process screen's "Issue material" opens a new issue with the batch chosen as
 * its department; the saved issue names it.
 */
export async function issueMaterial(page: Page, batchNo: string) {
  await visitScreen(page, '/production/proprocesswiseproduction');
  await main(page)
    .getByRole('link', { name: `Issue material to batch ${batchNo}` })
    .click(LONG);
  await main(page).getByRole('heading', { level: 1, name: 'New material issue' }).waitFor(LONG);
  const department = main(page).getByLabel('Department', { exact: true });
  await expect
    .poll(async () => department.locator('option:checked').textContent(), LONG)
    .toMatch(new RegExp(`^Batch ${escape(batchNo)} \\(\\d+\\)$`));
  await chooseOption(page, 'Store, line 1', /\(RM\)$/);
  await chooseOption(page, 'Item, line 1', /^MS round bar 20 mm \(/);
  await main(page).getByLabel('Quantity, line 1', { exact: true }).fill('2');
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await main(page)
    .getByRole('heading', { level: 1, name: /^Material issue \S+$/ })
    .waitFor(LONG);
  await main(page)
    .locator('dd')
    .filter({ hasText: new RegExp(`^Batch ${escape(batchNo)} \\(\\d+\\)$`) })
    .waitFor(LONG);
}

/** The final QC: 47 into the FG store; the closing stock of the coupling halves rises by 47. */
export async function finalQcIntoStock(page: Page, today: string, batchNo: string, itemId: string) {
  const before = await stockOf(page, today, 'FG', itemId);
  await visitScreen(page, '/qc/qcprocessapprovals');
  const final = main(page).getByRole('form', { name: `Final QC of batch ${batchNo}` });
  await final.waitFor(LONG);
  // The final QC starts from what the last step's QC released (47), not the 48 its job card passed.
  expect(await final.getByLabel('Quantity passed').inputValue()).toBe('47');
  const store = final.getByLabel('Store', { exact: true });
  await store.selectOption((await store.locator('option', { hasText: '(FG)' }).getAttribute('value'))!);
  await final.getByRole('button', { name: 'Pass into stock' }).click();
  await page
    .getByText(new RegExp(`^Batch ${escape(batchNo)}: 47 NOS of ${escape(PRODUCT)} put into stock \\(GIN \\d+\\)\\.$`))
    .first()
    .waitFor(LONG);
  await final.waitFor({ state: 'detached', ...LONG });
  expect(await stockOf(page, today, 'FG', itemId)).toBe(before + 47);
}
