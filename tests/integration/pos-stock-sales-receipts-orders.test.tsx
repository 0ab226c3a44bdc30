import { dataProvider } from '../../src/lib/api/data-provider';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleHeader } from '../../src/modules/pos/stock-sales/domain/stock-sale-types';
import { setupDemoServer } from './support/demo-server';
import { cancel, COMPANY, getSale, line, refusal, requirements, sell, setting } from './support/pos-stock-sale-calls';

setupDemoServer();

describe('stock sales in the demo backend (SaleDespatches)', () => {
  it('refuses to cancel an invoice a receipt has settled part of', async () => {
    const { b2b, lot } = await setting();
    const saved = await sell(b2b.code, [line(lot, 1, { taxCode: '' })]);
    const { replaceCustomerRows } = await import('../../src/mocks/core/accounting/party-postings');
    await replaceCustomerRows(COMPANY, 'REC2026-00001', [
      {
        partyId: b2b.code,
        dat: '2026-11-24',
        transactionType: 'REC',
        transactionId: 'REC2026-00001',
        transactionAmt: 40,
        pendingAmount: 0,
        returnAmount: 0,
        creditNote: 0,
        paymentAmount: 40,
        onTraId: String(saved.seq),
        descriptio: 'Payment against receipt REC2026-00001',
        billType: 'SAL',
        settleMode: 'CREDIT',
      },
    ]);
    expect(await refusal(cancel(saved.recordId))).toBe(
      `REC2026-00001 settled ₹ 40.00 of invoice ${saved.seq}: cancel that first.`,
    );
  });

  it('lists and reports what is left to receive of an invoice after a receipt settles part of it', async () => {
    const { b2b, lot } = await setting();
    const saved = await sell(b2b.code, [line(lot, 1, { taxCode: '' })]);
    const { replaceCustomerRows } = await import('../../src/mocks/core/accounting/party-postings');
    await replaceCustomerRows(COMPANY, 'REC2026-00002', [
      {
        partyId: b2b.code,
        dat: '2026-11-24',
        transactionType: 'REC',
        transactionId: 'REC2026-00002',
        transactionAmt: 40,
        pendingAmount: 0,
        returnAmount: 0,
        creditNote: 0,
        paymentAmount: 40,
        onTraId: String(saved.seq),
        descriptio: 'Payment against receipt REC2026-00002',
        billType: 'SAL',
        settleMode: 'CREDIT',
      },
    ]);
    const { dat } = (await getSale(saved.recordId)).header;
    const listed = await dataProvider.report<SaleHeader[]>(SALE_ENDPOINTS.list, { frmDate: dat });
    expect(listed.find((row) => row.seq === saved.seq)).toMatchObject({ totalAmt: 100, pending: 60 });
    const { STOCK_SALES_REPORT_ENDPOINTS } = await import(
      '../../src/modules/pos/stock-sales/reports/stock-sales-reports'
    );
    const report = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(
      STOCK_SALES_REPORT_ENDPOINTS.sales,
      { frmDate: dat, toDate: dat },
    );
    expect(report.rows.find((row) => row.seq === saved.seq)).toMatchObject({ total: 100, pending: 60 });
    const customers = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(
      STOCK_SALES_REPORT_ENDPOINTS.customerWise,
      { frmDate: dat, toDate: dat },
    );
    expect(customers.rows.find((row) => row.customer === b2b.name)).toMatchObject({ total: 100, pending: 60 });
  });

  it('invoices against a pending sale-order line when CRM sale orders exist: never more than is pending', async () => {
    const { b2b, lot } = await setting();
    const { writeRecord } = await import('../../src/mocks/core/record-store');
    const { CRM_SALE_ORDERS } = await import('../../src/mocks/core/sales/sale-orders');
    await writeRecord(CRM_SALE_ORDERS, COMPANY, '7', {
      header: {
        recordId: 7,
        seq: 'SO26-11/0007',
        dat: '2026-11-20',
        partyId: b2b.code,
        partyName: b2b.name,
        pos: 2,
        totalAmt: 500,
      },
      lines: [{ sno: 1, itemId: lot.itemid, itemName: 'Ordered item', qty: 4, um: 'NOS', rat: 125, discPer: 2 }],
    });
    const pending = (await requirements()).materials;
    expect(pending).toEqual([
      expect.objectContaining({
        soid: 7,
        sno: 1,
        sono: 'SO26-11/0007',
        partyid: b2b.code,
        pending: 4,
        dispatched: 0,
        rat: 125,
        discper: 2,
      }),
    ]);
    expect((await requirements()).ordersNote).toBe('');
    const against = (qty: number) => line(lot, qty, { refSoid: 7, refSoLine: 1, rat: 125, discPer: 2 });
    expect(await refusal(sell(b2b.code, [against(5)]))).toBe(
      'Only 4 NOS of Ordered item is pending on sale order SO26-11/0007; 5 was asked for.',
    );
    const saved = await sell(b2b.code, [against(3)]);
    expect((await getSale(saved.recordId)).header.refSoid).toBe(7);
    expect((await requirements()).materials[0]).toMatchObject({ dispatched: 3, pending: 1 });
    await cancel(saved.recordId);
    expect((await requirements()).materials[0]).toMatchObject({ dispatched: 0, pending: 4 });
  });
});
