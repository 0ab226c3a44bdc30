import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { browserToday, fitsPhone, LONG, main } from './front-office-steps';
import { switchUser } from './hrd-steps';
import { assignTransport, enterMarks, issueBooks, keepRegister, returnOverdue } from './school-class-steps';
import {
  booksBefore,
  booksMovedByReceipts,
  collectFees,
  concessionWithReason,
  enquiryToAdmission,
  ledgersAgree,
} from './school-desk-steps';
import {
  SCHOOL,
  onADayWithLateFines,
  latestSchoolDay,
  newFeeReceipt,
  receiptOf,
  registerPath,
  termOneOf,
} from './school-steps';

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

describe('the school in the browser', () => {
  it('1004: the clerk runs the school day, the administrator gives a concession; the books moved by the receipts', async () => {
    const { context, page, errors } = await openPage(browser, 1280, PAGES);
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
    const { other, conceded } = await concessionWithReason(page, [newPupil, fees.due.admissionNo]);
    await booksMovedByReceipts(page, ledgerBefore, { fees: fees.receipt, fine: fineReceipt, conceded });
    await ledgersAgree(page, [
      [fees.due, fees.receipt],
      [other, conceded],
    ]);
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
