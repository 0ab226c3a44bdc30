import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import {
  CHECKOUT_ENDPOINTS as API,
  COMPANY_BILL_ENDPOINTS as BILLS,
  type CheckoutRequirements,
  type CompanyBill,
  type CompanyReceipt,
  type FinalBillDocument,
} from '../../src/modules/frontoffice/checkout/domain/checkout-types';
import { chartOf, ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { folioLinesOf, hotelDate, openStays, roomRows, stayOf } from '../../src/mocks/frontoffice/fo-store';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { backendSession, HOTEL, makeStay, postLaundry, takeAdvance, trialBalanceAgrees } from './fo-checkout-support';
import { balanceOf, card, cash, prepare, refusalOf, settle, ZINC } from './support/fo-checkout-calls';
import { setupDemoServer } from './support/demo-server';

setupDemoServer();

/** The guest ledger account's balance (debits less credits) in paise, and the open folios' balances summed. */
async function guestLedgerAndOpenFolios(): Promise<[number, number]> {
  const guest = (await chartOf(HOTEL)).accounts.find((account) => /guest ledger/i.test(account.name))?.code;
  const entries = (await ledgerEntries(HOTEL)).filter((entry) => entry.account === guest);
  const folios = await Promise.all((await openStays(HOTEL)).map((stay) => balanceOf(stay.stayNo)));
  return [
    entries.reduce((sum, entry) => sum + entry.debit - entry.credit, 0),
    folios.reduce((sum, balance) => sum + balance, 0),
  ];
}
const roomStatus = async (room: string) => (await roomRows(HOTEL)).find((row) => row.roomNo === room)?.status;

describe('check-out in the demo backend', () => {
  it('prepares (charging the nights not yet charged), settles split in cash and card with a part to a company, and collects it later', async () => {
    const session = await backendSession();
    const stay = await makeStay(session, {
      room: '103',
      guest: 'Ramesh Agarwal',
      nightsAgo: 2,
      roomRate: 4000,
      chargedNights: 1,
      billTo: ZINC,
    });
    await postLaundry(session, stay, 500); // 590 with GST
    await takeAdvance(session, stay, 3000);
    const needs = await dataProvider.report<CheckoutRequirements>(API.requirements, { recordId: stay.stayNo });
    expect(needs.nightsToCharge).toHaveLength(1);
    expect(needs.nightsAmount).toBe(4200);
    expect(needs.companies.find((company) => company.code === ZINC)).toMatchObject({
      customerType: 'COMPANY',
      creditLimit: 300000,
      owes: 0,
      available: 300000,
    });

    const prepared = await prepare(stay.stayNo);
    const today = await hotelDate(HOTEL);
    expect(prepared.seq).toBe(`FBL${today.slice(2, 4)}-${today.slice(5, 7)}/0001`);
    expect((await stayOf(HOTEL, stay.stayNo))?.status).toBe('CHECKOUT_PENDING');
    // Two nights at 4,200 + laundry 590 - advance 3,000.
    expect(await balanceOf(stay.stayNo)).toBe(toPaise(5990));
    expect(await refusalOf(prepare(stay.stayNo))).toMatch(/already prepared/);

    await settle(stay.stayNo, [cash(2000), card(1990)], ZINC, 2000);
    const left = await stayOf(HOTEL, stay.stayNo);
    expect(left).toMatchObject({ status: 'CHECKED_OUT', finalBill: prepared.seq });
    expect(left?.checkedOutAt.slice(0, 10)).toBe(today);
    expect(await roomStatus('103')).toBe('DIRTY');
    expect(await balanceOf(stay.stayNo)).toBe(0);
    const kinds = (await folioLinesOf(HOTEL, stay.stayNo)).map((line) => `${line.kind}:${line.head}:${line.credit}`);
    expect(kinds).toEqual(expect.arrayContaining(['PAYMENT:CASH:2000', 'PAYMENT:CARD:1990', 'COMPANY:COMPANY:2000']));
    expect(await trialBalanceAgrees()).toBe(true);

    const document = await dataProvider.get<FinalBillDocument>(API.finalBill, stay.stayNo);
    expect(document?.company).toMatchObject({
      code: ZINC,
      name: 'Hindustan Zinc Ltd',
      gstin: '08AAACH7354K1ZJ',
      amount: 2000,
    });
    expect(document?.hotel.name).toBe('Lakeview Residency Hotel');
    expect(document?.hotel.gstin).toMatch(/^08/);
    expect(document?.sacOfHead.LAU).toEqual({ name: 'Laundry', sac: '999712' });

    const bills = await dataProvider.report<CompanyBill[]>(BILLS.list, { detail: ZINC, recordId: 'PENDING' });
    expect(bills).toEqual([
      expect.objectContaining({
        billNo: prepared.seq,
        company: ZINC,
        guestName: 'Ramesh Agarwal',
        room: '103',
        amount: 2000,
        received: 0,
        pending: 2000,
      }),
    ]);
    const needsNow = await dataProvider.report<CheckoutRequirements>(API.requirements, { recordId: stay.stayNo });
    expect(needsNow.companies.find((company) => company.code === ZINC)).toMatchObject({
      owes: 2000,
      available: 298000,
    });

    // The company pays part, then more than is pending is refused.
    const receipt = await dataProvider.write(BILLS.receive, {
      header: { company: ZINC, mode: 'UPI', amount: 1500, reference: 'UTR-77', remarks: '' },
      lines: [],
      traCheck: 1,
    });
    expect(receipt.seq).toBe(`FCR${today.slice(2, 4)}-${today.slice(5, 7)}/0001`);
    const stored = await dataProvider.get<CompanyReceipt>(BILLS.receipt, String(receipt.seq));
    expect(stored?.lines).toEqual([{ billNo: prepared.seq, amount: 1500 }]);
    const voucher = (await ledgerEntries(HOTEL)).filter((entry) => entry.voucher === receipt.seq);
    expect(voucher.map((entry) => [entry.debit, entry.credit])).toEqual([
      [toPaise(1500), 0],
      [0, toPaise(1500)],
    ]);
    expect(
      (await dataProvider.report<CompanyBill[]>(BILLS.list, { detail: ZINC, recordId: 'PENDING' }))[0],
    ).toMatchObject({ received: 1500, pending: 500 });
    expect(
      await refusalOf(
        dataProvider.write(BILLS.receive, {
          header: { company: ZINC, mode: 'CASH', amount: 600, reference: '', remarks: '' },
          lines: [],
          traCheck: 1,
        }),
      ),
    ).toBe('600.00 is more than the 500.00 the company has pending.');
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('keeps the guest ledger account at the sum of the open folios: a restaurant bill to the room counted, the checked-out folio closed at zero', async () => {
    const session = await backendSession();
    // The starting guests' folios carry the nights audited before today, and the guest ledger carries them too.
    const [ledgerAtStart, seeded] = await guestLedgerAndOpenFolios();
    expect(seeded).toBeGreaterThan(0);
    expect(ledgerAtStart).toBe(seeded);
    const leaving = await makeStay(session, {
      room: '103',
      guest: 'Ramesh Agarwal',
      nightsAgo: 1,
      roomRate: 4000,
      billTo: ZINC,
    });
    const staying = await makeStay(session, {
      room: '301',
      guest: 'Priya Nair',
      nightsAgo: 1,
      roomRate: 9000,
      chargedNights: 1,
    });
    await postLaundry(session, leaving, 500);
    await takeAdvance(session, leaving, 1000, 'UPI');
    const bill = await settledBill(HOTEL, {
      billNo: 311,
      outlet: 'MCR',
      lines: [['Butter naan', 2]],
      tenders: (total) => [{ mode: 'ROOM', amount: total, room: '103' }],
    });
    await takeAdvance(session, staying, 2500);
    const [before, openBefore] = await guestLedgerAndOpenFolios();
    expect(openBefore - seeded).toBe(
      toPaise(590) - toPaise(1000) + toPaise(bill.total) + toPaise(10620) - toPaise(2500),
    );
    expect(before).toBe(openBefore);

    await prepare(leaving.stayNo); // the night: 4,200
    const owed = await balanceOf(leaving.stayNo);
    await settle(leaving.stayNo, [cash(1000)], ZINC, fromPaise(owed - toPaise(1000)));
    expect(await balanceOf(leaving.stayNo)).toBe(0);
    const [after, openAfter] = await guestLedgerAndOpenFolios();
    expect(openAfter - seeded).toBe(toPaise(10620) - toPaise(2500));
    expect(after).toBe(openAfter);
    expect(await trialBalanceAgrees()).toBe(true);
    // The month's next final bill number follows the first.
    const today = await hotelDate(HOTEL);
    expect((await prepare(staying.stayNo)).seq).toBe(`FBL${today.slice(2, 4)}-${today.slice(5, 7)}/0002`);
  });
});
