import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleHeader } from '../../src/modules/pos/stock-sales/domain/stock-sale-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { customerLedger } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import {
  balanced,
  COMPANY,
  getSale,
  line,
  onHand,
  owed,
  refusal,
  requirements,
  sell,
  setting,
} from './support/pos-stock-sale-calls';
import { signInAs } from './support/render-app';

setupDemoServer();

describe('stock sales in the demo backend (SaleDespatches)', () => {
  it('saves an invoice in its own series with a pass code, moving stock, the customer’s ledger and the books', async () => {
    const { needs, b2b, lot } = await setting();
    expect(needs.seq).toMatch(/^SAL\d{4}-00001$/);
    expect(needs.materials).toEqual([]);
    expect(needs.ordersNote).toBe('No approved sale order waits to be invoiced: add the items directly.');
    expect(needs.saltypes.map((type) => type.code)).toContain('B2B');
    const before = await onHand(lot);
    const owedBefore = await owed(b2b.code);

    const saved = await sell(b2b.code, [line(lot, 3, { discPer: 10 })]);
    expect(saved.seq).toBe(needs.seq);
    const sale = await getSale(saved.recordId);
    // 3 x 100 = 300, less 10% = 270; CGST 9% and SGST 9% of 270 = 24.30 each.
    expect(sale.header).toMatchObject({
      baseamt: 300,
      discount: 30,
      taxes: 48.6,
      totalAmt: 318.6,
      pending: 318.6,
      passCodeCheck: 1,
      agent: b2b.agent,
      pos: 1,
    });
    expect(sale.header.passCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(sale.linedetails[0]).toMatchObject({
      gin: lot.gin,
      batchno: lot.batchno,
      taxCode: 'GST18',
      taxParts: [
        { component: 'CGST', percent: 9 },
        { component: 'SGST', percent: 9 },
      ],
      taxable: 270,
    });
    expect(sale.taxes.map((tax) => [tax.taxcode, tax.taxper, tax.taxvalue])).toEqual([
      ['CGST', 9, 24.3],
      ['SGST', 9, 24.3],
    ]);
    expect(await onHand(lot)).toBe(before - 3);
    expect((await customerLedger(COMPANY)).find((row) => row.transactionId === saved.seq)).toMatchObject({
      transactionType: 'SAL',
      transactionAmt: 318.6,
      pendingAmount: 318.6,
      partyId: b2b.code,
    });
    expect((await owed(b2b.code)) - owedBefore).toBe(toPaise(318.6));
    const voucher = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === saved.seq);
    expect(sumPaise(voucher.map((entry) => entry.debit))).toBe(31860);
    expect(
      voucher
        .filter((entry) => entry.credit > 0)
        .map((entry) => entry.credit)
        .sort((a, b) => a - b),
    ).toEqual([2430, 2430, 27000]);
    expect(await balanced()).toBe(true);
    // The list of the day hides the pass code; the next number follows.
    const listed = await dataProvider.report<SaleHeader[]>(SALE_ENDPOINTS.list, { frmDate: sale.header.dat });
    expect(listed.map((row) => [row.seq, row.passCode])).toEqual([[saved.seq, '']]);
    expect((await requirements()).seq).toBe(needs.seq.replace('00001', '00002'));
  });

  it('refuses more than a batch holds, a B2B invoice without GSTIN, and credit past the limit, naming each', async () => {
    const { b2b, consumer, lot } = await setting();
    const item = (await requirements()).items.find((row) => row.itemid === lot.itemid)!;
    const beyond = await refusal(sell(b2b.code, [line(lot, lot.available + 1)]));
    expect(beyond).toContain(`Only ${lot.available} ${item.um} of ${item.itemname} is in stock`);
    expect(await refusal(sell(consumer.code, [line(lot, 1)]))).toBe(
      `A B2B tax invoice needs the customer’s GSTIN: ${consumer.name} has none (add it under Customers).`,
    );
    const limit = await refusal(sell(b2b.code, [line(lot, 1, { rat: b2b.creditAmount + 1, taxCode: '' })]));
    expect(limit).toMatch(
      new RegExp(`^The credit limit of ${b2b.name} is ₹ [\\d,]+\\.00 and the balance is ₹ [\\d,.]+`),
    );
    expect(await refusal(sell(b2b.code, []))).toBe('Check the marked fields and save again.');
    expect((await requirements()).seq).toMatch(/-00001$/);
  });

  it('taxes an inter-state invoice IGST and one within the state CGST and SGST, refusing the other beside the line', async () => {
    const { b2b, lot } = await setting();
    const problems = (promise: Promise<unknown>) =>
      promise.then(
        () => ({}),
        (error: { fieldErrors?: Record<string, string> }) => error.fieldErrors ?? {},
      );
    expect(await problems(sell(b2b.code, [line(lot, 1)], { saleType: 'B2BI' }))).toEqual({
      'lines.0.taxCode': expect.stringMatching(
        /^A B2B inter-state invoice \(IGST\) is taxed IGST: choose an IGST rate/,
      ),
    });
    expect(await problems(sell(b2b.code, [line(lot, 1, { taxCode: 'IGST-18' })]))).toEqual({
      'lines.0.taxCode': expect.stringMatching(/^A B2B tax invoice is within the state: choose a CGST and SGST rate/),
    });
    const saved = await sell(b2b.code, [line(lot, 1, { taxCode: 'IGST-18' })], { saleType: 'B2BI' });
    expect((await getSale(saved.recordId)).taxes.map((tax) => [tax.taxcode, tax.taxper, tax.taxvalue])).toEqual([
      ['IGST', 18, 18],
    ]);
    expect(await balanced()).toBe(true);
  });

  it('sells in the shares edition (1011) too, from its own stores and customers', async () => {
    await signInAs(1011, 'admin');
    const needs = await requirements();
    const customer = needs.customers.find((row) => row.gstin)!;
    const lot = needs.lots.find((row) => row.available >= 1)!;
    const saved = await dataProvider.write(SALE_ENDPOINTS.save, {
      header: {
        saleType: 'B2B',
        partyId: customer.code,
        agent: '',
        employee: needs.employees[0]!.code,
        remarks: '',
        advance: 0,
      },
      lines: [
        {
          store: lot.store,
          itemId: lot.itemid,
          gin: lot.gin,
          qty: 1,
          rat: 10,
          discPer: 0,
          taxCode: 'GST12',
          refSoid: null,
          refSoLine: null,
        },
      ],
      traCheck: 1,
    });
    expect((await getSale(saved.recordId)).header).toMatchObject({
      totalAmt: 11.2,
      employee: needs.employees[0]!.code,
      agent: customer.agent,
    });
  });
});
