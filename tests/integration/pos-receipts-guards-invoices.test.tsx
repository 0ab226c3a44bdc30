import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import {
  RECEIPT_ENDPOINTS as API,
  type OutstandingBill,
  type ReceiptBody,
} from '../../src/modules/pos/receipts/domain/receipt-types';
import { getApi } from '../../src/lib/api/api-client';
import {
  COMMISSION_ENDPOINTS,
  type CommissionRequirements,
} from '../../src/modules/pos/receipts/domain/commission-types';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleRequirements } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { saveBooksState } from '../../src/mocks/core/accounting/books-state';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { customerOutstandingPaise } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { balance, COMPANY, creditSale, receive, refusal, today } from './support/pos-receipt-calls';
import { signInAs } from './support/render-app';

setupDemoServer();

describe('customer receipts (SetPartyReceipt / DeletePartyReceipt)', () => {
  it('saves once per Idempotency-Key, and refuses closed books and a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    await creditSale('DN26-000001', '2026-11-01', 300);
    const first = await receive({ receiptAmt: 100 }, [], 'key-1');
    const again = await receive({ receiptAmt: 100 }, [], 'key-1');
    expect(again.seq).toBe(first.seq);
    expect(await balance()).toBe(toPaise(200));
    await saveBooksState(COMPANY, { closedThrough: today, closedYears: [] });
    expect(await refusal(receive({ receiptAmt: 1 }))).toMatch(/^The books are closed up to/);
    expect(await refusal(dataProvider.write(API.cancel, { recordId: first.recordId, detail: 'late' }))).toMatch(
      /^The books are closed up to/,
    );
    await signInAs(COMPANY, 'staff');
    expect(await refusal(receive({ receiptAmt: 1 }))).toBe('You are not authorised for this transaction');
    expect(await refusal(dataProvider.report(API.requirements, {}))).toBe('You are not permitted to view this screen');
  });

  it('settles a real stock-sales invoice: the debtors account always equals what the customers owe, and the invoice’s agent earns on it', async () => {
    const company = 1002;
    await signInAs(company, 'admin');
    const needs = await dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements);
    const buyer = needs.customers.find((customer) => customer.gstin && customer.agent && customer.creditAmount > 0)!;
    const lot = needs.lots.find((row) => row.available >= 5)!;
    const invoice = await dataProvider.write(SALE_ENDPOINTS.save, {
      header: { saleType: 'B2B', partyId: buyer.code, agent: buyer.agent, employee: '', remarks: '', advance: 0 },
      lines: [
        {
          store: lot.store,
          itemId: lot.itemid,
          gin: lot.gin,
          qty: 3,
          rat: 100,
          discPer: 0,
          taxCode: 'GST18',
          refSoid: null,
          refSoLine: null,
        },
      ],
      taxes: [],
      traCheck: 1,
    });
    const chart = await chartOf(company);
    const debtors = chart.accounts.find(
      (account) => /sundry debtors/i.test(account.name) && account.group === 'DEBTORS',
    )!.code;
    const debtorsBalance = async () =>
      sumPaise(
        (await ledgerEntries(company))
          .filter((entry) => entry.account === debtors)
          .map((entry) => entry.debit - entry.credit),
      );
    const owedByAll = async () => sumPaise((await customerOutstandingPaise(company)).values());
    expect(await owedByAll()).toBe(toPaise(354)); // 300 + 18% tax
    expect(await debtorsBalance()).toBe(await owedByAll());

    const bills = await dataProvider.report<OutstandingBill[]>(API.pendingBills, { detail: buyer.code });
    expect(bills.map((bill) => [bill.billId, bill.pending])).toEqual([[invoice.seq, 354]]);
    const receipt = await dataProvider.write(API.save, {
      header: {
        partyId: buyer.code,
        receiptAmt: 300,
        tds: 6,
        rebate: 0,
        others: 0,
        modeOfPayment: 'BAN',
        revAccount: 'AC002',
        remarks: '',
      },
      lines: [],
    });
    expect(await owedByAll()).toBe(toPaise(48));
    expect(await debtorsBalance()).toBe(toPaise(48));
    const due = (
      await getApi<CommissionRequirements>(`${COMMISSION_ENDPOINTS.agent.requirements}?upTo=${serverToday()}`)
    ).earners.find((row) => row.code === buyer.agent)!;
    expect(due.base).toBe(due.commissionOn === 'INVOICE' ? 300 : 306);

    await dataProvider.write(API.cancel, { recordId: receipt.recordId, detail: 'Entered twice' });
    expect(await debtorsBalance()).toBe(toPaise(354));
    expect(await owedByAll()).toBe(toPaise(354));
    const figures = trialBalance(chart, await openingSets(company), await ledgerEntries(company), {
      to: serverToday(),
    });
    expect(figures.totals.debit).toBe(figures.totals.credit);
  });

  it('keeps a receipt cancelled and its copies counted when a print and a cancel arrive together', async () => {
    await signInAs(COMPANY, 'admin');
    await creditSale('DN26-000001', '2026-11-01', 300);
    const saved = await receive({ receiptAmt: 100 }, [], 'print-race');
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        () => 'OK',
        (error: Error) => error.message,
      );
    const [cancelled, printed] = await Promise.all([
      outcome(dataProvider.write(API.cancel, { recordId: saved.recordId, detail: 'Entered twice' }, 'race-cancel')),
      outcome(dataProvider.write(API.print, { recordId: saved.recordId })),
    ]);
    expect(cancelled).toBe('OK');
    const stored = (await dataProvider.get<ReceiptBody>(API.one, String(saved.recordId)))!;
    expect(stored.header.cancelled).toBe(true);
    expect(stored.header.printCount).toBe(printed === 'OK' ? 1 : 0);
    expect(await balance()).toBe(toPaise(300));
  });
});
