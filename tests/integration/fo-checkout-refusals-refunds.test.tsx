import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import {
  CHECKOUT_ENDPOINTS as API,
  COMPANY_BILL_ENDPOINTS as BILLS,
} from '../../src/modules/frontoffice/checkout/domain/checkout-types';
import { prepareFinalBill, settleCheckout } from '../../src/mocks/frontoffice/checkout/checkout-save';
import { writeCompanyBill } from '../../src/mocks/frontoffice/checkout/checkout-store';
import { folioLinesOf, stayOf } from '../../src/mocks/frontoffice/fo-store';
import {
  backendSession,
  HOTEL,
  makeStay,
  postLaundry,
  queued,
  takeAdvance,
  trialBalanceAgrees,
} from './fo-checkout-support';
import { balanceOf, card, cash, prepare, refusalOf, settle, ZINC } from './support/fo-checkout-calls';
import { setupDemoServer } from './support/demo-server';

setupDemoServer();

describe('check-out in the demo backend', () => {
  it('refuses an unpaid balance, tenders that do not add up, a company beyond its credit, and a stay not open; nothing is written', async () => {
    const session = await backendSession();
    // 18 %: 10,620
    const stay = await makeStay(session, { room: '301', guest: 'Priya Nair', nightsAgo: 1, roomRate: 9000 });
    expect(await refusalOf(settle(stay.stayNo, [cash(10620)]))).toBe('Prepare the final bill of room 301 first.');
    await prepare(stay.stayNo);
    expect(await balanceOf(stay.stayNo)).toBe(toPaise(10620));
    expect(await refusalOf(settle(stay.stayNo, [cash(620)]))).toBe(
      'The balance of 10,620.00 is unpaid (10,000.00 short): take it in cash, card or UPI, or bill it to a company.',
    );
    expect(await refusalOf(settle(stay.stayNo, [cash(620), card(10001)]))).toBe(
      'The tenders (10,621.00) add up to 10,621.00; the balance is 10,620.00.',
    );
    // The company already owes 95,000 of its 1,00,000 limit.
    await writeCompanyBill(HOTEL, {
      billNo: 'FBL26-01/0001',
      company: 'FOC-0009',
      companyName: 'Office of the Divisional Commissioner',
      stayNo: 'CHK26-01/0001',
      guestName: 'Protocol',
      room: '201',
      dat: '2026-01-05',
      amount: 95000,
      received: 0,
      pending: 95000,
    });
    expect(await refusalOf(settle(stay.stayNo, [cash(620)], 'FOC-0009', 10000))).toBe(
      '10,000.00 to Office of the Divisional Commissioner is beyond its credit: limit 1,00,000.00, owes 95,000.00, available 5,000.00.',
    );
    expect(await refusalOf(settle(stay.stayNo, [cash(620)], 'FOC-0003', 10000))).toBe(
      'FOC-0003 is not a company or agent allowed credit.',
    );
    expect(await refusalOf(settle(stay.stayNo, [{ mode: 'CHEQUE' as 'CASH', amount: 10620, reference: '' }]))).toBe(
      'Tender 1: choose cash, card or UPI.',
    );
    expect((await folioLinesOf(HOTEL, stay.stayNo)).filter((line) => line.kind !== 'ROOM')).toEqual([]);
    expect((await stayOf(HOTEL, stay.stayNo))?.status).toBe('CHECKOUT_PENDING');

    // A double click (one key, two calls) checks out once; then the stay is not open.
    const key = 'double-click-key';
    const answers = await Promise.all([
      settle(stay.stayNo, [cash(10620)], '', 0, key),
      settle(stay.stayNo, [cash(10620)], '', 0, key),
    ]);
    expect(answers.map((answer) => answer.result)).toEqual(['OK', 'OK']);
    expect((await folioLinesOf(HOTEL, stay.stayNo)).filter((line) => line.kind === 'PAYMENT')).toHaveLength(1);
    expect(await refusalOf(settle(stay.stayNo, [cash(1)]))).toBe(
      `Stay ${stay.stayNo} (room 301) has already checked out.`,
    );
    expect(await refusalOf(prepare(stay.stayNo))).toBe(`Stay ${stay.stayNo} (room 301) has already checked out.`);
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('reopens the folio keeping the bill number, refunds an advance above the charges, and charges a same-day stay one night, a house guest none', async () => {
    const session = await backendSession();
    // 5 % at the slab's top: 7,875
    const stay = await makeStay(session, { room: '403', guest: 'Sneha Reddy', nightsAgo: 0, roomRate: 7500 });
    await takeAdvance(session, stay, 10000, 'CARD');
    const first = await prepare(stay.stayNo);
    expect(await balanceOf(stay.stayNo)).toBe(toPaise(-2125));
    expect(await refusalOf(dataProvider.write(API.reopen, { recordId: stay.stayNo, detail: '' }))).toBe(
      'Give the reason for reopening the folio.',
    );
    await dataProvider.write(API.reopen, { recordId: stay.stayNo, detail: 'Guest ordered breakfast' });
    expect((await stayOf(HOTEL, stay.stayNo))?.status).toBe('IN_HOUSE');
    await postLaundry(session, stay, 100); // 118
    const again = await prepare(stay.stayNo);
    expect(again.seq).toBe(first.seq);
    expect(await balanceOf(stay.stayNo)).toBe(toPaise(-2007));
    expect(await refusalOf(settle(stay.stayNo, [cash(2000)]))).toBe(
      'The refunds add up to 2,000.00; 2,007.00 is to be refunded.',
    );
    await settle(stay.stayNo, [cash(1007), card(1000)]);
    const refunds = (await folioLinesOf(HOTEL, stay.stayNo)).filter((line) => line.kind === 'REFUND');
    expect(refunds.map((line) => [line.head, line.debit])).toEqual([
      ['CASH', 1007],
      ['CARD', 1000],
    ]);
    expect(await balanceOf(stay.stayNo)).toBe(0);

    const house = await makeStay(session, {
      room: '503',
      guest: 'Staff guest',
      nightsAgo: 1,
      roomRate: 0,
      kind: 'HOUSE',
    });
    const result = await queued(session, () => prepareFinalBill(session, house));
    expect(typeof result === 'string' ? result : result.nights).toEqual([]);
    const settled = await queued(session, () =>
      settleCheckout(session, house, { tenders: [], company: '', companyAmount: 0 }),
    );
    expect(typeof settled === 'string' ? settled : settled.stay.status).toBe('CHECKED_OUT');
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('lets a receptionist prepare and settle but not reopen a folio or receive a company’s payment', async () => {
    const session = await backendSession('staff');
    const stay = await makeStay(session, { room: '103', guest: 'Amit Kulkarni', nightsAgo: 1, roomRate: 2000 });
    await prepare(stay.stayNo);
    expect(await refusalOf(dataProvider.write(API.reopen, { recordId: stay.stayNo, detail: 'Wrong bill' }))).toBe(
      'You are not authorised for this transaction',
    );
    await settle(stay.stayNo, [{ mode: 'UPI', amount: 2100, reference: 'UTR-1' }]);
    expect((await stayOf(HOTEL, stay.stayNo))?.status).toBe('CHECKED_OUT');
    expect(
      await refusalOf(
        dataProvider.write(BILLS.receive, {
          header: { company: ZINC, mode: 'CASH', amount: 1, reference: '', remarks: '' },
          lines: [],
          traCheck: 1,
        }),
      ),
    ).toBe('You are not authorised for this transaction');
  });
});
