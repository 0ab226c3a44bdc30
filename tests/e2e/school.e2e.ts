import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import {
  browserToday,
  countPrints,
  dayAfter,
  describedBy,
  escape,
  fitsPhone,
  LONG,
  main,
  money,
  movements,
  printsMade,
  shown,
} from './front-office-steps';
import { switchUser } from './hrd-steps';
import {
  CLASS,
  SCHOOL,
  addCopy,
  onADayWithLateFines,
  latePayer,
  ledgerLine,
  latestSchoolDay,
  newFeeReceipt,
  receiptOf,
  registerPath,
  registerRefusal,
  shownReceipt,
  termOneOf,
  typeReceipt,
  type OwedDue,
  type ShownReceipt,
} from './school-steps';
import { rupees, sum, trialBalance } from './screen-reading';

/**
 * The school's day in the production build, company 1004. The clerk (`staff`): an enquiry taken, followed
 * up and converted to an admission (the pupil in the students master); fees collected from an older pupil with the late
 * fine (a concession refused beside the field, the input kept), REC<yyyy>-NNNNN printed; the latest school day's VI-A
 * register with two absentees marked by keyboard (a future day refused); PT-1 Mathematics marks (25 of 20 refused) and
 * the class's report cards printed; two books issued to the new pupil (a third refused: the limit), a seeded overdue
 * book returned with its fine collected on a REC receipt; the new pupil given a seat on a route (the route fee in the
 * ledger). The administrator then gives a concession with a reason on another pupil's dues; the books moved by exactly
 * the receipts. At 375 px the register, fee collection and book issues fit.
 */

const PAGES = onADayWithLateFines();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const CHILD = 'Zoya Testwala';

/** The trial balance's accounts whose name is `name` (any code), moved by how much in all. */
const movedOf = (moved: Record<string, number>, name: string) =>
  sum(
    Object.entries(moved)
      .filter(([account]) => account.startsWith(`${name} (`))
      .map(([, amount]) => amount),
  );

/**
 * As the administrator: the fee collections and the penalties given opened once (their starting receipts, one paying
 * a penalty, post their vouchers as they are first read), then the trial balance.
 */
async function booksBefore(page: Page) {
  await visitScreen(page, '/front-desk/fd-feestra');
  await main(page)
    .getByRole('table', { name: 'Fee receipts of the period, newest first' })
    .or(main(page).getByText('No fee receipt in this period.'))
    .waitFor(LONG);
  await visitScreen(page, '/students/stuptrapenalities');
  await main(page).getByRole('table', { name: 'Penalties given' }).waitFor(LONG);
  return trialBalance(page);
}

/**
 * An enquiry taken, followed up and converted to an admission to class IV; answers the new pupil's admission number.
 */
async function enquiryToAdmission(page: Page, today: string): Promise<string> {
  await visitScreen(page, '/front-desk/fd-calls?record=new');
  await main(page).getByRole('heading', { level: 1, name: 'New enquiry' }).waitFor(LONG);
  await main(page).getByLabel('Parent’s name').fill('Farida Testwala');
  await main(page).getByLabel('Mobile', { exact: true }).fill('9822099001');
  await main(page).getByLabel('Child’s name').fill(CHILD);
  await main(page).getByLabel('Class sought').selectOption('IV');
  await main(page).getByLabel('Source').selectOption('WALK_IN');
  await main(page).getByLabel('Follow-up date').fill(dayAfter(today));
  await main(page).getByRole('button', { name: 'Save enquiry' }).click();
  const heading = main(page).getByRole('heading', { level: 1, name: /^Enquiry ENQ\d{4}-\d{5} of .*: Open$/ });
  await heading.waitFor(LONG);
  const enquiryNo = /ENQ\d{4}-\d{5}/.exec((await heading.textContent())!)![0];

  await main(page).getByLabel('What was discussed').fill('Fee structure explained; campus visit on Saturday.');
  await main(page).getByLabel('Next follow-up date').fill(dayAfter(today, 3));
  await main(page).getByRole('button', { name: 'Add follow-up' }).click();
  await main(page)
    .getByRole('table', { name: 'Follow-ups (1)' })
    .getByText('Fee structure explained; campus visit on Saturday.')
    .waitFor(LONG);
  await main(page)
    .getByRole('heading', { level: 1, name: /: Following up$/ })
    .waitFor(LONG);

  await main(page).getByRole('button', { name: 'Convert to admission' }).click();
  const dialog = page.getByRole('dialog', { name: `Convert ${enquiryNo} to admission` });
  await dialog.waitFor(LONG);
  expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(CHILD);
  await dialog.getByLabel('Gender').selectOption('F');
  await dialog.getByLabel('Date of birth').fill('2017-03-14');
  await dialog.getByRole('button', { name: 'Admit the pupil' }).click();
  await main(page)
    .getByRole('heading', { level: 1, name: /: Converted$/ })
    .waitFor(LONG);
  const admission = main(page).getByText(/^ADM-\d{4}-\d{4}$/);
  await admission.waitFor(LONG);
  const admissionNo = (await admission.textContent())!;

  // The pupil is in the students master.
  await visitScreen(page, '/front-desk/fd-students');
  await main(page).getByLabel('Search').fill('Zoya');
  await main(page).getByText(admissionNo, { exact: true }).waitFor(LONG);
  await main(page).getByText(CHILD, { exact: true }).waitFor(LONG);
  return admissionNo;
}

/**
 * Fees from an older pupil: Term 1's oldest due with its late fine; a concession refused beside the field; saved and
 * printed.
 */
async function collectFees(page: Page, newPupil: string): Promise<{ receipt: ShownReceipt; due: OwedDue }> {
  await newFeeReceipt(page);
  const due = await latePayer(page, [newPupil]);
  const today = await browserToday(page);
  if (!/-04-(0\d|10)$/.test(today))
    expect(due.fine, `${due.name}'s ${due.label} carries no late fine`).toBeGreaterThan(0);
  // The search's last pupil may be another (none carried a fine): the one found chosen again.
  expect(await termOneOf(page, due.admissionNo)).toEqual(due);

  await typeReceipt(page, sum([due.owed, -100]), '100', 'Staff ward');
  await main(page).getByRole('button', { name: 'Save and print' }).click();
  const concession = main(page).getByLabel('Concession', { exact: true });
  await expect
    .poll(() => describedBy(concession), LONG)
    .toContain('Only a user with the approve right on fee collections may give a concession.');
  expect(await concession.inputValue()).toBe('100');
  expect(await main(page).getByLabel('Reason for the concession').inputValue()).toBe('Staff ward');

  await typeReceipt(page, due.owed);
  await main(page).getByRole('button', { name: 'Save and print' }).click();
  const receipt = await shownReceipt(page);
  expect(receipt.receiptNo.slice(3, 7)).toBe(today.slice(0, 4));
  expect(receipt).toMatchObject({ amount: due.owed, fine: due.fine, concession: 0 });
  await main(page).getByRole('table', { name: 'Dues settled' }).getByText(due.label, { exact: true }).waitFor(LONG);
  await printsMade(page, 1);
  return { receipt, due };
}

/** The latest school day's VI-A register: a future day refused; two absentees marked by keyboard, saved, read back. */
async function keepRegister(page: Page) {
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
async function enterMarks(page: Page) {
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
async function issueBooks(page: Page, admissionNo: string) {
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
async function returnOverdue(page: Page): Promise<string> {
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
async function assignTransport(page: Page, admissionNo: string) {
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

describe('the school in the browser', () => {
  it('1004: the clerk runs the school day, the administrator gives a concession; the books moved by the receipts', async () => {
    const { context, page, errors } = await openPage(browser, 1280, PAGES);
    await countPrints(context);
    await signInAndWait(page, SCHOOL, 'admin');
    const today = await browserToday(page);
    const ledgerBefore = await booksBefore(page);
    await switchUser(page, SCHOOL, 'staff');

    const newPupil = await enquiryToAdmission(page, today);
    const fees = await collectFees(page, newPupil);
    await keepRegister(page);
    await enterMarks(page);
    await issueBooks(page, newPupil);
    const fineReceipt = await receiptOf(page, await returnOverdue(page));
    expect(fineReceipt.fine).toBe(0);
    await assignTransport(page, newPupil);

    // The administrator: a concession with a reason on another pupil's oldest Term 1 due.
    await switchUser(page, SCHOOL, 'admin');
    await newFeeReceipt(page);
    const other = await latePayer(page, [newPupil, fees.due.admissionNo]);
    await typeReceipt(page, sum([other.owed, -100]), '100');
    await main(page).getByRole('button', { name: 'Save and print' }).click();
    await expect
      .poll(() => describedBy(main(page).getByLabel('Reason for the concession')), LONG)
      .toContain('Give the reason for the concession.');
    await main(page).getByLabel('Reason for the concession').fill('Sibling concession: two children on roll');
    await main(page).getByRole('button', { name: 'Save and print' }).click();
    const conceded = await shownReceipt(page);
    expect(conceded).toMatchObject({ amount: sum([other.owed, -100]), fine: other.fine, concession: 100 });
    await main(page).getByText('100.00: Sibling concession: two children on roll').waitFor(LONG);

    // The books moved by exactly the three receipts.
    const receipts = [fees.receipt, fineReceipt, conceded];
    const moved = movements(ledgerBefore, await trialBalance(page));
    const cashAccounts = [...new Set(receipts.map((receipt) => receipt.account))];
    expect(sum(cashAccounts.map((name) => movedOf(moved, name)))).toBe(sum(receipts.map((receipt) => receipt.amount)));
    expect(movedOf(moved, 'Fee concessions')).toBe(100);
    expect(movedOf(moved, 'Late fee fines')).toBe(sum([-fees.receipt.fine, -conceded.fine]));
    expect(movedOf(moved, 'Library fines')).toBe(-fineReceipt.amount);
    expect(movedOf(moved, 'Fee income')).toBe(
      -sum([fees.receipt.amount, -fees.receipt.fine, conceded.amount, -conceded.fine, 100]),
    );
    expect(
      Object.keys(moved).filter(
        (name) =>
          !/^(Fee concessions|Late fee fines|Library fines|Fee income) \(/.test(name) &&
          !cashAccounts.some((cash) => name.startsWith(`${cash} (`)),
      ),
    ).toEqual([]);
    expect(sum(Object.values(moved))).toBe(0);

    // Both pupils' fee ledgers agree with their receipts: the due settled, its fine charged, nothing left.
    for (const [due, receipt] of [
      [fees.due, fees.receipt],
      [other, conceded],
    ] as const) {
      const line = await ledgerLine(page, due);
      expect(
        [line.Paid, line['Late fine'], line.Concession, line.Balance].map((text) => rupees(text ?? '')),
        `${due.name}: ${due.label}`,
      ).toEqual([receipt.amount, receipt.fine, receipt.concession, 0]);
    }

    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('1004 at 375 px: the register, fee collection and book issues fit the phone and pass axe', async () => {
    const { context, page, errors } = await openPhone(browser, PAGES);
    await signInAndWait(page, SCHOOL, 'staff');
    const day = await latestSchoolDay(page, await browserToday(page));
    await main(page)
      .getByRole('checkbox', { name: /^Absent: / })
      .first()
      .waitFor(LONG);
    const problems: string[] = [];
    await fitsPhone(page, 'The class register');
    problems.push(...(await seriousViolations(page, registerPath(day))));
    await newFeeReceipt(page);
    const pupil = main(page).getByLabel('Pupil', { exact: true });
    await termOneOf(page, (await pupil.locator('option[value^="ADM"]').first().getAttribute('value'))!);
    await fitsPhone(page, 'Fee collection');
    problems.push(...(await seriousViolations(page, '/front-desk/fd-feestra?record=new')));
    await visitScreen(page, '/library/lib-issues');
    const member = main(page).getByLabel('Member', { exact: true });
    await member
      .locator('option[value^="S:"]')
      .first()
      .waitFor({ state: 'attached', ...LONG });
    await member.selectOption((await member.locator('option[value^="S:"]').first().getAttribute('value'))!);
    await main(page)
      .getByText(/ holds \d+ of \d+ books /)
      .waitFor(LONG);
    await fitsPhone(page, 'Book issues');
    problems.push(...(await seriousViolations(page, '/library/lib-issues')));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
