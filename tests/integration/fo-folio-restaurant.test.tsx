import { screen, within } from '@testing-library/react';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS } from '../../src/kits/billing/domain/pos-endpoints';
import { dataProvider } from '../../src/lib/api/data-provider';
import { SALE_RETURN_ENDPOINTS } from '../../src/modules/pos/returns/domain/returns-endpoints';
import { formatMoney } from '../../src/lib/money/money-format';
import { toPaise } from '../../src/lib/money/money';
import { serverToday } from '../../src/mocks/core/server-dates';
import { folioLinesOf, writeStay } from '../../src/mocks/frontoffice/fo-store';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { roomChargesOf } from '../../src/mocks/core/accounting/party-postings';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { beside, trialBalanceAgrees } from './fo-checkout-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const HOTEL = 1001;
const today = serverToday();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const toRoom = (room: string) => (total: number) => [{ mode: 'ROOM' as const, amount: total, room }];
const rooms = async () => (await dataProvider.read<BillingRequirements>(POS_BILLING_ENDPOINTS.requirements)).rooms;

describe('restaurant to room: a bill settled to a room lands on the guest folio', () => {
  it("lists the in-house rooms for the Room tender, posts the bill to the stay's folio (bill number and outlet in the ledger), and refuses a room that has left", async () => {
    const record = await signInAs(HOTEL, 'admin');
    const stay = await putStay(await testSession(record.usr.kCode), {
      nightsAgo: 1,
      roomRate: 4000,
      guestName: 'Kavita Joshi',
    });
    expect(await rooms()).toContainEqual({ code: stay.room, name: `Room ${stay.room} (Kavita Joshi)` });

    const bill = await settledBill(HOTEL, {
      billNo: 301,
      outlet: 'MCR',
      lines: [
        ['Paneer butter masala', 1],
        ['Butter naan', 2],
      ],
      tenders: toRoom(stay.room),
    });
    expect(bill.status).toBe('SETTLED');
    const line = (await beside(() => folioLinesOf(HOTEL, stay.stayNo))).find((row) => row.kind === 'POS')!;
    expect(line).toMatchObject({
      reference: bill.seq,
      head: 'MCR',
      debit: bill.total,
      credit: 0,
      room: stay.room,
      voucher: '',
      cancelled: false,
    });
    expect(await roomChargesOf(HOTEL)).toEqual([
      expect.objectContaining({ seq: bill.seq, room: stay.room, status: 'POSTED', folio: stay.stayNo }),
    ]);
    expect(await trialBalanceAgrees()).toBe(true);
    // A sale return while the guest is in the room would pay back what the folio still charges: refused by name.
    const giveBack = {
      header: { billNo: bill.billNo, refundMode: 'CASH', reason: 'Cold', total: null },
      lines: [],
      taxes: [],
      traCheck: 1,
    };
    expect(await refusal(dataProvider.write(SALE_RETURN_ENDPOINTS.save, giveBack, 'room-return'))).toContain(
      `Bill ${bill.seq} was charged to room ${stay.room} (Kavita Joshi, still in house)`,
    );

    const { unmount } = renderApp(`/applayout-sidebar-large/frontoffice/fo-ledger?room=${stay.room}`);
    const folio = await screen.findByRole(
      'table',
      { name: `Guest folio ${stay.stayNo}, room ${stay.room}` },
      { timeout: 8000 },
    );
    const restaurant = within(folio).getByText(`Restaurant bill ${bill.seq} (MCR)`).closest('tr')!;
    const cells = within(restaurant)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect([cells[1], cells[3], cells[7], cells[9]]).toEqual([
      'Restaurant',
      bill.seq,
      formatMoney(toPaise(bill.total)),
      `${formatMoney(toPaise(4200) + toPaise(bill.total))} Dr`,
    ]);
    unmount();

    // Final bill prepared, then checked out: the room is no longer offered, and a bill sent to it is refused by name.
    await writeStay(HOTEL, { ...stay, status: 'CHECKOUT_PENDING' });
    expect((await rooms()).some((room) => room.code === stay.room)).toBe(false);
    expect(
      await refusal(
        settledBill(HOTEL, { billNo: 302, outlet: 'MCR', lines: [['Butter naan', 1]], tenders: toRoom(stay.room) }),
      ),
    ).toBe(`Room ${stay.room}'s final bill is prepared: choose another settlement.`);
    await writeStay(HOTEL, { ...stay, status: 'CHECKED_OUT', checkedOutAt: `${today}T11:30` });
    expect(
      await refusal(
        settledBill(HOTEL, { billNo: 303, outlet: 'MCR', lines: [['Butter naan', 1]], tenders: toRoom(stay.room) }),
      ),
    ).toBe(`Room ${stay.room} has checked out: choose another settlement.`);
    const bills = await billsOf(HOTEL);
    expect([bills.get('302')?.status, bills.get('303')?.status]).toEqual(['UNSETTLED', 'UNSETTLED']);
    expect((await beside(() => folioLinesOf(HOTEL, stay.stayNo))).filter((row) => row.kind === 'POS')).toHaveLength(1);
  });
});
