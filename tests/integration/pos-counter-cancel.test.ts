import { dataProvider } from '../../src/lib/api/data-provider';
import { toMilli } from '../../src/lib/quantity/quantity';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { COUNTER_ENDPOINTS as API } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBill } from '../../src/modules/pos/counter/domain/counter-types';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { noteCounterReturn } from '../../src/mocks/pos/counter/counter-sale-store';
import { customerLedger, replaceCustomerRows } from '../../src/mocks/core/accounting/party-postings';
import { oneAtATime, writesWaiting } from '../../src/mocks/core/write-queue';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import { type Made, SHOP, goods, needs, onHand, refusal, sell, today, voucherOf } from './support/pos-counter';

setupDemoServer();

describe('counter sales on the demo backend', () => {
  it('cancels a sale with a reason, taking back its stock, ledger row and voucher exactly; refused twice, with a return, or without the right', async () => {
    await signInAs(SHOP, 'admin');
    const requirements = await needs();
    const dal = goods(requirements, 'Toor dal 1 kg');
    const buyer = requirements.customers[0]!;
    const before = await onHand(dal.stock.stockItem, dal.stock.store);
    const { bill } = await sell({ customer: buyer.code, settlemode: 'CREDIT', lines: [[dal.item.code, 3]] });
    expect(await onHand(dal.stock.stockItem, dal.stock.store)).toBe(before - toMilli(3));
    expect(await voucherOf(bill.seq)).not.toEqual([]);
    const cancel = (billNo: number, reason: string) =>
      dataProvider
        .write(API.bill, { header: { billNo, reason }, traCheck: 3 }, `cancel-${billNo}-${reason}`)
        .then((answer) => answer as unknown as Made);

    expect(await refusal(cancel(bill.billNo, ''))).toBe('Give the reason for cancelling the bill.');
    const cancelled = await cancel(bill.billNo, 'Customer changed mind');
    expect(cancelled.bill).toMatchObject({
      status: 'VOID',
      kind: 'VOID',
      total: 0,
      value: bill.total,
      cancelReason: 'Customer changed mind',
      voidReason: 'Cancelled: Customer changed mind',
    });
    expect(await onHand(dal.stock.stockItem, dal.stock.store)).toBe(before);
    expect(await voucherOf(bill.seq)).toEqual([]);
    expect((await customerLedger(SHOP)).filter((row) => row.transactionId === bill.seq)).toEqual([]);
    expect(await refusal(cancel(bill.billNo, 'Again'))).toBe(`Bill ${bill.seq} is already cancelled.`);
    const balance = trialBalance(await chartOf(SHOP), await openingSets(SHOP), await ledgerEntries(SHOP), {
      to: today,
    });
    expect(balance.totals.closingDebit).toBe(balance.totals.closingCredit);

    const second = (await sell({ lines: [[dal.item.code, 1]] })).bill;
    await noteCounterReturn(SHOP, second.billNo, 'SRN26-000001');
    expect(await refusal(cancel(second.billNo, 'Wrong bill'))).toBe(
      `Bill ${second.seq} has a return against it (SRN26-000001): it cannot be cancelled.`,
    );

    // Reprint: the count goes up and the copy is logged.
    const copy = (await dataProvider.write(API.reprint, { recordId: second.billNo }, 'reprint-1')) as unknown as {
      bill: CounterBill;
    };
    expect(copy.bill.printCount).toBe(2);
    expect(
      (await activities(SHOP)).filter((row) => row.action === 'Reprinted' && row.reference === second.seq),
    ).toHaveLength(1);

    const elsewhere = (await sell({ outlet: 'C03', lines: [[dal.item.code, 1]] })).bill;
    // The cashier (1015's staff) may reprint a bill from the sales list, not cancel one; nor reprint one of a counter
    // not theirs (C03).
    await signInAs(SHOP, 'staff');
    expect(await refusal(dataProvider.write(API.reprint, { recordId: elsewhere.billNo }, 'reprint-elsewhere'))).toBe(
      `Bill ${elsewhere.seq} is of outlet C03, which is not one of your counters.`,
    );
    expect(await refusal(cancel(second.billNo, 'No right'))).toBe('You are not authorised for this transaction');
    const again = (await dataProvider.write(API.reprint, { recordId: second.billNo }, 'reprint-2')) as unknown as {
      bill: CounterBill;
    };
    expect(again.bill.printCount).toBe(3);
  });

  it('cancels in the company’s write queue: a receipt allocated there against the credit bill first makes the cancel refuse, never leaving the receipt against a deleted sale', async () => {
    await signInAs(SHOP, 'admin');
    const requirements = await needs();
    const dal = goods(requirements, 'Toor dal 1 kg');
    const buyer = requirements.customers[0]!;
    const { bill } = await sell({ customer: buyer.code, settlemode: 'CREDIT', lines: [[dal.item.code, 1]] });
    const sal = (await customerLedger(SHOP)).find((row) => row.transactionId === bill.seq)!;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A receipt holds the write queue (as the receipts' handler does) while the cancel is sent.
    const receipt = oneAtATime(SHOP, async () => {
      await gate;
      await replaceCustomerRows(SHOP, 'REC2026-00001', [
        {
          partyId: sal.partyId,
          dat: sal.dat,
          billType: 'SAL',
          settleMode: 'CREDIT',
          returnAmount: 0,
          creditNote: 0,
          transactionType: 'REC',
          transactionId: 'REC2026-00001',
          transactionAmt: bill.total,
          pendingAmount: 0,
          paymentAmount: bill.total,
          onTraId: bill.seq,
          descriptio: 'Receipt',
        },
      ]);
    });
    const cancel = refusal(
      dataProvider.write(
        API.bill,
        { header: { billNo: bill.billNo, reason: 'Wrong customer' }, traCheck: 3 },
        `cancel-race-${bill.billNo}`,
      ),
    );
    // The cancel waits behind the receipt (one that ignored the queue would read the ledger before the receipt is
    // written).
    await vi.waitFor(() => expect(writesWaiting(SHOP)).toBeGreaterThan(0));
    release();
    await receipt;
    expect(await cancel).toBe(
      `Bill ${bill.seq} has REC2026-00001 against it in the customer's account: it cannot be cancelled.`,
    );
    expect((await customerLedger(SHOP)).filter((row) => row.transactionId === bill.seq)).toHaveLength(1);
  });
});
