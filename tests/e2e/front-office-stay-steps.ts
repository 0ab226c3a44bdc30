import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitScreen } from './browser';
import {
  checkedIn,
  dayAfter,
  definitions,
  describedBy,
  LONG,
  main,
  openPanel,
  panelToday,
  printRequests,
  printsMade,
  reportTotal,
  roomOperation,
  roomsIn,
  shown,
  tileLabel,
  typeGuest,
  type Guest,
} from './front-office-steps';
import { fromMenu, rupees, sum } from './screen-reading';

// The hotel stay's steps up to the folio (frontoffice.e2e.ts): the panel, the check-ins and the C-Form, the laundry
// and the restaurant bill posted to the room.

export const KIRAN: Guest = {
  name: 'Kiran Bedi',
  mobile: '9876501234',
  idType: 'AADHAAR',
  idNumber: '5566 7788 9900',
  address: '12, Lodhi Road',
  city: 'New Delhi',
};
export const ISABELLA: Guest = {
  name: 'Isabella Rossi',
  mobile: '9001987654',
  nationality: 'Italian',
  idType: 'PASSPORT',
  idNumber: 'YA4471230',
  address: 'Via dei Coronari 18',
  city: 'Rome',
};
export const ADVANCE = 2000;

/** The folio on the Ledger screen: its rows (type, particulars, reference, debit, credit, balance) and its totals. */
export async function folio(page: Page, stayNo: string, room: string) {
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
export async function inHouseOwed(page: Page): Promise<number> {
  await visitScreen(page, '/frontoffice/fo-rep-inhouse');
  return reportTotal(page, 'In-house guests', 'Balance');
}

/** The rooms of the stay and the panel's figures before it. */
export interface Rooms {
  roomA: string;
  roomB: string;
  roomC: string;
  dirtyRoom: string;
  categoryA: string;
  checkedInBefore: number;
  occupiedBefore: number;
}

/** The room panel: every room a tile, today's figures at the top; three vacant clean rooms for the stay. */
export async function panelBefore(page: Page, today: string): Promise<Rooms> {
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
  return {
    roomA: roomA!,
    roomB: roomB!,
    roomC: roomC!,
    dirtyRoom: dirtyRoom!,
    categoryA,
    checkedInBefore,
    occupiedBefore,
  };
}

/** An occupied room cannot take a check-in: said at once and beside the Room when tried. */
export async function occupiedRoomRefused(page: Page) {
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
}

/**
 * Check-in from room A's tile: a new guest, 2 adults, a departure before the arrival refused, then 2 nights, CP, an
 * advance in cash; the registration card printed (and counted: the next copy is a reprint). Answers the stay's number
 * and a night's price with GST.
 */
export async function checkInWithAdvance(page: Page, today: string, roomA: string) {
  await openPanel(page);
  await roomOperation(page, roomA, 'vacant clean', 'Check-in');
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
  const stayNo = await checkedIn(page, KIRAN.name, roomA);
  await form.getByText(/^Advance receipt FAR\d{2}-\d{2}\/\d{4}\.$/).waitFor();
  const card = form.getByRole('article', { name: `Guest registration card ${stayNo}` });
  await card.getByText(KIRAN.name, { exact: true }).first().waitFor(LONG);
  await card.getByText("Guest's signature").waitFor();
  const printsBefore = await printRequests(page);
  await card.getByRole('button', { name: 'Print the registration card' }).click();
  await printsMade(page, printsBefore + 1);
  await card.getByRole('button', { name: 'Reprint the registration card' }).waitFor(LONG);
  return { stayNo, night };
}

/**
 * A foreign guest in room C (from the check-in just done): refused with the passport, visa and arrival in India
 * marked, the input kept; then saved with its C-Form. Answers the C-Form's number.
 */
export async function foreignGuestWithCForm(page: Page, today: string, roomC: string): Promise<string> {
  const form = main(page);
  await form.getByRole('button', { name: 'Check in another guest' }).click();
  await form.getByLabel('Room', { exact: true }).selectOption(roomC);
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
  await checkedIn(page, ISABELLA.name, roomC);
  const due = form.getByText(/^C-Form CFM\d{2}-\d{2}\/\d{4} is due by /);
  await due.waitFor(LONG);
  return /(CFM\S+) is due/.exec((await due.textContent())!)![1]!;
}

/** The C-Form queue: due with the hours left; marked submitted with the portal's reference. */
export async function submitCForm(page: Page, cformNo: string) {
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
}

/** The panel: both rooms occupied, two more checked in today. */
export async function panelAfterCheckIns(page: Page, rooms: Rooms) {
  const { roomA, roomC, categoryA } = rooms;
  await openPanel(page);
  expect(await tileLabel(page, roomA)).toBe(`Room ${roomA}, occupied, ${KIRAN.name}, 2 nights, ${categoryA}`);
  expect(await tileLabel(page, roomC)).toMatch(new RegExp(`^Room ${roomC}, occupied, ${ISABELLA.name}, 1 night, `));
  const [arrivalsNow, , occupancyNow] = await panelToday(page);
  expect(arrivalsNow).toMatch(new RegExp(` ${rooms.checkedInBefore + 2} checked in$`));
  expect(occupancyNow).toMatch(new RegExp(`^${rooms.occupiedBefore + 2} of `));
}
