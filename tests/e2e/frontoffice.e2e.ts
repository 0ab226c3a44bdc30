import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait, visitScreen } from './browser';
import {
  checkedIn,
  countPrints,
  dayAfter,
  definitions,
  describedBy,
  escape,
  HOTEL,
  LONG,
  main,
  money,
  movements,
  openPanel,
  panelToday,
  printRequests,
  printsMade,
  reportRecords,
  reportTotal,
  roomOperation,
  roomsIn,
  shown,
  tileLabel,
  typed,
  typeGuest,
  browserToday,
  type Guest,
} from './front-office-steps';
import { fromMenu, rupees, sum, trialBalanceOn } from './screen-reading';

/**
 * A hotel stay end to end in the production build (company 1001, the manager at a desktop): the room panel;
 * an Indian guest checked in from a vacant clean room's tile with an advance and the registration card printed; a
 * foreign guest refused until the passport, visa and arrival in India are given, then the C-Form in the queue with its
 * hours left, marked submitted; laundry posted; a restaurant bill settled to the room; a room transfer; the night
 * audit; the check-out split between cash and a company with the GST bill printed; the reports and the trial balance
 * agreeing with the folio. Bad input on the way is refused with the input kept. The browser profile starts from the
 * demo seeds, so the figures are the test's own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const KIRAN: Guest = {
  name: 'Kiran Bedi',
  mobile: '9876501234',
  idType: 'AADHAAR',
  idNumber: '5566 7788 9900',
  address: '12, Lodhi Road',
  city: 'New Delhi',
};
const ISABELLA: Guest = {
  name: 'Isabella Rossi',
  mobile: '9001987654',
  nationality: 'Italian',
  idType: 'PASSPORT',
  idNumber: 'YA4471230',
  address: 'Via dei Coronari 18',
  city: 'Rome',
};
const ADVANCE = 2000;
const COMPANY = { code: 'FOC-0001', name: 'Hindustan Zinc Ltd', part: 1500 };
const GUEST_LEDGER = /^Guest ledger/;

/** The folio on the Ledger screen: its rows (type, particulars, reference, debit, credit, balance) and its totals. */
async function folio(page: Page, stayNo: string, room: string) {
  const table = page.getByRole('table', { name: `Guest folio ${stayNo}, room ${room}` });
  await table.waitFor(LONG);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())));
  const lines = rows
    .filter((cells) => cells.length >= 10)
    .map(([, type, particulars, reference, , , , debit, credit, balance]) => ({
      type,
      particulars,
      reference,
      debit: rupees(debit!),
      credit: rupees(credit!),
      balance,
    }));
  return { lines, totals: await definitions(page.getByLabel('Folio totals')) };
}

/** The In-house guests report's balances added up: what the open folios owe, which the guest ledger must hold. */
async function inHouseOwed(page: Page): Promise<number> {
  await visitScreen(page, '/frontoffice/fo-rep-inhouse');
  return reportTotal(page, 'In-house guests', 'Balance');
}

describe('a hotel stay in the browser (1001)', () => {
  it('desktop, the manager: check-in with an advance and the card printed, a foreign guest and the C-Form, laundry, a restaurant bill to the room, a transfer, the night audit and a split check-out; the panel, the reports and the books agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await countPrints(context);
    await signInAndWait(page, HOTEL, 'admin');
    const today = await browserToday(page);
    const tomorrow = dayAfter(today);
    // The books as on tomorrow (the hotel date once tonight is audited), and what the open folios owe, before.
    const ledgerBefore = await trialBalanceOn(page, tomorrow);
    const owedBefore = await inHouseOwed(page);

    // The room panel: every room a tile, today's figures at the top; three vacant clean rooms for the stay.
    await openPanel(page);
    await main(page)
      .getByText(`Hotel date ${shown(today)}`)
      .waitFor();
    const [arrivals, , occupancy] = await panelToday(page);
    const checkedInBefore = Number(/(\d+) checked in/.exec(arrivals!)![1]);
    const occupiedBefore = Number(/^(\d+) of/.exec(occupancy!)![1]);
    const [roomA, roomC, roomB] = await roomsIn(page, 'VACANT_CLEAN');
    const [dirtyRoom] = await roomsIn(page, 'VACANT_DIRTY');
    expect(await tileLabel(page, roomA!)).toMatch(new RegExp(`^Room ${roomA}, vacant clean, `));
    const categoryA = (await tileLabel(page, roomA!)).replace(`Room ${roomA}, vacant clean, `, '');

    // An occupied room cannot take a check-in: said at once and beside the Room when tried.
    const occupied = (await main(page)
      .getByRole('button', { name: /^Room \S+, occupied, / })
      .first()
      .getAttribute('aria-label'))!
      .split(',')[0]!
      .replace('Room ', '');
    await visitScreen(page, `/frontoffice/fo-checkin?room=${occupied}`);
    await main(page)
      .getByText(new RegExp(`^Room ${occupied} is occupied \\(`))
      .waitFor(LONG);
    await typeGuest(page, KIRAN);
    await main(page).getByRole('button', { name: 'Check in', exact: true }).click();
    await expect
      .poll(() => describedBy(main(page).getByLabel('Room', { exact: true })))
      .toMatch(new RegExp(`^Room ${occupied} is occupied`));
    expect(await main(page).getByLabel('Guest name').inputValue()).toBe(KIRAN.name);

    // Check-in from room A's tile: a new guest, 2 adults, a departure before the arrival refused, then 2 nights, CP, an
    // advance in cash.
    await openPanel(page);
    await roomOperation(page, roomA!, 'vacant clean', 'Check-in');
    const form = main(page);
    await expect.poll(() => form.getByLabel('Room', { exact: true }).inputValue(), LONG).toBe(roomA);
    await typeGuest(page, KIRAN);
    await form.getByLabel('Adults', { exact: true }).fill('2');
    await form.getByLabel('Expected departure').fill(today);
    await form.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect
      .poll(() => describedBy(form.getByLabel('Expected departure')))
      .toMatch(`The expected departure must be after the arrival (${shown(today)}).`);
    expect(await form.getByLabel('Guest name').inputValue()).toBe(KIRAN.name);
    await form.getByLabel('Nights', { exact: true }).fill('2');
    expect(await form.getByLabel('Expected departure').inputValue()).toBe(dayAfter(today, 2));
    await form.getByLabel('Meal plan', { exact: true }).selectOption('CP');
    const tariff = await definitions(form.getByLabel('What the stay comes to'));
    const night = rupees(tariff['A night with GST']!);
    expect(rupees(tariff['Stay total (2 nights)']!)).toBe(sum([night, night]));
    await form.getByLabel('Advance received').fill(String(ADVANCE));
    await form.getByLabel('Received by').selectOption('CASH');
    const stayNo = await checkedIn(page, KIRAN.name, roomA!);
    await form.getByText(/^Advance receipt FAR\d{2}-\d{2}\/\d{4}\.$/).waitFor();
    // The registration card, filled in for the guest's signature, printed (and counted: the next copy is a reprint).
    const card = form.getByRole('article', { name: `Guest registration card ${stayNo}` });
    await card.getByText(KIRAN.name, { exact: true }).first().waitFor(LONG);
    await card.getByText("Guest's signature").waitFor();
    const printsBefore = await printRequests(page);
    await card.getByRole('button', { name: 'Print the registration card' }).click();
    await printsMade(page, printsBefore + 1);
    await card.getByRole('button', { name: 'Reprint the registration card' }).waitFor(LONG);

    // A foreign guest in room C: refused with the passport, visa and arrival in India marked, the input kept; then
    // saved with its C-Form.
    await form.getByRole('button', { name: 'Check in another guest' }).click();
    await form.getByLabel('Room', { exact: true }).selectOption(roomC!);
    await typeGuest(page, ISABELLA);
    await form.getByRole('group', { name: /^Foreign national/ }).waitFor();
    await form.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect
      .poll(() => describedBy(form.getByLabel(/^Passport number/)))
      .toBe('A foreign national needs the passport number.');
    expect(await describedBy(form.getByLabel(/^Visa number/))).toBe('A foreign national needs the visa number.');
    expect(await describedBy(form.getByLabel(/^Arrived in India on/))).toBe(
      'A foreign national needs the date of arrival in India.',
    );
    expect(await form.getByLabel('Guest name').inputValue()).toBe(ISABELLA.name);
    await form.getByLabel(/^Passport number/).fill('YA4471230');
    await form.getByLabel(/^Passport expiry/).fill('2033-05-14');
    await form.getByLabel(/^Visa number/).fill('VE7712093');
    await form.getByLabel(/^Visa type/).fill('e-Visa');
    await form.getByLabel(/^Visa expiry/).fill(dayAfter(today, 60));
    await form.getByLabel(/^Arrived in India on/).fill(dayAfter(today, -2));
    await form.getByLabel(/^Port of arrival in India/).fill('Mumbai (CSM Airport)');
    await checkedIn(page, ISABELLA.name, roomC!);
    const due = form.getByText(/^C-Form CFM\d{2}-\d{2}\/\d{4} is due by /);
    await due.waitFor(LONG);
    const cformNo = /(CFM\S+) is due/.exec((await due.textContent())!)![1]!;

    // The C-Form queue: due with the hours left; marked submitted with the portal's reference.
    await fromMenu(page, 'Front Office', 'Transactions', 'C-Form queue');
    const dueRow = main(page)
      .getByRole('table', { name: /^Due \(\d+\)/ })
      .getByRole('row')
      .filter({ hasText: cformNo });
    await dueRow.getByText(/^2[34] h left$/).waitFor(LONG);
    await dueRow.getByRole('cell', { name: ISABELLA.name }).waitFor();
    await dueRow.getByRole('button', { name: `Mark ${cformNo} submitted` }).click();
    const submitting = page.getByRole('dialog', { name: `C-Form ${cformNo} submitted` });
    await submitting.getByLabel('Portal reference').fill('FRRO-UDR-778812');
    await submitting.getByRole('button', { name: 'Mark submitted' }).click();
    await main(page).getByText(`C-Form ${cformNo} marked submitted.`).waitFor(LONG);
    await main(page)
      .getByRole('table', { name: /^Submitted \(\d+\)/ })
      .getByRole('row')
      .filter({ hasText: 'FRRO-UDR-778812' })
      .filter({ hasText: ISABELLA.name })
      .waitFor();

    // The panel: both rooms occupied, two more checked in today.
    await openPanel(page);
    expect(await tileLabel(page, roomA!)).toBe(`Room ${roomA}, occupied, ${KIRAN.name}, 2 nights, ${categoryA}`);
    expect(await tileLabel(page, roomC!)).toMatch(new RegExp(`^Room ${roomC}, occupied, ${ISABELLA.name}, 1 night, `));
    const [arrivalsNow, , occupancyNow] = await panelToday(page);
    expect(arrivalsNow).toMatch(new RegExp(` ${checkedInBefore + 2} checked in$`));
    expect(occupancyNow).toMatch(new RegExp(`^${occupiedBefore + 2} of `));

    // Laundry posted to the stay from its tile: the tax shown before saving.
    await roomOperation(page, roomA!, 'occupied', 'Post charges', `Post charges — room ${roomA}, ${KIRAN.name}`);
    const charge = page.getByRole('form', { name: 'Post a charge' });
    await charge.getByLabel('Charge head').selectOption('LAU');
    await charge.getByLabel('Quantity').fill('3');
    await charge.getByLabel('Rate').fill('85');
    await charge.getByLabel('Narration').fill('Shirts');
    const laundry = await definitions(charge.getByLabel('Charge with tax'));
    expect(laundry).toEqual({
      'Taxable value': '255.00',
      'CGST 9%': '22.95',
      'SGST 9%': '22.95',
      'Total to the folio': '300.90',
    });
    await charge.getByRole('button', { name: 'Post charge' }).click();
    const posted = page.getByText(new RegExp(`^Charge FPC\\d{2}-\\d{2}/\\d{4} posted to room ${roomA}\\.$`));
    await posted.waitFor(LONG);
    const chargeNo = /(FPC\S+) posted/.exec((await posted.textContent())!)![1]!;

    // A dinner at the multi-cuisine restaurant settled to the room.
    await visitScreen(page, '/pos/res-billing-classy');
    await main(page).getByLabel('Outlet', { exact: true }).selectOption('MCR');
    await main(page)
      .getByRole('button', { name: /^T1, free/ })
      .click();
    await page.getByRole('heading', { name: 'Table T1' }).waitFor();
    const finder = page.getByRole('combobox', { name: 'Find an item' });
    for (const item of ['Butter naan', 'Dal tadka']) {
      await finder.fill(item.toLowerCase());
      await page
        .getByRole('listbox', { name: 'Items found' })
        .getByRole('option')
        .first()
        .filter({ hasText: item })
        .waitFor();
      await finder.press('Enter');
      await page
        .getByRole('table', { name: 'Order lines' })
        .getByRole('row', { name: new RegExp(`^${item}`) })
        .waitFor();
    }
    await page.keyboard.press('F2');
    await page.getByText('KOT for T1: 2 lines for the kitchen.').waitFor(LONG);
    await page.keyboard.press('F4');
    const making = page.getByRole('dialog', { name: /^Make bill: table T1,/ });
    await making.getByRole('button', { name: 'Make bill' }).click();
    await page
      .getByRole('dialog', { name: /^Bill / })
      .getByRole('button', { name: 'Close the bill' })
      .click();
    await page.getByText('Reopen the table to add items.').waitFor(LONG);
    await page.keyboard.press('F8');
    const settle = page.getByRole('dialog', { name: /^Settle bill / });
    await settle.waitFor();
    const dinner = rupees(await settle.getByText(/^Total payable/).textContent());
    await settle.getByLabel('Room', { exact: true }).check();
    await settle.getByRole('combobox', { name: 'Room' }).selectOption({ label: `Room ${roomA} (${KIRAN.name})` });
    await settle.getByRole('button', { name: 'Settle' }).click();
    await settle.waitFor({ state: 'detached' });
    await page.getByText('Table T1 settled.').waitFor();
    await page.getByRole('region', { name: 'Operations not sent yet' }).waitFor({ state: 'detached', ...LONG });

    // The folio: the advance, the laundry and the restaurant bill with its number and outlet.
    await openPanel(page);
    await roomOperation(page, roomA!, 'occupied', 'Ledger', `Ledger — room ${roomA}, ${KIRAN.name}`);
    const before = await folio(page, stayNo, roomA!);
    expect(before.lines.map(({ type, reference, debit, credit }) => ({ type, reference, debit, credit }))).toEqual([
      { type: 'Advance', reference: expect.stringMatching(/^FAR/), debit: 0, credit: ADVANCE },
      { type: 'Charge', reference: chargeNo, debit: 300.9, credit: 0 },
      { type: 'Restaurant', reference: expect.stringMatching(/^MC\d{2}-\d{6}$/), debit: dinner, credit: 0 },
    ]);
    const billNo = before.lines[2]!.reference!;
    expect(before.lines[2]!.particulars).toBe(`Restaurant bill ${billNo} (MCR)`);

    // Room transfer: a dirty room refused beside the choice; then room B, clean; room A left dirty.
    await openPanel(page);
    await roomOperation(page, roomA!, 'occupied', 'Room transfer', `Room transfer — room ${roomA}, ${KIRAN.name}`);
    const moving = page.getByRole('form', { name: 'Move the guest to another room' });
    await moving.getByLabel('Move to room').selectOption(dirtyRoom!);
    await expect
      .poll(() => describedBy(moving.getByLabel('Move to room')))
      .toMatch(new RegExp(`${dirtyRoom}.*dirty`, 'i'));
    await moving.getByLabel('Move to room').selectOption(roomB!);
    await moving.getByLabel('Reason').fill('Guest wants a quieter room');
    await moving.getByRole('button', { name: 'Transfer' }).click();
    await page
      .getByText(`${KIRAN.name} moved from room ${roomA} to ${roomB}; room ${roomA} is now dirty.`)
      .waitFor(LONG);
    await openPanel(page);
    expect(await tileLabel(page, roomA!)).toBe(`Room ${roomA}, vacant dirty, ${categoryA}`);
    expect(await tileLabel(page, roomB!)).toMatch(new RegExp(`^Room ${roomB}, occupied, ${KIRAN.name}, 2 nights, `));

    // Night audit (Setup): tonight's room night for room B at the check-in's price; the hotel date moves on.
    await fromMenu(page, 'Front Office', 'Setup', 'Night audit');
    const toPost = main(page)
      .getByRole('table', { name: 'Room nights to post' })
      .getByRole('row')
      .filter({ hasText: KIRAN.name });
    expect(rupees(await toPost.locator('td, th').last().textContent())).toBe(night);
    await main(page)
      .getByRole('button', { name: `Run night audit for ${shown(today)}` })
      .click();
    await page
      .getByRole('dialog', { name: `Close the hotel date ${shown(today)}?` })
      .getByRole('button', { name: 'Run night audit' })
      .click();
    await main(page)
      .getByText(
        new RegExp(
          `^The night of ${shown(today)} is closed: \\d+ rooms? posted\\. The hotel date is now ${shown(tomorrow)}\\.$`,
        ),
      )
      .waitFor(LONG);
    await openPanel(page);
    await main(page)
      .getByText(`Hotel date ${shown(tomorrow)}`)
      .waitFor();
    await roomOperation(page, roomB!, 'occupied', 'Ledger', `Ledger — room ${roomB}, ${KIRAN.name}`);
    const audited = await folio(page, stayNo, roomB!);
    expect(
      audited.lines.filter((line) => line.type === 'Room night').map(({ reference, debit }) => ({ reference, debit })),
    ).toEqual([{ reference: today, debit: night }]);
    const owed = sum([night, 300.9, dinner, -ADVANCE]);
    expect(rupees(audited.totals['Balance due']!)).toBe(owed);

    // A second desk keeps a charge ready for room B while it checks out.
    const desk = await context.newPage();
    await visitScreen(desk, `/frontoffice/fo-post-charge-entry?stay=${encodeURIComponent(stayNo)}`);
    const late = desk.getByRole('form', { name: 'Post a charge' });
    await late.getByLabel('Charge head').selectOption('LAU');
    await late.getByLabel('Rate').fill('85');
    await late.getByLabel('Narration').fill('Late laundry');

    // Check-out: the final bill prepared; an unpaid balance refused keeping the tender; then cash and the company's
    // part.
    await openPanel(page);
    await roomOperation(page, roomB!, 'occupied', 'Check-out', `Check-out — room ${roomB}, ${KIRAN.name}`);
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
    const total = sum([night, 300.9, dinner]);
    expect(billed).toEqual({
      'Total of the bill': money(total),
      'Advances and payments': money(sum([ADVANCE, cash])),
      [`Billed to ${COMPANY.name}`]: money(COMPANY.part),
      Balance: 'Nil',
    });
    await bill.getByText(new RegExp(`^Billed to ${COMPANY.name} \\(${COMPANY.code}\\)`)).waitFor();
    const gst = bill.getByRole('table', { name: 'GST summary' });
    expect(
      await gst.getByRole('rowheader', { name: '18%' }).locator('xpath=..').locator('td').allTextContents(),
    ).toEqual(['255.00', '9%', '22.95', '9%', '22.95']);
    await bill
      .getByRole('table', { name: 'Restaurant bills (GST charged on each bill)' })
      .getByRole('rowheader', { name: billNo })
      .waitFor();

    // The second desk's charge: refused by the server now the room has left, the input kept.
    await late.getByRole('button', { name: 'Post charge' }).click();
    await late
      .getByRole('alert')
      .getByText(`Room ${roomB} has checked out (${stayNo}): reopen the folio first.`)
      .waitFor(LONG);
    expect(await late.getByLabel('Narration').inputValue()).toBe('Late laundry');
    await desk.close();

    // The panel: room B vacant and dirty.
    await openPanel(page);
    expect(await tileLabel(page, roomB!)).toMatch(new RegExp(`^Room ${roomB}, vacant dirty, `));

    // Reports: room-wise revenue over rooms A and B adds up to the bill; the laundry under its head.
    await visitScreen(page, `/frontoffice/fo-rep-room-revenue?p.frmDate=${today}&p.toDate=${tomorrow}`);
    const revenue = await reportRecords(page, 'Room-wise revenue', (cells) => cells[0] === roomA || cells[0] === roomB);
    const ofRoom = (room: string) => revenue.find((row) => row.Room === room)!;
    expect({
      nights: ofRoom(roomB!)['Nights sold'],
      charges: rupees(ofRoom(roomA!)['Posted charges']!),
      pos: rupees(ofRoom(roomA!).Restaurant!),
    }).toEqual({ nights: '1', charges: 255, pos: dinner });
    expect(sum(revenue.map((row) => rupees(row.Total!)))).toBe(total);
    await visitScreen(page, `/frontoffice/fo-rep-charges?p.frmDate=${today}&p.toDate=${tomorrow}`);
    const charges = await reportRecords(page, 'Posted charges by head', (cells) => cells.includes(stayNo));
    expect(charges.map((row) => [row.Reference, row.Room, row.Amount, row.CGST, row.SGST, row.Total])).toEqual([
      [chargeNo, roomA, '255.00', '22.95', '22.95', '300.90'],
    ]);

    // The books agree; cash took the advance and the cash part, the company owes its part, and the guest ledger
    // moved exactly as what the open folios owe (this stay now owes nothing).
    const owedAfter = await inHouseOwed(page);
    const moved = movements(ledgerBefore, await trialBalanceOn(page, tomorrow));
    const account = (name: RegExp) =>
      Object.keys(moved).find((row) => name.test(row)) ?? `(no account ${name.source} moved)`;
    expect(moved['Cash in hand (AC001)']).toBe(sum([ADVANCE, cash]));
    expect(moved[account(/^Sundry debtors/)]).toBe(COMPANY.part);
    expect(moved[account(GUEST_LEDGER)] ?? 0).toBe(sum([owedAfter, -owedBefore]));
    expect(errors).toEqual([]);
    await context.close();
  }, 170_000);
});
