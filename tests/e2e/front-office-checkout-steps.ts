import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import {
  definitions,
  escape,
  LONG,
  main,
  money,
  movements,
  openPanel,
  printRequests,
  printsMade,
  reportRecords,
  roomOperation,
  typed,
} from './front-office-steps';
import { ADVANCE, KIRAN } from './front-office-stay-steps';
import { rupees, sum, trialBalanceOn } from './screen-reading';

// The hotel stay's steps at its end (frontoffice.e2e.ts): a charge kept ready on a second desk, the split check-out and
// its bill, the reports and the books.

const COMPANY = { code: 'FOC-0001', name: 'Hindustan Zinc Ltd', part: 1500 };
const GUEST_LEDGER = /^Guest ledger/;

/** A second desk keeps a charge ready for the stay while it checks out. Answers the desk's page and the form. */
export async function lateChargeReady(context: BrowserContext, stayNo: string) {
  const desk = await context.newPage();
  await visitScreen(desk, `/frontoffice/fo-post-charge-entry?stay=${encodeURIComponent(stayNo)}`);
  const late = desk.getByRole('form', { name: 'Post a charge' });
  await late.getByLabel('Charge head').selectOption('LAU');
  await late.getByLabel('Rate').fill('85');
  await late.getByLabel('Narration').fill('Late laundry');
  return { desk, late };
}

/** What the stay ran up, as the earlier steps answered it. */
export interface StayFigures {
  roomB: string;
  owed: number;
  night: number;
  dinner: number;
  billNo: string;
}

/**
 * Check-out: the final bill prepared; an unpaid balance refused keeping the tender; then cash and the company's part;
 * the GST bill printed, its totals, the company, the GST summary and the restaurant bill. Answers the cash paid and
 * the bill's total.
 */
export async function splitCheckOut(page: Page, stay: StayFigures) {
  const { roomB, owed } = stay;
  await openPanel(page);
  await roomOperation(page, roomB, 'occupied', 'Check-out', `Check-out — room ${roomB}, ${KIRAN.name}`);
  await main(page)
    .getByText(`Folio balance now: ${money(owed)}.`)
    .waitFor(LONG);
  await main(page)
    .getByText(/Every night is already charged\./)
    .waitFor();
  await main(page).getByRole('button', { name: 'Prepare the final bill' }).click();
  await main(page)
    .getByText(`Balance to settle: ${money(owed)}.`)
    .waitFor(LONG);
  const tender = main(page).getByLabel('Tender 1 amount');
  expect(await tender.inputValue()).toBe(typed(owed));
  await tender.fill('1000');
  await main(page).getByRole('button', { name: 'Settle and check out' }).click();
  await main(page)
    .getByRole('alert')
    .getByText(
      new RegExp(`^The balance of ${escape(money(owed))} is unpaid \\(${escape(money(sum([owed, -1000])))} short\\)`),
    )
    .waitFor();
  expect(await tender.inputValue()).toBe('1000');
  await main(page).getByLabel('Bill to company').selectOption(COMPANY.code);
  await main(page).getByLabel('Amount billed to the company').fill(String(COMPANY.part));
  const cash = sum([owed, -COMPANY.part]);
  await tender.fill(typed(cash));
  await main(page).getByText('The tenders meet the balance.').waitFor();
  const printsBeforeBill = await printRequests(page);
  await main(page).getByRole('button', { name: 'Settle and check out' }).click();
  const bill = main(page).getByRole('region', { name: /^Final bill FBL\d{2}-\d{2}\/\d{4}$/ });
  await bill.waitFor(LONG);
  await printsMade(page, printsBeforeBill + 1);
  await main(page).getByRole('button', { name: 'Reprint the bill' }).waitFor(LONG);
  const billed = await definitions(bill.locator('dl.final-bill-totals'));
  const total = sum([stay.night, 300.9, stay.dinner]);
  expect(billed).toEqual({
    'Total of the bill': money(total),
    'Advances and payments': money(sum([ADVANCE, cash])),
    [`Billed to ${COMPANY.name}`]: money(COMPANY.part),
    Balance: 'Nil',
  });
  await bill.getByText(new RegExp(`^Billed to ${COMPANY.name} \\(${COMPANY.code}\\)`)).waitFor();
  const gst = bill.getByRole('table', { name: 'GST summary' });
  expect(await gst.getByRole('rowheader', { name: '18%' }).locator('xpath=..').locator('td').allTextContents()).toEqual(
    ['255.00', '9%', '22.95', '9%', '22.95'],
  );
  await bill
    .getByRole('table', { name: 'Restaurant bills (GST charged on each bill)' })
    .getByRole('rowheader', { name: stay.billNo })
    .waitFor();
  return { cash, total };
}

/** The second desk's charge: refused by the server now the room has left, the input kept; the desk closed. */
export async function lateChargeRefused(desk: Page, late: Locator, roomB: string, stayNo: string) {
  await late.getByRole('button', { name: 'Post charge' }).click();
  await late
    .getByRole('alert')
    .getByText(`Room ${roomB} has checked out (${stayNo}): reopen the folio first.`)
    .waitFor(LONG);
  expect(await late.getByLabel('Narration').inputValue()).toBe('Late laundry');
  await desk.close();
}

/** Reports: room-wise revenue over rooms A and B adds up to the bill; the laundry under its head. */
export async function reportsAgree(
  page: Page,
  days: { today: string; tomorrow: string },
  stay: { roomA: string; roomB: string; stayNo: string; chargeNo: string; dinner: number; total: number },
) {
  const { today, tomorrow } = days;
  const { roomA, roomB } = stay;
  await visitScreen(page, `/frontoffice/fo-rep-room-revenue?p.frmDate=${today}&p.toDate=${tomorrow}`);
  const revenue = await reportRecords(page, 'Room-wise revenue', (cells) => cells[0] === roomA || cells[0] === roomB);
  const ofRoom = (room: string) => revenue.find((row) => row.Room === room)!;
  expect({
    nights: ofRoom(roomB)['Nights sold'],
    charges: rupees(ofRoom(roomA)['Posted charges']!),
    pos: rupees(ofRoom(roomA).Restaurant!),
  }).toEqual({ nights: '1', charges: 255, pos: stay.dinner });
  expect(sum(revenue.map((row) => rupees(row.Total!)))).toBe(stay.total);
  await visitScreen(page, `/frontoffice/fo-rep-charges?p.frmDate=${today}&p.toDate=${tomorrow}`);
  const charges = await reportRecords(page, 'Posted charges by head', (cells) => cells.includes(stay.stayNo));
  expect(charges.map((row) => [row.Reference, row.Room, row.Amount, row.CGST, row.SGST, row.Total])).toEqual([
    [stay.chargeNo, roomA, '255.00', '22.95', '22.95', '300.90'],
  ]);
}

/**
 * The books as on `tomorrow` moved from `ledgerBefore`: cash took the advance and the cash part, the company owes its
 * part, and the guest ledger moved exactly as what the open folios owe (`owedAfter` against `owedBefore`).
 */
export async function booksAgree(
  page: Page,
  ledgerBefore: Map<string, number>,
  tomorrow: string,
  figures: { cash: number; owedBefore: number; owedAfter: number },
) {
  const moved = movements(ledgerBefore, await trialBalanceOn(page, tomorrow));
  const account = (name: RegExp) =>
    Object.keys(moved).find((row) => name.test(row)) ?? `(no account ${name.source} moved)`;
  expect(moved['Cash in hand (AC001)']).toBe(sum([ADVANCE, figures.cash]));
  expect(moved[account(/^Sundry debtors/)]).toBe(COMPANY.part);
  expect(moved[account(GUEST_LEDGER)] ?? 0).toBe(sum([figures.owedAfter, -figures.owedBefore]));
}
