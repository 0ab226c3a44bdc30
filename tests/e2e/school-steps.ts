import type { Page } from 'playwright-core';
import { afterAll, beforeEach, expect, vi } from 'vitest';
import { lateFinesDay } from '../setup/late-fines-day';
import { setTestClock, TEST_NOW } from '../setup/test-clock';
import { visitScreen } from './browser';
import { dayAfter, definitions, describedBy, escape, LONG, main, shown } from './front-office-steps';
import { rupees, tableRows } from './screen-reading';

// The school's end-to-end steps: the fee desk's pupils and receipts, the class register's day and the
// library's copies.

export const SCHOOL = 1004;

/**
 * The school's browser tests run on a day with late fines owed (tests/setup/late-fines-day.ts), in the test process and
 * in the page. Call it at the top of the file; pass what it answers to openPage and openPhone.
 */
export function onADayWithLateFines(): { clock: boolean } {
  const day = lateFinesDay();
  if (day) {
    beforeEach(() => setTestClock(day));
    // The worker's next file starts on its own day again.
    afterAll(() => {
      if (TEST_NOW) setTestClock(TEST_NOW);
      else vi.useRealTimers();
    });
  }
  return { clock: day !== null };
}

export const CLASS = 'VI-A';

// ---------------------------------------------------------------------------------------------------------
// Fee collections.

/** A pupil's oldest due of Term 1 as the new receipt's dues table shows it (rupees). */
export interface OwedDue {
  admissionNo: string;
  name: string;
  label: string;
  fine: number;
  owed: number;
}

/** The new fee receipt's form, waiting for its pupil list. */
export async function newFeeReceipt(page: Page) {
  await visitScreen(page, '/front-desk/fd-feestra?record=new');
  await main(page).getByRole('heading', { level: 1, name: 'New fee receipt' }).waitFor(LONG);
  await main(page)
    .getByLabel('Pupil', { exact: true })
    .locator('option[value^="ADM"]')
    .first()
    .waitFor({ state: 'attached', ...LONG });
}

/**
 * Chooses a pupil (by admission number) on the new receipt, Term 1's dues; answers the oldest due still owed, or null
 * when Term 1 owes nothing.
 */
export async function termOneOf(page: Page, admissionNo: string): Promise<OwedDue | null> {
  const pupil = main(page).getByLabel('Pupil', { exact: true });
  const option = (await pupil.locator(`option[value="${admissionNo}"]`).textContent())!;
  const name = /^(.*), \S+ \(/.exec(option)![1]!;
  await pupil.selectOption(admissionNo);
  await main(page)
    .getByText(new RegExp(`^${escape(name)} \\(\\S+\\) owes `))
    .waitFor(LONG);
  await main(page).getByLabel('Dues of').selectOption('T1');
  const table = main(page).getByRole('table', { name: 'Dues owed, oldest first' });
  await table.or(main(page).getByText('Nothing is owed for this choice.')).waitFor(LONG);
  if (!(await table.isVisible())) return null;
  // Due | Due date | Balance | Late fine now | Owed | Concession | Paid now
  const [first] = await tableRows(page, 'Dues owed, oldest first');
  return { admissionNo, name, label: first![0]!, fine: rupees(first![3]!), owed: rupees(first![4]!) };
}

/**
 * A pupil on roll (not one of `not`) whose oldest Term 1 due carries a late fine today; before the first fines of the
 * year fall (Term 1 tuition is due on the 10th of April) any pupil owing Term 1. Searched from the latest admission
 * number down: the seeded receipts are the earliest admissions', so the due found was never paid in part.
 */
export async function latePayer(page: Page, not: readonly string[]): Promise<OwedDue> {
  const options = await main(page)
    .getByLabel('Pupil', { exact: true })
    .locator('option[value^="ADM"]')
    .evaluateAll((all) =>
      all.map((option) => [(option as HTMLOptionElement).value, option.textContent ?? ''] as const),
    );
  const onRoll = options
    .filter(([value, label]) => !not.includes(value) && !label.endsWith(', left'))
    .map(([value]) => value);
  let owing: OwedDue | null = null;
  for (const admissionNo of onRoll.sort().reverse()) {
    const due = await termOneOf(page, admissionNo);
    if (due && due.fine > 0) return due;
    owing ??= due;
  }
  if (!owing) throw new Error('No pupil owes anything for Term 1');
  return owing;
}

/** Types the receipt's amount, concession and its reason (blank clears a field). */
export async function typeReceipt(page: Page, amount: number, concession = '', reason = '') {
  await main(page).getByLabel('Amount received').fill(String(amount));
  await main(page).getByLabel('Concession', { exact: true }).fill(concession);
  await main(page).getByLabel('Reason for the concession').fill(reason);
}

/** A fee receipt as its printed page shows it (the page opened after a save, or `?print=`). */
export interface ShownReceipt {
  receiptNo: string;
  amount: number;
  fine: number;
  concession: number;
  /** The account's name it was received into ('Cash in hand'). */
  account: string;
}

export async function shownReceipt(page: Page): Promise<ShownReceipt> {
  const heading = main(page).getByRole('heading', { level: 1, name: /^Fee receipt REC\d{4}-\d{5}$/ });
  await heading.waitFor(LONG);
  const receiptNo = /REC\d{4}-\d{5}/.exec((await heading.textContent())!)![0];
  const facts = await definitions(main(page).locator('article dl'));
  return {
    receiptNo,
    amount: rupees(facts['Amount received']!),
    fine: rupees(facts['Late fine included']!),
    concession: facts.Concession ? rupees(facts.Concession.split(':')[0]!) : 0,
    account: facts['Received by']!.replace(/^[^,]+, /, ''),
  };
}

/** Opens a fee receipt's printed page by its number and reads it. */
export async function receiptOf(page: Page, receiptNo: string): Promise<ShownReceipt> {
  await visitScreen(page, `/front-desk/fd-feestra?print=${receiptNo}`);
  return shownReceipt(page);
}

/** A due's line of a pupil's fee ledger (Student fee ledger), as { column header: text }. */
export async function ledgerLine(page: Page, due: OwedDue): Promise<Record<string, string>> {
  await visitScreen(page, `/front-desk/fd-students2?student=${due.admissionNo}`);
  const table = main(page).getByRole('table', { name: new RegExp(`^Fee ledger of ${escape(due.name)}`) });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: due.label, exact: true }) })
    .first();
  await row.waitFor(LONG);
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const cells = (await row.locator('th, td').allTextContents()).map((text) => text.trim());
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
}

// ---------------------------------------------------------------------------------------------------------
// The class register.

export const registerPath = (day: string) => `/students/stuattendance?class=${CLASS}&date=${day}`;
const registerTable = (page: Page, day: string) =>
  main(page).getByRole('table', { name: `Register of ${CLASS} for ${shown(day)}` });

/** What the register says beside its date for `day`: '' when the roll shows (a day a register may be kept). */
export async function registerRefusal(page: Page, day: string): Promise<string> {
  await visitScreen(page, registerPath(day));
  const date = main(page).getByLabel('Date', { exact: true });
  const refused = main(page).getByText(new RegExp(`^${escape(shown(day))} is `));
  // A refused day still shows its roll: the refusal beside the date comes with it (the same answer).
  await registerTable(page, day).or(refused).first().waitFor(LONG);
  return (await refused.count()) > 0 ? describedBy(date) : '';
}

/**
 * The latest school day up to `today` (today itself when the school is open: the run may be on a Sunday or a holiday);
 * the register is left open on it.
 */
export async function latestSchoolDay(page: Page, today: string): Promise<string> {
  let day = today;
  for (let back = 0; back < 20; back += 1, day = dayAfter(day, -1)) {
    const refusal = await registerRefusal(page, day);
    if (!refusal) return day;
    expect(refusal, `${day} refused`).toMatch(/is a (Sunday|holiday)/);
  }
  throw new Error(`No school day in the 20 days up to ${today}`);
}

// ---------------------------------------------------------------------------------------------------------
// The library.

/** Types a copy into the issue form and adds it by the button or by Enter in the copy number (as a scanner ends). */
export async function addCopy(page: Page, accessionNo: string, copyNo: number, by: 'button' | 'enter' = 'button') {
  await main(page).getByLabel('Accession number').fill(accessionNo);
  await main(page).getByLabel('Copy number').fill(String(copyNo));
  if (by === 'enter') await main(page).getByLabel('Copy number').press('Enter');
  else await main(page).getByRole('button', { name: 'Add copy' }).click();
}
