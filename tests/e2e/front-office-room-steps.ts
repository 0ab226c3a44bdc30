import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import { definitions, describedBy, LONG, main, openPanel, roomOperation, shown, tileLabel } from './front-office-steps';
import { ADVANCE, folio, KIRAN, type Rooms } from './front-office-stay-steps';
import { fromMenu, rupees, sum } from './screen-reading';

// The hotel stay's steps while the guest is in (frontoffice.e2e.ts): charges and a restaurant bill to the room, the
// folio, a room transfer and the night audit.

/** Laundry posted to the stay from room A's tile: the tax shown before saving. Answers the charge's number. */
export async function postLaundry(page: Page, roomA: string): Promise<string> {
  await roomOperation(page, roomA, 'occupied', 'Post charges', `Post charges — room ${roomA}, ${KIRAN.name}`);
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
  return /(FPC\S+) posted/.exec((await posted.textContent())!)![1]!;
}

/** A dinner at the multi-cuisine restaurant settled to room A. Answers what it came to. */
export async function dinnerToRoom(page: Page, roomA: string): Promise<number> {
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
  return dinner;
}

/**
 * The folio: the advance, the laundry and the restaurant bill with its number and outlet. Answers the bill's number.
 */
export async function folioWithDinner(page: Page, stayNo: string, roomA: string, chargeNo: string, dinner: number) {
  await openPanel(page);
  await roomOperation(page, roomA, 'occupied', 'Ledger', `Ledger — room ${roomA}, ${KIRAN.name}`);
  const before = await folio(page, stayNo, roomA);
  expect(before.lines.map(({ type, reference, debit, credit }) => ({ type, reference, debit, credit }))).toEqual([
    { type: 'Advance', reference: expect.stringMatching(/^FAR/), debit: 0, credit: ADVANCE },
    { type: 'Charge', reference: chargeNo, debit: 300.9, credit: 0 },
    { type: 'Restaurant', reference: expect.stringMatching(/^MC\d{2}-\d{6}$/), debit: dinner, credit: 0 },
  ]);
  const billNo = before.lines[2]!.reference!;
  expect(before.lines[2]!.particulars).toBe(`Restaurant bill ${billNo} (MCR)`);
  return billNo;
}

/** Room transfer: a dirty room refused beside the choice; then room B, clean; room A left dirty. */
export async function transferRoom(page: Page, rooms: Rooms) {
  const { roomA, roomB, dirtyRoom, categoryA } = rooms;
  await openPanel(page);
  await roomOperation(page, roomA, 'occupied', 'Room transfer', `Room transfer — room ${roomA}, ${KIRAN.name}`);
  const moving = page.getByRole('form', { name: 'Move the guest to another room' });
  await moving.getByLabel('Move to room').selectOption(dirtyRoom);
  await expect
    .poll(() => describedBy(moving.getByLabel('Move to room')))
    .toMatch(new RegExp(`${dirtyRoom}.*dirty`, 'i'));
  await moving.getByLabel('Move to room').selectOption(roomB);
  await moving.getByLabel('Reason').fill('Guest wants a quieter room');
  await moving.getByRole('button', { name: 'Transfer' }).click();
  await page.getByText(`${KIRAN.name} moved from room ${roomA} to ${roomB}; room ${roomA} is now dirty.`).waitFor(LONG);
  await openPanel(page);
  expect(await tileLabel(page, roomA)).toBe(`Room ${roomA}, vacant dirty, ${categoryA}`);
  expect(await tileLabel(page, roomB)).toMatch(new RegExp(`^Room ${roomB}, occupied, ${KIRAN.name}, 2 nights, `));
}

/**
 * Night audit (Setup): tonight's room night for room B at the check-in's price; the hotel date moves on. Answers what
 * the folio owes after it.
 */
export async function nightAudit(
  page: Page,
  days: { today: string; tomorrow: string },
  stay: { stayNo: string; roomB: string; night: number; dinner: number },
): Promise<number> {
  const { today, tomorrow } = days;
  const { stayNo, roomB, night } = stay;
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
  await roomOperation(page, roomB, 'occupied', 'Ledger', `Ledger — room ${roomB}, ${KIRAN.name}`);
  const audited = await folio(page, stayNo, roomB);
  expect(
    audited.lines.filter((line) => line.type === 'Room night').map(({ reference, debit }) => ({ reference, debit })),
  ).toEqual([{ reference: shown(today), debit: night }]);
  const owed = sum([night, 300.9, stay.dinner, -ADVANCE]);
  expect(rupees(audited.totals['Balance due']!)).toBe(owed);
  return owed;
}
