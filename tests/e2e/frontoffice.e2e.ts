import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAndWait } from './browser';
import {
  booksAgree,
  lateChargeReady,
  lateChargeRefused,
  reportsAgree,
  splitCheckOut,
} from './front-office-checkout-steps';
import { dinnerToRoom, folioWithDinner, nightAudit, postLaundry, transferRoom } from './front-office-room-steps';
import {
  checkInWithAdvance,
  foreignGuestWithCForm,
  inHouseOwed,
  occupiedRoomRefused,
  panelAfterCheckIns,
  panelBefore,
  submitCForm,
} from './front-office-stay-steps';
import { browserToday, dayAfter, HOTEL, openPanel, tileLabel } from './front-office-steps';
import { trialBalanceOn } from './screen-reading';

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

describe('a hotel stay in the browser (1001)', () => {
  it('desktop, the manager: check-in with an advance and the card printed, a foreign guest and the C-Form, laundry, a restaurant bill to the room, a transfer, the night audit and a split check-out; the panel, the reports and the books agree', async () => {
    const { context, page, errors } = await openPage(browser, 1280);
    await signInAndWait(page, HOTEL, 'admin');
    const today = await browserToday(page);
    const tomorrow = dayAfter(today);
    const days = { today, tomorrow };
    // The books as on tomorrow (the hotel date once tonight is audited), and what the open folios owe, before.
    const ledgerBefore = await trialBalanceOn(page, tomorrow);
    const owedBefore = await inHouseOwed(page);

    const rooms = await panelBefore(page, today);
    const { roomA, roomB, roomC } = rooms;
    await occupiedRoomRefused(page);
    const { stayNo, night } = await checkInWithAdvance(page, today, roomA);
    const cformNo = await foreignGuestWithCForm(page, today, roomC);
    await submitCForm(page, cformNo);
    await panelAfterCheckIns(page, rooms);

    const chargeNo = await postLaundry(page, roomA);
    const dinner = await dinnerToRoom(page, roomA);
    const billNo = await folioWithDinner(page, stayNo, roomA, chargeNo, dinner);
    await transferRoom(page, rooms);
    const owed = await nightAudit(page, days, { stayNo, roomB, night, dinner });

    const { desk, late } = await lateChargeReady(context, stayNo);
    const { cash, total } = await splitCheckOut(page, { roomB, owed, night, dinner, billNo });
    await lateChargeRefused(desk, late, roomB, stayNo);

    // The panel: room B vacant and dirty.
    await openPanel(page);
    expect(await tileLabel(page, roomB)).toMatch(new RegExp(`^Room ${roomB}, vacant dirty, `));

    await reportsAgree(page, days, { roomA, roomB, stayNo, chargeNo, dinner, total });
    // The books agree (this stay now owes nothing).
    const owedAfter = await inHouseOwed(page);
    await booksAgree(page, ledgerBefore, tomorrow, { cash, owedBefore, owedAfter });
    expect(errors).toEqual([]);
    await context.close();
  }, 170_000);
});
