import { fromPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import type { Tender } from '../../src/kits/billing/domain/bill-types';
import { chartOf } from '../../src/mocks/core/accounting/ledger-store';
import { runningTableOf } from '../../src/mocks/core/billing/billing-store';
import { customerLedger, roomChargesOf } from '../../src/mocks/core/accounting/party-postings';
import { folioLinesOf } from '../../src/mocks/frontoffice/fo-store';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import { HOTEL, RESTAURANT, putBill, refusal, settle, sides, storedBill, voucherOf } from './support/pos-settlement';

setupDemoServer();

describe('restaurant settlement on the demo backend (setSettleBill)', () => {
  it('settles in cash with change, posts a balanced voucher to the cash account and closes the table', async () => {
    await signInAs(RESTAURANT, 'staff');
    const bill = await putBill(RESTAURANT, {
      billNo: 101,
      lines: [
        ['Butter chicken', 1],
        ['Butter naan', 3],
      ],
      discount: { kind: 'PERCENT', percent: 5 },
    });
    const answer = await settle({
      billno: 101,
      settlemode: 'CASH',
      settleId: 'settle-101',
      tenders: [{ mode: 'CASH', amount: bill.total, tendered: 1000 }],
    });
    expect(answer.result).toBe('OK');
    expect(answer.change).toBe(fromPaise(toPaise(1000) - toPaise(bill.total)));
    expect(answer.bill).toMatchObject({
      status: 'SETTLED',
      settleId: 'settle-101',
      tenders: [{ mode: 'CASH', amount: bill.total, tendered: 1000 }],
    });
    expect(await runningTableOf(RESTAURANT, 'DIN', 'T101')).toBeUndefined();

    const voucher = await voucherOf(RESTAURANT, bill.seq);
    const [debit, credit] = sides(voucher);
    expect(debit).toBe(credit);
    expect(debit).toBe(toPaise(bill.total));
    // the cashier's cash in hand
    expect(voucher.find((entry) => entry.account === 'AC001')?.debit).toBe(toPaise(bill.total));
    // The books name it by what it is, not "Journal".
    expect(new Set(voucher.map((entry) => entry.kind))).toEqual(new Set(['Restaurant bill']));
    // Sales net of the discount; CGST and SGST to their payables.
    expect(voucher.find((entry) => entry.account === 'AC201')?.credit).toBe(
      toPaise(bill.subTotal) - toPaise(bill.discount) + toPaise(bill.serviceCharge),
    );
    expect(voucher.find((entry) => entry.account === 'AC501')?.credit).toBe(
      toPaise(bill.taxes.find((tax) => tax.component === 'CGST')!.amount),
    );
    expect(voucher.find((entry) => entry.account === 'AC502')?.credit).toBe(
      toPaise(bill.taxes.find((tax) => tax.component === 'SGST')!.amount),
    );

    // A settled bill again (another settleId) is refused; the same settleId answers the same and posts nothing more.
    expect(await refusal(settle({ billno: 101, settlemode: 'CASH', settleId: 'settle-101-b' }))).toBe(
      `422 Bill ${bill.seq} is already settled.`,
    );
  });

  it('splits a bill across cash, card and UPI: each part to its account', async () => {
    await signInAs(RESTAURANT, 'admin');
    const bill = await putBill(RESTAURANT, {
      billNo: 102,
      lines: [
        ['Mutton rogan josh', 2],
        ['Ghee rice', 2],
      ],
    });
    const card = 300;
    const upi = 200;
    const cash = fromPaise(toPaise(bill.total) - toPaise(card) - toPaise(upi));
    const tendered = fromPaise(toPaise(cash) + 5000);
    const tenders: Tender[] = [
      { mode: 'CASH', amount: cash, tendered },
      { mode: 'CARD', amount: card, reference: 'SLIP-1' },
      { mode: 'UPI', amount: upi, reference: 'UPI-9' },
    ];
    const wrong = await refusal(
      settle({ billno: 102, settlemode: 'SPLIT', settleId: 'split-0', tenders: [...tenders.slice(1)] }),
    );
    expect(wrong).toContain(`The payments add up to 500.00 but the bill is`);
    const answer = await settle({ billno: 102, settlemode: 'SPLIT', settleId: 'split-1', tenders });
    expect(answer.change).toBe(50);
    const voucher = await voucherOf(RESTAURANT, bill.seq);
    expect(voucher.find((entry) => entry.account === 'AC001')?.debit).toBe(toPaise(cash));
    expect(voucher.find((entry) => entry.account === 'AC002')?.debit).toBe(toPaise(card)); // the first bank account
    expect(voucher.find((entry) => entry.account === 'AC004')?.debit).toBe(toPaise(upi)); // the wallet
    const [debit, credit] = sides(voucher);
    expect(debit).toBe(credit);
  });

  it('charges a credit customer within the limit (a SAL row in their ledger) and refuses beyond it, showing the limit', async () => {
    await signInAs(RESTAURANT, 'staff');
    // SC-0006 is a staff customer with a 5,000.00 limit.
    const small = await putBill(RESTAURANT, { billNo: 103, lines: [['Chicken biryani', 2]] });
    const ok = await settle({
      billno: 103,
      settlemode: 'CREDIT',
      settleId: 'credit-1',
      tenders: [{ mode: 'CREDIT', amount: small.total, customer: 'SC-0006' }],
    });
    expect(ok.bill?.status).toBe('SETTLED');
    const rows = (await customerLedger(RESTAURANT)).filter((row) => row.partyId === 'SC-0006');
    expect(rows).toEqual([
      expect.objectContaining({
        transactionType: 'SAL',
        transactionId: small.seq,
        pendingAmount: small.total,
        billType: 'SAL',
        settleMode: 'CREDIT',
      }),
    ]);
    const debtors = (await voucherOf(RESTAURANT, small.seq)).find((entry) => entry.debit > 0)!;
    expect(debtors.debit).toBe(toPaise(small.total));
    expect((await chartOf(RESTAURANT)).accounts.find((account) => account.code === debtors.account)).toMatchObject({
      group: 'DEBTORS',
    });

    const big = await putBill(RESTAURANT, { billNo: 104, lines: [['Mutton rogan josh', 12]] });
    const over = await refusal(
      settle({
        billno: 104,
        settlemode: 'CREDIT',
        settleId: 'credit-2',
        tenders: [{ mode: 'CREDIT', amount: big.total, customer: 'SC-0006' }],
      }),
    );
    expect(over).toMatch(/credit limit is 5,000\.00; .+ is outstanding, so .+ more is over the limit\./);
    expect(over).toContain(`${formatMoney(toPaise(small.total))} is outstanding`);
    expect((await storedBill(RESTAURANT, 104)).status).toBe('UNSETTLED');
    expect(await voucherOf(RESTAURANT, big.seq)).toEqual([]);
  });

  it("charges an in-house guest's room in the hotel (1001) to the guest ledger and posts it to their folio; a room with no guest is refused", async () => {
    const record = await signInAs(HOTEL, 'admin');
    const stay = await putStay(await testSession(record.usr.kCode));
    const bill = await putBill(HOTEL, {
      billNo: 201,
      lines: [
        ['Paneer butter masala', 1],
        ['Butter naan', 2],
      ],
    });
    expect(
      await refusal(
        settle({
          billno: 201,
          settlemode: 'ROOM',
          settleId: 'room-0',
          tenders: [{ mode: 'ROOM', amount: bill.total, room: '999' }],
        }),
      ),
    ).toBe('422 Room: choose an occupied room to charge.');
    await settle({
      billno: 201,
      settlemode: 'ROOM',
      settleId: 'room-1',
      tenders: [{ mode: 'ROOM', amount: bill.total, room: stay.room }],
    });
    const charges = await roomChargesOf(HOTEL);
    expect(charges).toEqual([
      expect.objectContaining({
        id: `${bill.seq}|${stay.room}`,
        billNo: 201,
        seq: bill.seq,
        room: stay.room,
        amount: bill.total,
        status: 'POSTED',
        folio: stay.stayNo,
      }),
    ]);
    expect(await folioLinesOf(HOTEL, stay.stayNo)).toEqual([
      expect.objectContaining({
        kind: 'POS',
        reference: bill.seq,
        head: 'MCR',
        debit: bill.total,
        voucher: '',
        room: stay.room,
      }),
    ]);
    const guest = (await voucherOf(HOTEL, bill.seq)).find((entry) => entry.account === charges[0]!.account)!;
    expect(guest.debit).toBe(toPaise(bill.total));
    expect((await chartOf(HOTEL)).accounts.find((account) => account.code === guest.account)?.name).toBe(
      'Guest ledger (room charges)',
    );
  });
});
