import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { browserToday, describedBy, escape, fitsPhone, LONG, main } from './front-office-steps';
import {
  approveStep,
  chooseOption,
  jobCard,
  processTest,
  stageOf,
  stockOf,
  waitingStep,
  WORKS,
} from './production-steps';

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

const PRODUCT = 'Coupling half (machined)';

describe('production and quality control in the browser (1003)', () => {
  it('plans a pending order line, raises the shortages, runs a batch through its job cards and QC to the final QC, and the finished goods are in stock', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, WORKS, 'admin');
    const today = await browserToday(page);

    // (a) Mass planning: the seeded order's line of coupling halves added, what it needs shown with the shortages.
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

    // (b) Batch planning: the seeded batch's number refused beside the field with the input kept, then a new number.
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

    // (c) Material issued to the batch: the batch process screen's "Issue material" opens a new issue with the batch
    // chosen as its department; the saved issue names it.
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

    // (d) Step 1 by a job card; step 2 (QC after it) done waits for its test: no job card takes it again.
    await jobCard(page, batchNo, 1, planned);
    await jobCard(page, batchNo, 2, planned);
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

    // (g) The final QC: 47 into the FG store; the closing stock of the coupling halves rises by 47.
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
      .getByText(
        new RegExp(`^Batch ${escape(batchNo)}: 47 NOS of ${escape(PRODUCT)} put into stock \\(GIN \\d+\\)\\.$`),
      )
      .first()
      .waitFor(LONG);
    await final.waitFor({ state: 'detached', ...LONG });
    expect(await stockOf(page, today, 'FG', itemId)).toBe(before + 47);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('tests the goods receipt waiting for QC lot by lot and approves it: a purchase return, a credit note and the supplier rating follow', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, WORKS, 'admin');

    // The seeded receipt (invoice BB-1042): two lots, none tested.
    await visitScreen(page, '/qc/qcmirtest');
    const waiting = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'BB-1042', exact: true }) });
    await waiting.waitFor(LONG);
    const receipt = ((await waiting.getByRole('rowheader').textContent()) ?? '').trim();
    const supplier = ((await waiting.getByRole('cell').nth(1).textContent()) ?? '').trim();
    expect(receipt).toMatch(/^MIR/);
    expect(await waiting.getByRole('cell', { name: '0 of 2', exact: true }).count()).toBe(1);
    await waiting.getByRole('button', { name: `Test ${receipt}` }).click();
    await main(page).getByLabel('Test used', { exact: true }).selectOption({ index: 1 });
    const lot1 = main(page).getByRole('group', { name: /^Lot 1, Hex bolt M10 x 40: / });
    const lot2 = main(page).getByRole('group', { name: /^Lot 2, Ball bearing 6204: / });
    const received = Number(
      /: ([\d,.]+) \S* ?received$/.exec((await lot2.getAttribute('aria-label'))!)?.[1]?.replace(/,/g, '') ?? NaN,
    );
    expect(received).toBeGreaterThan(2);
    await lot1.getByLabel('Checked', { exact: true }).fill('100');
    await lot1.getByLabel('Rejected', { exact: true }).fill('6');
    await lot2.getByLabel('Checked', { exact: true }).fill(String(received + 1));
    await lot2.getByLabel('Rectified', { exact: true }).fill('2');
    await lot2.getByLabel('Rectification cost (₹)').fill('150');
    await main(page).getByRole('button', { name: 'Save the results' }).click();
    await expect
      .poll(() => describedBy(lot2.getByLabel('Checked', { exact: true })), LONG)
      .toBe(`Lot 2, Ball bearing 6204: ${received + 1} checked is more than the ${received} received.`);
    expect(await lot2.getByLabel('Rectification cost (₹)').inputValue()).toBe('150');
    expect(await lot1.getByLabel('Rejected', { exact: true }).inputValue()).toBe('6');
    await lot2.getByLabel('Checked', { exact: true }).fill(String(received));
    await main(page).getByRole('button', { name: 'Save the results' }).click();
    await page.getByText(`Test results of goods receipt ${receipt} saved.`).first().waitFor(LONG);
    await main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: receipt, exact: true }) })
      .getByRole('cell', { name: '2 of 2', exact: true })
      .waitFor(LONG);

    // The approval: the goods go in; 6 bolts go back (a purchase return) and the rectification is a credit note.
    await visitScreen(page, '/qc/qcmirapprovals');
    await main(page)
      .getByRole('button', { name: `Approve ${receipt}` })
      .click(LONG);
    const approved = page
      .getByText(
        new RegExp(
          `^Goods receipt ${escape(receipt)} approved: its goods are in stock; purchase return (\\S+) and credit note (\\S+) made\\.$`,
        ),
      )
      .first();
    await approved.waitFor(LONG);
    const [, returned, note] = new RegExp(`purchase return (\\S+) and credit note (\\S+) made`).exec(
      (await approved.textContent())!,
    )!;
    await main(page)
      .getByRole('button', { name: `Approve ${receipt}` })
      .waitFor({ state: 'detached', ...LONG });
    await visitScreen(page, '/procurement/pur-returns');
    await main(page).getByText(returned!, { exact: true }).first().waitFor(LONG);
    await visitScreen(page, '/procurement/pur-credit-notes');
    await main(page).getByText(note!, { exact: true }).first().waitFor(LONG);

    // The supplier's rating row, for this month.
    const today = await browserToday(page);
    await visitScreen(page, `/qc/qcmirsupplierrating?p.frmDate=${today.slice(0, 8)}01&p.toDate=${today}`);
    await main(page).getByRole('row').filter({ hasText: supplier }).first().waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  // Every production and QC route opening for the administrator is proved in the integration suite (edition-screens).
  it('the supervisor cannot approve QC; at 375 px the job card screen fits and passes axe', async () => {
    const desk = await openPage(browser, 1280);
    await signInAndWait(desk.page, WORKS, 'staff');

    // The production supervisor: the QC approvals are not theirs (refused, or no Approve button).
    for (const route of ['/qc/qcmirapprovals', '/qc/qcprocessapprovals']) {
      await visitScreen(desk.page, route);
      await expect
        .poll(
          () =>
            main(desk.page)
              .getByRole('status')
              .filter({ hasText: /^Loading/ })
              .count(),
          LONG,
        )
        .toBe(0);
      const refused = await main(desk.page).getByText('You are not permitted to open this screen.').count();
      if (!refused)
        expect(
          await main(desk.page)
            .getByRole('button', { name: /^Approve / })
            .count(),
          route,
        ).toBe(0);
    }
    await visitScreen(desk.page, '/qc/qcmirapprovals');
    if (!(await main(desk.page).getByText('You are not permitted to open this screen.').count())) {
      // The waiting receipt is listed, but only its results can be seen.
      await main(desk.page)
        .getByRole('button', { name: /^Results of / })
        .first()
        .waitFor(LONG);
    }
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
