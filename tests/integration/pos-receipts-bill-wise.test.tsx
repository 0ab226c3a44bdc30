import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import {
  RECEIPT_ENDPOINTS as API,
  type OutstandingBill,
  type ReceiptBody,
  type ReceiptHeader,
  type ReceiptRequirements,
} from '../../src/modules/pos/receipts/domain/receipt-types';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { customerLedger } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { balance, COMPANY, CUSTOMER, creditSale, receive, refusal, today } from './support/pos-receipt-calls';
import { signInAs } from './support/render-app';

setupDemoServer();

const pending = () => dataProvider.report<OutstandingBill[]>(API.pendingBills, { detail: CUSTOMER });
const voucher = async (seq: string) => (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === seq);
async function agrees() {
  const balanceNow = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return (
    balanceNow.totals.debit === balanceNow.totals.credit &&
    balanceNow.totals.closingDebit === balanceNow.totals.closingCredit
  );
}

describe('customer receipts (SetPartyReceipt / DeletePartyReceipt)', () => {
  it('settles bill-wise oldest first with TDS, rebate and others, posts a balanced SAL_REC voucher, and a cancel with a reason reverses it exactly', async () => {
    await signInAs(COMPANY, 'admin');
    await creditSale('DN26-000002', '2026-11-02', 500);
    await creditSale('DN26-000001', '2026-11-01', 300);
    await creditSale('INV-9', '2026-11-03', 999, 'SC-0003');
    const requirements = await dataProvider.report<ReceiptRequirements>(API.requirements, {});
    expect(requirements.seq).toBe(`REC${today.slice(0, 4)}-00001`);
    expect(requirements.customers.find((customer) => customer.code === CUSTOMER)).toMatchObject({ balance: 800 });
    expect((await pending()).map((bill) => [bill.billId, bill.pending])).toEqual([
      ['DN26-000001', 300],
      ['DN26-000002', 500],
    ]);
    const before = await ledgerEntries(COMPANY);

    const saved = await receive({
      receiptAmt: 380,
      tds: 10,
      rebate: 5,
      others: 5,
      baseAmt: 400,
      modeOfPayment: 'BAN',
      revAccount: 'AC002',
    });
    const seq = String(saved.seq);
    expect(seq).toBe(`REC${today.slice(0, 4)}-00001`);
    expect((await pending()).map((bill) => [bill.billId, bill.pending])).toEqual([['DN26-000002', 400]]);
    expect(await balance()).toBe(toPaise(400));
    const stored = (await dataProvider.get<ReceiptBody>(API.one, String(saved.recordId)))!;
    expect(stored.lines).toEqual([
      { onTraId: 'DN26-000001', billDat: '2026-11-01', paymentAmount: 300, collected: 292.5 },
      { onTraId: 'DN26-000002', billDat: '2026-11-02', paymentAmount: 100, collected: 97.5 },
    ]);
    const rows = (await customerLedger(COMPANY)).filter((row) => row.transactionId === seq);
    expect(rows.map((row) => [row.transactionType, row.onTraId, row.paymentAmount, row.descriptio])).toEqual([
      ['REC', 'DN26-000001', 300, `Payment against receipt ${seq}`],
      ['REC', 'DN26-000002', 100, `Payment against receipt ${seq}`],
    ]);
    const posted = await voucher(seq);
    expect(posted.every((entry) => entry.type === 'REC' && entry.date === today)).toBe(true);
    expect(posted.find((entry) => entry.account === 'AC002')?.debit).toBe(toPaise(380));
    const credits = posted.filter((entry) => entry.credit > 0);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.credit).toBe(toPaise(400));
    expect(
      posted
        .filter((entry) => entry.debit > 0)
        .map((entry) => entry.debit)
        .sort((a, b) => a - b),
    ).toEqual([500, 500, 1000, 38000]);
    expect(await agrees()).toBe(true);

    const listed = await dataProvider.report<ReceiptHeader[]>(API.list, { frmDate: formatDate(today) });
    expect(listed.map((row) => [row.seq, row.branchId, row.baseAmt, row.cancelled])).toEqual([
      [seq, stored.header.partyName, 400, false],
    ]);

    expect(await refusal(dataProvider.write(API.cancel, { recordId: saved.recordId, detail: '' }))).toBe(
      `Give the reason for cancelling receipt ${seq}.`,
    );
    await dataProvider.write(API.cancel, { recordId: saved.recordId, detail: 'Cheque bounced' });
    expect(await balance()).toBe(toPaise(800));
    expect(await voucher(seq)).toEqual([]);
    expect(await ledgerEntries(COMPANY)).toEqual(before);
    expect(await agrees()).toBe(true);
    expect((await dataProvider.get<ReceiptBody>(API.one, String(saved.recordId)))!.header).toMatchObject({
      cancelled: true,
      cancelReason: 'Cheque bounced',
    });
    expect(await refusal(dataProvider.write(API.cancel, { recordId: saved.recordId, detail: 'again' }))).toBe(
      `Receipt ${seq} is already cancelled.`,
    );
    expect(
      (await activities(COMPANY))
        .filter((row) => row.reference === seq)
        .map((row) => row.action)
        .sort(),
    ).toEqual(['Cancelled', 'Created']);
  });

  it('takes allocations as typed, and refuses beside the line a bill over its balance, a bill of someone else, and allocations that do not add up, saving nothing', async () => {
    await signInAs(COMPANY, 'admin');
    await creditSale('DN26-000001', '2026-11-01', 300);
    await creditSale('DN26-000002', '2026-11-02', 500);
    await creditSale('INV-9', '2026-11-03', 999, 'SC-0003');
    const over = await refusal(receive({ receiptAmt: 350 }, [{ onTraId: 'DN26-000001', paymentAmount: 350 }]));
    expect(over).toEqual({ 'lines.0.paymentAmount': '350.00 is more than the 300.00 pending on bill DN26-000001' });
    const foreign = await refusal(receive({ receiptAmt: 50 }, [{ onTraId: 'INV-9', paymentAmount: 50 }]));
    expect(foreign).toMatchObject({
      'lines.0.paymentAmount': expect.stringMatching(/^Nothing is pending on bill INV-9 of /),
    });
    const short = await refusal(
      receive({ receiptAmt: 100, rebate: 1 }, [{ onTraId: 'DN26-000002', paymentAmount: 100 }]),
    );
    expect(short).toEqual({
      lines: 'The bills take 100.00; the receipt settles 101.00 (received + TDS + rebate + others)',
    });
    expect(await refusal(receive({ receiptAmt: 801 }))).toMatchObject({
      receiptAmt: expect.stringMatching(/^The receipt settles 801.00 but only 800.00 is pending for /),
    });
    expect(await refusal(receive({ receiptAmt: 100, baseAmt: 99 }))).toEqual({
      baseAmt: 'The base amount must be received + TDS + rebate + others: 100.00, not 99.00',
    });
    expect(await refusal(receive({ receiptAmt: 100.001 }))).toEqual({
      receiptAmt: 'Enter an amount in rupees with at most two decimals',
    });
    expect(await refusal(receive({ receiptAmt: 100, modeOfPayment: 'MOB', revAccount: 'AC001' }))).toEqual({
      revAccount: 'Account AC001 is not one of your wallet accounts.',
    });
    expect(await balance()).toBe(toPaise(800));

    const chosen = await receive({ receiptAmt: 120 }, [
      { onTraId: 'DN26-000002', paymentAmount: 120 },
      { onTraId: 'DN26-000001', paymentAmount: 0 },
    ]);
    expect((await pending()).map((bill) => [bill.billId, bill.pending])).toEqual([
      ['DN26-000001', 300],
      ['DN26-000002', 380],
    ]);
    expect(
      (await dataProvider.get<ReceiptBody>(API.one, String(chosen.recordId)))!.lines.map((line) => line.onTraId),
    ).toEqual(['DN26-000002']);
    expect(await agrees()).toBe(true);
  });
});
