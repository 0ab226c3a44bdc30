import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { browserToday, describedBy, escape, LONG, main } from './front-office-steps';

// The quality control of a goods receipt (production-qc.e2e.ts): its lots tested, its approval with the purchase
// return and the credit note, the supplier's rating; and what the production supervisor may not approve.

/**
 * The seeded receipt (invoice BB-1042): two lots, none tested; tested lot by lot (an over-checked lot refused beside
 * the field, the input kept; one lot with rejects, one rectified at a cost). Answers the receipt and its supplier.
 */
export async function testReceiptLots(page: Page) {
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
  return { receipt, supplier };
}

/**
 * The approval: the goods go in; 6 bolts go back (a purchase return) and the rectification is a credit note, both
 * listed in procurement.
 */
export async function approveReceipt(page: Page, receipt: string) {
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
}

/** The supplier's rating row, for this month. */
export async function supplierRated(page: Page, supplier: string) {
  const today = await browserToday(page);
  await visitScreen(page, `/qc/qcmirsupplierrating?p.frmDate=${today.slice(0, 8)}01&p.toDate=${today}`);
  await main(page).getByRole('row').filter({ hasText: supplier }).first().waitFor(LONG);
}

/** The production supervisor: the QC approvals are not theirs (refused, or no Approve button). */
export async function qcNotTheSupervisors(page: Page) {
  for (const route of ['/qc/qcmirapprovals', '/qc/qcprocessapprovals']) {
    await visitScreen(page, route);
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('status')
            .filter({ hasText: /^Loading/ })
            .count(),
        LONG,
      )
      .toBe(0);
    const refused = await main(page).getByText('You are not permitted to open this screen.').count();
    if (!refused)
      expect(
        await main(page)
          .getByRole('button', { name: /^Approve / })
          .count(),
        route,
      ).toBe(0);
  }
  await visitScreen(page, '/qc/qcmirapprovals');
  if (!(await main(page).getByText('You are not permitted to open this screen.').count())) {
    // The waiting receipt is listed, but only its results can be seen.
    await main(page)
      .getByRole('button', { name: /^Results of / })
      .first()
      .waitFor(LONG);
  }
}
