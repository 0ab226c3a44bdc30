import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait } from './browser';
import {
  browserToday,
  dayAfter,
  definitions,
  HOTEL,
  LONG,
  main,
  money,
  movements,
  openPanel,
  roomOperation,
  roomsIn,
  tileLabel,
} from './front-office-steps';
import { fromMenu, rupees, sum, tableRows, trialBalance } from './screen-reading';

/**
 * A group from booking to final checkout in the production build (company 1001, the manager): New group
 * books three rooms with a leader and a company and checks the group in; laundry on one member's folio; that member
 * leaves first with its balance moved to the leader's folio; the group leaves on one bill charged to its company; the
 * rooms are left dirty on the panel and the trial balance agrees.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const GROUP = 'Sharma wedding';
const COMPANY = 'FOC-0001';
const LEADER = { name: 'Anil Sharma', mobile: '9829012345' };
const SUNITA = 'Sunita Sharma';
const VIKRAM = 'Vikram Sharma';
const LAUNDRY = 500;

/** A group's rooms as the group screens list them: room, guest, state, and what each owes if it leaves today. */
async function members(page: Page, caption: string) {
  const rows = await tableRows(page, caption);
  return rows.map((cells) => ({
    room: cells[0]!,
    guest: cells[1]!,
    state: cells[2]!,
    owes: rupees(/^[\d,.]+/.exec(cells[5]!)?.[0] ?? ''),
  }));
}

/** Chooses the group on a group screen opened from the menu. */
async function chooseGroup(page: Page, heading: string, groupId: string) {
  const picker = main(page).getByLabel('Group', { exact: true });
  await picker.locator('option', { hasText: groupId }).waitFor({ state: 'attached', ...LONG });
  await picker.selectOption({ label: (await picker.locator('option', { hasText: groupId }).textContent())! });
  await page.getByRole('heading', { level: 1, name: `${heading} — ${GROUP}` }).waitFor(LONG);
}

describe('a hotel group in the browser (1001)', () => {
  it('desktop, the manager: a group of three rooms booked with a leader and a company and checked in, a charge on one member, its part checkout to the leader, the final checkout on one bill; the rooms dirty and the books agreeing', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, HOTEL, 'admin');
    const today = await browserToday(page);
    const ledgerBefore = await trialBalance(page);
    await openPanel(page);
    const [roomA, roomB, roomC] = await roomsIn(page, 'VACANT_CLEAN');

    // New group: booked for today with its leader, three rooms and the company paying; then checked in whole.
    await fromMenu(page, 'Front Office', 'Group operations', 'New group');
    const form = page.getByRole('form', { name: 'New group' });
    const line = (n: number) =>
      form.getByRole('group', { name: n === 1 ? "Room 1 (the leader's)" : `Room ${n}`, exact: true });
    await form.getByLabel('Group name').fill(GROUP);
    await form.getByLabel('Arrival', { exact: true }).fill(today);
    await form.getByLabel('Departure', { exact: true }).fill(dayAfter(today, 2));
    await form.getByLabel('Bill to', { exact: true }).selectOption(COMPANY);
    await form.getByLabel("Leader's name").fill(LEADER.name);
    await form.getByLabel("Leader's mobile").fill(LEADER.mobile);
    await line(1).getByLabel('Room', { exact: true }).selectOption(roomA!);
    await line(2).getByLabel('Room', { exact: true }).selectOption(roomB!);
    await line(2).getByLabel('Guest name').fill(SUNITA);
    await line(2).getByLabel('Adults').fill('2');
    await line(2).getByLabel('Meal plan').selectOption('CP');
    await form.getByRole('button', { name: 'Add a room' }).click();
    await line(3).getByLabel('Room', { exact: true }).selectOption(roomC!);
    await line(3).getByLabel('Guest name').fill(VIKRAM);
    await form.getByRole('button', { name: 'Book the group' }).click();
    const booked = main(page).getByText(/^Group GRP\d{2}-\d{2}\/\d{4} is booked\.$/);
    await booked.waitFor(LONG);
    const groupId = /(GRP\S+) is booked/.exec((await booked.textContent())!)![1]!;
    await main(page)
      .getByRole('rowheader', { name: `${GROUP} (${groupId})` })
      .waitFor(LONG);
    await main(page)
      .getByRole('button', { name: `Check in ${GROUP}` })
      .click();
    await main(page).getByText(`Group ${groupId} is checked in.`).waitFor(LONG);
    await openPanel(page);
    expect(await tileLabel(page, roomA!)).toMatch(new RegExp(`^Room ${roomA}, occupied, ${LEADER.name}, 2 nights, `));
    expect(await tileLabel(page, roomB!)).toMatch(new RegExp(`^Room ${roomB}, occupied, ${SUNITA}, 2 nights, `));
    expect(await tileLabel(page, roomC!)).toMatch(new RegExp(`^Room ${roomC}, occupied, ${VIKRAM}, 2 nights, `));

    // Laundry on room B's folio.
    await roomOperation(page, roomB!, 'occupied', 'Post charges', `Post charges — room ${roomB}, ${SUNITA}`);
    const charge = page.getByRole('form', { name: 'Post a charge' });
    await charge.getByLabel('Charge head').selectOption('LAU');
    await charge.getByLabel('Rate').fill(String(LAUNDRY));
    expect((await definitions(charge.getByLabel('Charge with tax')))['Total to the folio']).toBe('590.00');
    await charge.getByRole('button', { name: 'Post charge' }).click();
    await page.getByText(new RegExp(`^Charge FPC\\S+ posted to room ${roomB}\\.$`)).waitFor(LONG);

    // Part checkout: room B leaves, its balance (the laundry and tonight) moved to the leader's folio; the leader stays
    // last.
    await fromMenu(page, 'Front Office', 'Group operations', 'Part checkout');
    await chooseGroup(page, 'Part checkout', groupId);
    const choose = 'Choose the rooms that leave and how each settles';
    const before = await members(page, choose);
    expect(before.map(({ room, guest, state }) => [room, guest, state])).toEqual([
      [`${roomA} (leader)`, LEADER.name, 'In house'],
      [roomB, SUNITA, 'In house'],
      [roomC, VIKRAM, 'In house'],
    ]);
    const owedB = before[1]!.owes;
    expect(owedB).toBeGreaterThan(590);
    await main(page).getByRole('table', { name: choose }).getByText('The leader leaves last').waitFor();
    await main(page)
      .getByRole('checkbox', { name: `Room ${roomB} leaves` })
      .check();
    expect(
      await main(page)
        .getByRole('combobox', { name: `How room ${roomB} settles` })
        .inputValue(),
    ).toBe('LEADER');
    await main(page).getByRole('button', { name: 'Check out the room' }).click();
    const left = main(page).getByRole('table', { name: 'Rooms checked out' });
    await left.waitFor(LONG);
    expect(
      (await tableRows(page, 'Rooms checked out')).map((cells) => [cells[0], cells[1], cells[3], rupees(cells[4]!)]),
    ).toEqual([[roomB, SUNITA, "Moved to the leader's folio", owedB]]);

    // Final checkout: the rest of the group on one bill (the leader's folio), charged to the group's company.
    await fromMenu(page, 'Front Office', 'Group operations', 'Final checkout');
    await chooseGroup(page, 'Final checkout', groupId);
    const staying = (await members(page, "The group's rooms")).filter((member) => member.state === 'In house');
    expect(staying.map((member) => member.room)).toEqual([`${roomA} (leader)`, roomC]);
    const groupOwes = sum(staying.map((member) => member.owes));
    await main(page)
      .getByText(
        `2 rooms in house; the group owes ${money(groupOwes)} if it leaves today (the nights not yet charged included).`,
      )
      .waitFor();
    expect(await main(page).getByLabel("One bill for the group (on the leader's folio)").isChecked()).toBe(true);
    await main(page).getByLabel('Settled by').selectOption('COMPANY');
    await main(page).getByRole('button', { name: 'Check out the group' }).click();
    await main(page).getByText('The group has checked out and is closed.').waitFor(LONG);
    const parts = await main(page)
      .getByRole('table', { name: /^One bill for the group: FBL\d{2}-\d{2}\/\d{4}, each room's part$/ })
      .locator('tbody tr, tfoot tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
    expect(parts.slice(0, -1).map((cells) => cells[0])).toEqual([roomA, roomB, roomC]);
    expect(sum(parts.slice(0, -1).map((cells) => rupees(cells[2]!)))).toBe(groupOwes);
    expect(parts.at(-1)).toEqual(["Total (to the group's company)", money(groupOwes)]);

    // The panel: the three rooms vacant and dirty.
    await openPanel(page);
    for (const room of [roomA!, roomB!, roomC!])
      expect(await tileLabel(page, room)).toMatch(new RegExp(`^Room ${room}, vacant dirty, `));

    // The books agree: the company owes the group's bill, the laundry is income, the guest ledger is back where it was.
    const moved = movements(ledgerBefore, await trialBalance(page));
    const account = (name: RegExp) =>
      Object.keys(moved).find((row) => name.test(row)) ?? `(no account ${name.source} moved)`;
    expect(moved[account(/^Sundry debtors/)]).toBe(groupOwes);
    expect(moved[account(/^Laundry income/)]).toBe(-LAUNDRY);
    expect(Object.keys(moved).some((name) => /^Guest ledger/.test(name))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
