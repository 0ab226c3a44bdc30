import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { escape, LONG, main } from './front-office-steps';

// The production and quality-control end-to-end tests' steps: mass planning, batches, job cards, process
// QC and final QC, goods-receipt QC, the closing stock.

export const WORKS = 1003;

/**
 * The quantity of an item (by its code) in a store as the closing stock report shows it on `today` (0 when it has no
 * row).
 */
export async function stockOf(page: Page, today: string, store: string, itemId: string): Promise<number> {
  await visitScreen(page, `/inventory/inv-rep-closing-stock?p.toDate=${today}&p.detail=${store}`);
  const table = main(page).getByRole('table').first();
  await table.waitFor(LONG);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: itemId, exact: true }) })
    .first();
  if ((await row.count()) === 0) return 0;
  const column = (
    await page.getByRole('table').filter({ has: row }).getByRole('columnheader').allTextContents()
  ).findIndex((text) => text.trim().startsWith('Quantity'));
  const cells = await row.getByRole('cell').allTextContents();
  return Number(cells[column]!.replace(/,/g, ''));
}

/** Picks the option of a select whose text matches `pattern` (the first such). */
export async function chooseOption(page: Page, label: string | RegExp, pattern: RegExp) {
  const select =
    typeof label === 'string' ? main(page).getByLabel(label, { exact: true }) : main(page).getByLabel(label);
  const option = select.locator('option').filter({ hasText: pattern }).first();
  await option.waitFor({ state: 'attached', ...LONG });
  await select.selectOption((await option.getAttribute('value'))!);
}

/** The batch process screen's waiting step of a batch (its tick box). */
export const waitingStep = (page: Page, batchNo: string, sno: number) =>
  main(page).getByRole('checkbox', { name: `Batch ${batchNo} step ${sno}`, exact: true });

/**
 * Completes a waiting step of a batch by a job card (the step's queued quantity passed, unless `qty`); answers the job
 * card's number.
 */
export async function jobCard(page: Page, batchNo: string, sno: number, expected: number): Promise<string> {
  await visitScreen(page, '/production/proprocesswiseproduction');
  await waitingStep(page, batchNo, sno).check(LONG);
  const qty = main(page).getByLabel('Quantity passed', { exact: true });
  expect(await qty.inputValue(), `step ${sno} of ${batchNo} queued`).toBe(String(expected));
  await main(page).getByLabel('Process in-charge', { exact: true }).selectOption({ index: 1 });
  await main(page).getByRole('button', { name: 'Save job card' }).click();
  const toast = page.getByText(/^Job card JOB\d{4}-\d{6} saved\.$/).first();
  await toast.waitFor(LONG);
  await waitingStep(page, batchNo, sno).waitFor({ state: 'detached', ...LONG });
  return /JOB\d{4}-\d{6}/.exec((await toast.textContent())!)![0];
}

/** The stage the batch planning list shows for a batch ('2 of 5: Turning (waiting for QC)'). */
export async function stageOf(page: Page, batchNo: string): Promise<string> {
  await visitScreen(page, '/production/probatchplanning');
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: batchNo, exact: true }) });
  await row.waitFor(LONG);
  const cells = await row.getByRole('cell').allTextContents();
  return cells[5]!.trim();
}

/**
 * Records the process test of a step waiting for QC: samples and rejected; the list then says it waits for approval.
 */
export async function processTest(page: Page, batchNo: string, sno: number, samples: number, rejected: number) {
  await visitScreen(page, '/qc/qcprocesstest');
  await main(page)
    .getByRole('button', { name: new RegExp(`^Test step ${sno} \\(.+\\) of batch ${escape(batchNo)}$`) })
    .click(LONG);
  const form = main(page).getByRole('form', {
    name: new RegExp(`^Test of Step ${sno} \\(.+\\) of batch ${escape(batchNo)}$`),
  });
  await form.getByLabel('Test', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Samples collected').fill(String(samples));
  await form.getByLabel('Rejected', { exact: true }).fill(String(rejected));
  await form.getByRole('button', { name: 'Record test' }).click();
  const row = main(page)
    .getByRole('row')
    .filter({ hasText: batchNo })
    .filter({ has: page.getByRole('cell', { name: String(sno), exact: true }) });
  await row.getByText(`${samples} samples, ${rejected} rejected: waiting for approval`).waitFor(LONG);
}

/** Approves a tested step on the process approvals screen; answers the toast's words. */
export async function approveStep(page: Page, batchNo: string, sno: number): Promise<string> {
  await visitScreen(page, '/qc/qcprocessapprovals');
  const approve = main(page).getByRole('button', {
    name: new RegExp(`^Approve step ${sno} \\(.+\\) of batch ${escape(batchNo)}$`),
  });
  await approve.click(LONG);
  const done = page
    .getByText(new RegExp(`^Approved step ${sno} \\(.+\\) of batch ${escape(batchNo)}: \\d+ passed on\\.$`))
    .first();
  await done.waitFor(LONG);
  return (await done.textContent())!;
}
