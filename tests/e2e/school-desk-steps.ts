import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { browserToday, dayAfter, describedBy, LONG, main, movements, printsMade } from './front-office-steps';
import {
  latePayer,
  ledgerLine,
  newFeeReceipt,
  shownReceipt,
  termOneOf,
  typeReceipt,
  type OwedDue,
  type ShownReceipt,
} from './school-steps';
import { rupees, sum, trialBalance } from './screen-reading';

// The school day's steps at the front desk (school.e2e.ts): the books before, an enquiry to an admission, fees with
// the late fine, a concession with its reason, and the books and fee ledgers after.

export const CHILD = 'Zoya Testwala';

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
export async function booksBefore(page: Page) {
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
export async function enquiryToAdmission(page: Page, today: string): Promise<string> {
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
export async function collectFees(page: Page, newPupil: string): Promise<{ receipt: ShownReceipt; due: OwedDue }> {
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

/**
 * As the administrator: a concession with a reason on another pupil's oldest Term 1 due (not one of `not`); the reason
 * asked for first. Answers the due and its receipt.
 */
export async function concessionWithReason(page: Page, not: readonly string[]) {
  await newFeeReceipt(page);
  const other = await latePayer(page, not);
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
  return { other, conceded };
}

/** The books moved by exactly the three receipts: the fees', the library fine's and the conceded one's. */
export async function booksMovedByReceipts(
  page: Page,
  ledgerBefore: Map<string, number>,
  paid: { fees: ShownReceipt; fine: ShownReceipt; conceded: ShownReceipt },
) {
  const { fees, conceded } = paid;
  const receipts = [fees, paid.fine, conceded];
  const moved = movements(ledgerBefore, await trialBalance(page));
  const cashAccounts = [...new Set(receipts.map((receipt) => receipt.account))];
  expect(sum(cashAccounts.map((name) => movedOf(moved, name)))).toBe(sum(receipts.map((receipt) => receipt.amount)));
  expect(movedOf(moved, 'Fee concessions')).toBe(100);
  expect(movedOf(moved, 'Late fee fines')).toBe(sum([-fees.fine, -conceded.fine]));
  expect(movedOf(moved, 'Library fines')).toBe(-paid.fine.amount);
  expect(movedOf(moved, 'Fee income')).toBe(-sum([fees.amount, -fees.fine, conceded.amount, -conceded.fine, 100]));
  expect(
    Object.keys(moved).filter(
      (name) =>
        !/^(Fee concessions|Late fee fines|Library fines|Fee income) \(/.test(name) &&
        !cashAccounts.some((cash) => name.startsWith(`${cash} (`)),
    ),
  ).toEqual([]);
  expect(sum(Object.values(moved))).toBe(0);
}

/** Each pupil's fee ledger agrees with its receipt: the due settled, its fine charged, nothing left. */
export async function ledgersAgree(page: Page, paid: ReadonlyArray<readonly [OwedDue, ShownReceipt]>) {
  for (const [due, receipt] of paid) {
    const line = await ledgerLine(page, due);
    expect(
      [line.Paid, line['Late fine'], line.Concession, line.Balance].map((text) => rupees(text ?? '')),
      `${due.name}: ${due.label}`,
    ).toEqual([receipt.amount, receipt.fine, receipt.concession, 0]);
  }
}
