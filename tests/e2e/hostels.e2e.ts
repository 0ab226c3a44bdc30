import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openPhone, seriousViolations, signInAndWait, visitScreen } from './browser';
import { browserToday, fitsPhone, LONG, main, money, movements, printRequests, printsMade } from './front-office-steps';
import { fromMenu, rupees, sum, tableRows, trialBalance } from './screen-reading';

/**
 * Hostels in the production build (the school 1004, its administrator): a boy allocated a bed in the boys'
 * hostel from the room panel (a girl refused there first, the input kept), the month billed, part of his bill
 * received, and the bills-and-dues report, the dashboard, the panel's occupancy and the trial balance agreeing; the
 * panel and the allocation at 375 px.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const SCHOOL = 1004;
const HOSTEL = 'Vivekananda Boys Hostel';
const BED = 'Bed B1 of room VBH-103';
const GIRL = 'Aarohi Deshpande';
const BOY = 'Aniket Patil';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A hostel's row of the panel's occupancy table: beds, occupied, vacant, out of service, occupancy. */
async function occupancyOf(page: Page, hostel: string): Promise<string[]> {
  const table = main(page).getByRole('table', { name: /^Occupancy today/ });
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: hostel, exact: true }) })
    .getByRole('cell')
    .allTextContents();
}

/** The figure under a dashboard card's label. */
async function card(page: Page, label: string): Promise<string> {
  return (
    (await main(page).getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').textContent()) ?? ''
  );
}

/**
 * From the panel: a vacant bed's allocation dialog; a girl refused in the boys' hostel, keeping the choice; then the
 * boy.
 */
async function allocate(page: Page) {
  await main(page)
    .getByRole('button', { name: `${BED}, vacant` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Allocate ${BED}` });
  const student = dialog.getByLabel('Student', { exact: true });
  const option = async (name: string) =>
    (await student.locator('option', { hasText: new RegExp(`^${name} \\(ADM`) }).textContent())!;
  await student.selectOption({ label: await option(GIRL) });
  await dialog.getByRole('button', { name: 'Allocate' }).click();
  await dialog.getByRole('alert').getByText(`${HOSTEL} is for boys; ${GIRL} is not a boy.`).waitFor(LONG);
  expect(await student.locator('option:checked').textContent()).toBe(await option(GIRL));
  await student.selectOption({ label: await option(BOY) });
  return dialog;
}

describe('hostels in the browser (1004)', () => {
  it('desktop, the administrator: a bed allocated, the month billed, a receipt; the report, the dashboard, the panel and the books agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, SCHOOL, 'admin');
    const today = await browserToday(page);
    const month = today.slice(0, 7);
    const monthName = `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
    const ledgerBefore = await trialBalance(page);

    // The room panel: the boy allocated a bed with the room's bed-only package from today.
    await fromMenu(page, 'Hostels', 'Transactions', 'Room panel');
    await main(page)
      .getByRole('button', { name: `${BED}, vacant` })
      .waitFor(LONG);
    const [beds, occupied] = (await occupancyOf(page, HOSTEL)).map(Number);
    const dialog = await allocate(page);
    expect(await dialog.getByLabel('From', { exact: true }).inputValue()).toBe(today);
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await dialog.waitFor({ state: 'detached', ...LONG });
    await main(page)
      .getByRole('button', { name: `${BED}, occupied by ${BOY}` })
      .waitFor(LONG);
    await expect
      .poll(() => occupancyOf(page, HOSTEL))
      .toEqual(expect.arrayContaining([String(beds), String(occupied! + 1)]));

    // Monthly billing: the month's run bills every occupant, the boy for his days from today.
    await fromMenu(page, 'Hostels', 'Transactions', 'Monthly billing');
    const drafts = main(page).getByRole('table', { name: 'Not billed yet' });
    const boyDraft = rupees(
      await drafts
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: BOY, exact: true }) })
        .getByRole('cell')
        .last()
        .textContent(),
    );
    expect(boyDraft).toBeGreaterThan(0);
    const draftTotal = rupees(await drafts.locator('tfoot td').last().textContent());
    const count = Number(/^(\d+) bills?$/.exec((await drafts.locator('tfoot th').textContent())!)![1]);
    await main(page)
      .getByRole('button', { name: `Bill ${monthName}` })
      .click();
    await page.getByText(`${count} bills made for ${monthName}.`).waitFor(LONG);
    await main(page).getByText(`Nothing is left to bill for ${monthName}.`).waitFor(LONG);
    const bills = await tableRows(page, 'Bills of the month');
    expect(bills).toHaveLength(count);
    const boyBill = bills.find((cells) => cells[2] === BOY)!;
    expect({
      total: rupees(boyBill[4]!),
      received: rupees(boyBill[5]!),
      due: rupees(boyBill[6]!),
      status: boyBill[7],
    }).toEqual({ total: boyDraft, received: 0, due: boyDraft, status: 'Open' });
    expect(sum(bills.map((cells) => rupees(cells[4]!)))).toBe(draftTotal);

    // A receipt of part of his bill, in cash, printed as it saves (on a month's last day his bill is one day's).
    const paid = Math.min(1000, Math.floor(boyDraft / 2));
    await fromMenu(page, 'Hostels', 'Transactions', 'Hostel receipts');
    await main(page).getByRole('button', { name: 'New receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'New hostel receipt' }).waitFor(LONG);
    const from = main(page).getByLabel('Received from');
    await from.locator('option', { hasText: BOY }).waitFor({ state: 'attached', ...LONG });
    await from.selectOption({ label: (await from.locator('option', { hasText: BOY }).textContent())! });
    await main(page).getByLabel('Amount received').fill(String(paid));
    await main(page)
      .getByRole('table', { name: 'Bills due, oldest first' })
      .getByRole('rowheader', { name: boyBill[0] })
      .waitFor(LONG);
    const printed = await printRequests(page);
    await main(page).getByRole('button', { name: 'Save and print' }).click();
    await page.getByRole('heading', { name: /^Hostel receipt HRC\d{2}-\d{2}\/\d{4}$/ }).waitFor(LONG);
    await printsMade(page, printed + 1);

    // The bills-and-dues report: the month billed, what was received, what is due; the boy's own row.
    await visitScreen(page, `/hostels/hostel-rep-bills?p.frmDate=${month}-01&p.toDate=${today}`);
    const report = 'Hostel bills and dues';
    const rows = await tableRows(page, report);
    const headers = (
      await main(page).getByRole('table', { name: report }).locator('thead tr:last-child th').allTextContents()
    ).map((text) => text.trim());
    const at = (cells: string[], header: string) => rupees(cells[headers.indexOf(header)]!);
    const total = rows.at(-1)!;
    expect({ billed: at(total, 'Billed'), received: at(total, 'Received'), due: at(total, 'Due') }).toEqual({
      billed: draftTotal,
      received: paid,
      due: sum([draftTotal, -paid]),
    });
    const boyRow = rows.find((cells) => cells.includes(BOY))!;
    expect({ billed: at(boyRow, 'Billed'), received: at(boyRow, 'Received'), due: at(boyRow, 'Due') }).toEqual({
      billed: boyDraft,
      received: paid,
      due: sum([boyDraft, -paid]),
    });

    // The dashboard from the same data; the panel's occupancy.
    await visitScreen(page, '/hostels/hostel-dashboard');
    await main(page).getByText("This month's billing", { exact: true }).waitFor(LONG);
    await expect.poll(() => card(page, "This month's billing"), LONG).toBe(money(draftTotal));
    expect({ received: await card(page, 'Received this month'), dues: await card(page, 'Dues outstanding') }).toEqual({
      received: money(paid),
      dues: money(sum([draftTotal, -paid])),
    });
    const occupiedBeds = Number(await card(page, 'Beds occupied'));
    await visitScreen(page, '/hostels/hostel-room-panel');
    const perHostel = await main(page)
      .getByRole('table', { name: /^Occupancy today/ })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Number(tr.children[2]!.textContent)));
    expect(perHostel.reduce((a, b) => a + b, 0)).toBe(occupiedBeds);

    // The books agree: cash took the receipt, the hostel debtors owe the rest of the month's bills.
    const moved = movements(ledgerBefore, await trialBalance(page));
    const debtors =
      Object.keys(moved).find((name) => /^Hostel debtors/i.test(name)) ?? '(no hostel debtors account moved)';
    expect(moved['Cash in hand (AC001)']).toBe(paid);
    expect(moved[debtors]).toBe(sum([draftTotal, -paid]));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('phone (375 px): the room panel, the allocation dialog and the panel after it fit the screen, with no serious accessibility problem', async () => {
    const { context, page, errors } = await openPhone(browser);
    await signInAndWait(page, SCHOOL, 'admin');
    await visitScreen(page, '/hostels/hostel-room-panel');
    await main(page)
      .getByRole('button', { name: `${BED}, vacant` })
      .waitFor(LONG);
    await fitsPhone(page, 'the hostel room panel');
    expect(await seriousViolations(page, 'the hostel room panel')).toEqual([]);
    const dialog = await allocate(page);
    await fitsPhone(page, 'the allocation dialog');
    await dialog.getByRole('button', { name: 'Allocate' }).tap();
    await main(page)
      .getByRole('button', { name: `${BED}, occupied by ${BOY}` })
      .waitFor(LONG);
    await fitsPhone(page, 'the panel after the allocation');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
