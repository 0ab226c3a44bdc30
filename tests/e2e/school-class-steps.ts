import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import {
  browserToday,
  dayAfter,
  describedBy,
  escape,
  LONG,
  main,
  money,
  printsMade,
  shown,
} from './front-office-steps';
import { CHILD } from './school-desk-steps';
import { addCopy, CLASS, latestSchoolDay, registerPath, registerRefusal } from './school-steps';
import { rupees, sum } from './screen-reading';

// The school day's steps in the classroom, the library and the transport office (school.e2e.ts): the register, the
// marks and report cards, books issued and an overdue one returned, a seat on a route.

/** The latest school day's VI-A register: a future day refused; two absentees marked by keyboard, saved, read back. */
export async function keepRegister(page: Page) {
  const today = await browserToday(page);
  const tomorrow = dayAfter(today);
  expect(await registerRefusal(page, tomorrow)).toBe(
    `${shown(tomorrow)} is in the future: attendance is taken on the day or after it.`,
  );
  const day = await latestSchoolDay(page, today);
  const boxes = main(page).getByRole('checkbox', { name: /^Absent: / });
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  const names = (
    await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''))
  ).slice(0, 2);
  // From the date, Tab reaches the roll's first row (Chromium's date field tabs through its day, month and year first);
  // A marks a row (a row already marked on a kept day: A twice), ↓ moves.
  await main(page).getByLabel('Date', { exact: true }).focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let presses = 0; presses < 4 && !(await focused()).startsWith('Absent: '); presses += 1)
    await page.keyboard.press('Tab');
  expect(await focused()).toBe(names[0]);
  for (const [index, name] of names.entries()) {
    const box = main(page).getByRole('checkbox', { name, exact: true });
    if (await box.isChecked()) await page.keyboard.press('a');
    await page.keyboard.press('a');
    await expect.poll(() => box.isChecked(), LONG).toBe(true);
    if (index === 0) await page.keyboard.press('ArrowDown');
  }
  await main(page).getByRole('button', { name: 'Save register' }).click();
  const saved = page
    .getByText(new RegExp(`^Register of ${CLASS} for ${escape(shown(day))} saved: (\\d+) absent\\.$`))
    .first();
  await saved.waitFor(LONG);
  expect(Number(/saved: (\d+) absent/.exec((await saved.textContent())!)![1])).toBeGreaterThanOrEqual(2);
  await visitScreen(page, registerPath(day));
  for (const name of names)
    await expect.poll(() => main(page).getByRole('checkbox', { name, exact: true }).isChecked(), LONG).toBe(true);
}

/**
 * PT-1 Mathematics for VI-A: 25 of 20 refused beside the pupil (kept), then saved; the class's report cards printed.
 */
export async function enterMarks(page: Page) {
  await visitScreen(page, '/students/stumarks');
  await main(page)
    .getByLabel('Exam', { exact: true })
    .locator('option[value="PT-1"]')
    .waitFor({ state: 'attached', ...LONG });
  await main(page).getByLabel('Exam', { exact: true }).selectOption('PT-1');
  await main(page).getByLabel('Class', { exact: true }).selectOption(CLASS);
  await main(page).getByLabel('Subject', { exact: true }).selectOption('MAT');
  const marks = main(page).getByLabel(/^Marks of /);
  await marks.first().waitFor(LONG);
  await main(page).getByRole('columnheader', { name: 'Marks (out of 20)' }).waitFor(LONG);
  const [first, second] = [marks.nth(0), marks.nth(1)];
  await first.fill('25');
  await first.press('Enter');
  await expect.poll(() => second.evaluate((input) => input === document.activeElement), LONG).toBe(true);
  await second.fill('15');
  await main(page).getByRole('button', { name: 'Save marks' }).click();
  const refusal = /'s marks in Mathematics \(25\) are above the maximum of 20\.$/;
  await main(page).getByText(refusal).first().waitFor(LONG);
  expect(await describedBy(first)).toMatch(refusal);
  expect(await first.inputValue()).toBe('25');
  await first.fill('18');
  await main(page).getByRole('button', { name: 'Save marks' }).click();
  await main(page).getByText(`Saved the Mathematics marks of ${CLASS} for Periodic test 1.`).first().waitFor(LONG);

  await main(page).getByRole('tab', { name: 'Report cards' }).click();
  const cards = main(page).getByRole('article', { name: /^Report card: / });
  await cards.first().waitFor(LONG);
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await main(page).getByRole('button', { name: 'Print report cards' }).click();
  await printsMade(page, 1);
}

/** Two books issued to the new pupil (by the button and by Enter); a third refused: a pupil's limit is two. */
export async function issueBooks(page: Page, admissionNo: string) {
  await visitScreen(page, '/library/lib-issues');
  const member = main(page).getByLabel('Member', { exact: true });
  await member.locator(`option[value="S:${admissionNo}"]`).waitFor({ state: 'attached', ...LONG });
  await member.selectOption(`S:${admissionNo}`);
  await main(page)
    .getByText(/holds 0 of 2 books \(pupil, 14 days a loan\): may borrow 2 more/)
    .waitFor(LONG);
  const lines = main(page).getByRole('table', { name: 'Copies to issue' });
  await addCopy(page, 'ACC-00015', 17);
  await lines.getByRole('rowheader', { name: 'Copy 17 of ACC-00015' }).waitFor(LONG);
  await addCopy(page, 'ACC-00016', 17, 'enter');
  await lines.getByRole('rowheader', { name: 'Copy 17 of ACC-00016' }).waitFor(LONG);
  await main(page).getByRole('button', { name: 'Issue the books' }).click();
  await main(page)
    .getByText(/^Issue LIS\d{4}-\d{5} saved\.$/)
    .waitFor(LONG);

  await member.selectOption(`S:${admissionNo}`);
  await main(page)
    .getByText(/holds 2 of 2 books .*: no more can be issued/)
    .waitFor(LONG);
  await addCopy(page, 'ACC-00017', 17);
  await expect
    .poll(() => describedBy(main(page).getByLabel('Accession number')), LONG)
    .toMatch(/may hold 2 books as a pupil and holds 2: no more can be issued, not 1\./);
  expect(await main(page).getByRole('table', { name: 'Copies to issue' }).getByRole('rowheader').count()).toBe(0);
}

/** A seeded overdue issue of a pupil returned, its fine collected at once: answers the REC receipt's number. */
export async function returnOverdue(page: Page): Promise<string> {
  await visitScreen(page, '/library/lib-receipts');
  const by = main(page).getByLabel('Returned by');
  const overdue = by
    .locator('option', { hasText: /, \d+ overdue$/ })
    .filter({ hasNotText: '(staff,' })
    .first();
  await overdue.waitFor({ state: 'attached', ...LONG });
  await by.selectOption((await overdue.getAttribute('value'))!);
  const table = main(page).getByRole('table', { name: 'Books out, with the fine if returned today' });
  await table.waitFor(LONG);
  // Copy | Title | Due back | Days late | Fine (the tick box's cell first)
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())));
  const late = rows.filter((cells) => Number(cells[4]) > 0);
  expect(late.length).toBeGreaterThan(0);
  for (const cells of late) await table.getByRole('checkbox', { name: `Returned: ${cells[1]}` }).check();
  const fine = sum(late.map((cells) => rupees(cells[5]!)));
  expect(fine).toBeGreaterThan(0);
  await main(page)
    .getByText(`Fine for the copies ticked: ${money(fine)}`)
    .waitFor(LONG);
  await main(page)
    .getByLabel(/^Collect now \(a fee receipt\)/)
    .check();
  await main(page).getByRole('button', { name: 'Take back the books' }).click();
  const saved = main(page).getByText(
    /^Return LRT\d{4}-\d{5} saved: the fine of .* was collected on fee receipt REC\d{4}-\d{5}\.$/,
  );
  await saved.waitFor(LONG);
  const said = (await saved.textContent())!;
  expect(rupees(/the fine of (.*) was collected/.exec(said)![1]!)).toBe(fine);
  await main(page).getByRole('button', { name: 'Print the return slip' }).click();
  await printsMade(page, 1);
  return /(REC\d{4}-\d{5})\.$/.exec(said)![1]!;
}

/** The new pupil given a seat on route R-02 at its second stop; the route fee is in the pupil's fee ledger. */
export async function assignTransport(page: Page, admissionNo: string) {
  await visitScreen(page, '/vehicles/veh-transport');
  await main(page).getByRole('heading', { level: 1, name: 'Transport assignments' }).waitFor(LONG);
  const route = main(page).getByLabel('Route', { exact: true });
  await route.locator('option[value="R-02"]').waitFor({ state: 'attached', ...LONG });
  await route.selectOption('R-02');
  const stop = main(page).getByLabel('Stop', { exact: true });
  const stops = stop.locator('option:not([value=""])');
  await stops.nth(1).waitFor({ state: 'attached', ...LONG });
  const stopName = (await stops.nth(1).getAttribute('value'))!;
  await stop.selectOption(stopName);
  await main(page).getByLabel('Pupil', { exact: true }).selectOption(admissionNo);
  await main(page).getByRole('button', { name: 'Assign', exact: true }).click();
  const row = main(page)
    .getByRole('table', { name: 'Pupils on transport' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: CHILD }) });
  await row.waitFor(LONG);
  expect((await row.locator('td, th').allTextContents()).slice(0, 3)).toEqual(['R-02', stopName, CHILD]);

  await visitScreen(page, `/front-desk/fd-students2?student=${admissionNo}`);
  await main(page)
    .getByRole('table', { name: new RegExp(`^Fee ledger of ${CHILD}`) })
    .getByRole('rowheader', { name: /^Transport R-02, / })
    .first()
    .waitFor(LONG);
}
