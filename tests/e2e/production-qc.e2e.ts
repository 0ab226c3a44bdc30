import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { browserToday, fitsPhone, LONG, main } from './front-office-steps';
import { finalQcIntoStock, issueMaterial, massPlan, planBatch } from './production-plan-steps';
import { approveReceipt, qcNotTheSupervisors, supplierRated, testReceiptLots } from './production-receipt-steps';
import { approveStep, jobCard, processTest, stageOf, waitingStep, WORKS } from './production-steps';

/**
 * Production and quality control in the production build, company 1003 (Shakti Precision Engineering, the
 * manufacturing edition), as the administrator. A seeded pending sale-order line (60 coupling halves) is mass-planned:
 * the materials it needs show the shortages, the plan is saved and raises a purchase request (listed in procurement).
 * A batch is planned for it (the seeded batch's number refused beside the field, the input kept), material issued to it
 * from the material issues screen, and it runs its five steps by job cards: CUT, TRN (QC after it) waits for its test,
 * 50 samples with 2 rejected release 48 to DRL, then DBR, INS (QC after it) tested and approved, and the final QC puts
 * the finished coupling halves into the FG store: the closing stock rises by exactly that. Second, the goods receipt
 * waiting for QC is tested lot by lot (an over-checked lot refused beside the field, input kept; one lot with rejects,
 * one rectified at a cost) and approved: its purchase return and credit note are listed in procurement, and the
 * supplier's rating row shows. Third, every production and QC route opens a working screen; at 375 px the batch
 * process (job card) screen fits and passes axe; the production supervisor (`staff`) cannot approve QC.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('production and quality control in the browser (1003)', () => {
  it('plans a pending order line, raises the shortages, runs a batch through its job cards and QC to the final QC, and the finished goods are in stock', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, WORKS, 'admin');
    const today = await browserToday(page);
    const mass = await massPlan(page);
    const batchNo = await planBatch(page, mass);
    await issueMaterial(page, batchNo);

    // (d) Step 1 by a job card; step 2 (QC after it) done waits for its test: no job card takes it again.
    await jobCard(page, batchNo, 1, mass.planned);
    await jobCard(page, batchNo, 2, mass.planned);
    expect(await stageOf(page, batchNo)).toMatch(/^2 of 5: .+ \(waiting for QC\)$/);
    await visitScreen(page, '/production/proprocesswiseproduction');
    await main(page).getByRole('checkbox').first().waitFor(LONG);
    expect(await waitingStep(page, batchNo, 3).count()).toBe(0);

    // (e) QC of step 2: 50 samples, 2 rejected; the approval releases 48 to step 3.
    await processTest(page, batchNo, 2, 50, 2);
    expect(await approveStep(page, batchNo, 2)).toMatch(/: 48 passed on\.$/);

    // (f) Steps 3 and 4 by job cards; step 5 (QC after it) tested (48 samples, 1 rejected) and approved: 47 go on.
    await jobCard(page, batchNo, 3, 48);
    await jobCard(page, batchNo, 4, 48);
    await jobCard(page, batchNo, 5, 48);
    await processTest(page, batchNo, 5, 48, 1);
    expect(await approveStep(page, batchNo, 5)).toMatch(/: 47 passed on\.$/);

    await finalQcIntoStock(page, today, batchNo, mass.itemId);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('tests the goods receipt waiting for QC lot by lot and approves it: a purchase return, a credit note and the supplier rating follow', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, WORKS, 'admin');
    const { receipt, supplier } = await testReceiptLots(page);
    await approveReceipt(page, receipt);
    await supplierRated(page, supplier);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  // Every production and QC route opening for the administrator is proved in the integration suite (edition-screens).
  it('the supervisor cannot approve QC; at 375 px the job card screen fits and passes axe', async () => {
    const desk = await openPage(browser, 1280);
    await signInAndWait(desk.page, WORKS, 'staff');
    await qcNotTheSupervisors(desk.page);
    expect(desk.errors).toEqual([]);
    await desk.context.close();

    const { context, page, errors } = await openPhone(browser);
    await signInAndWait(page, WORKS, 'admin');
    await visitScreen(page, '/production/proprocesswiseproduction');
    await main(page).getByRole('checkbox').first().check(LONG);
    await main(page).getByLabel('Quantity passed', { exact: true }).waitFor(LONG);
    await fitsPhone(page, 'The job card screen');
    expect(await seriousViolations(page, '/production/proprocesswiseproduction')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
