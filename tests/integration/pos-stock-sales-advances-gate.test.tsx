import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { SALE_ADVANCE_ENDPOINTS, type SaleAdvance } from '../../src/modules/pos/stock-sales/domain/sale-advance-types';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { PendingDispatch } from '../../src/modules/pos/stock-sales/domain/stock-sale-types';
import { ADVANCE_ENDPOINTS, type TotAdvance } from '../../src/modules/procurement/advances/advance-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { saleOf } from '../../src/mocks/core/sales/sale-store';
import { setupDemoServer } from './support/demo-server';
import {
  balanced,
  cancel,
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

const receive = (partyId: string, amt: number) =>
  dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, {
    advance: {
      tratype: 'SAL_REC',
      partyId,
      transactionId: 0,
      dat: '',
      amt,
      paymentmode: 'CAS',
      accountId: 'AC001',
      bankdetails: '',
      remarks: '',
    },
    tracheck: 1,
  });
/** The financial year (1 April to 31 March) a yyyy-MM-dd date falls in, as the advance lists are asked for it. */
const yearOf = (date: string) => {
  const start = Number(date.slice(0, 4)) - (date.slice(5) < '04-01' ? 1 : 0);
  return { frmDate: `01-Apr-${start}`, toDate: `31-Mar-${start + 1}` };
};

describe('stock sales in the demo backend (SaleDespatches)', () => {
  it('adjusts a customer’s advance: pending = total − advance, the balance = invoices − advances adjusted; cancel gives it all back', async () => {
    const { b2b, lot } = await setting();
    const owedBefore = await owed(b2b.code);
    const advance = (await receive(b2b.code, 100)).advance as SaleAdvance;
    expect(advance).toMatchObject({
      seq: expect.stringMatching(/^ADRE\d{4}_000001$/),
      tratype: 'SAL_REC',
      partyId: b2b.code,
      detail1: 'On account',
    });
    expect(await owed(b2b.code)).toBe(owedBefore);
    expect((await requirements()).advances).toEqual([
      expect.objectContaining({ recordId: advance.recordId, left: 100 }),
    ]);
    expect(await refusal(sell(b2b.code, [line(lot, 1, { taxCode: '' })], { advance: 150 }))).toBe(
      'Only ₹ 100.00 of this customer’s advances is unadjusted; ₹ 150.00 was asked for.',
    );

    const saved = await sell(b2b.code, [line(lot, 2, { taxCode: '' })], { advance: 60 });
    const sale = await getSale(saved.recordId);
    expect(sale.header).toMatchObject({ totalAmt: 200, advance: 60, pending: 140 });
    expect(sale.advances).toEqual([{ recordId: advance.recordId, seq: advance.seq, amt: 60 }]);
    expect((await owed(b2b.code)) - owedBefore).toBe(toPaise(200 - 60));
    expect((await requirements()).advances[0]).toMatchObject({ left: 40 });
    expect(await balanced()).toBe(true);
    expect(
      await refusal(
        dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, { advance: { recordId: advance.recordId }, tracheck: 3 }),
      ),
    ).toBe(`Advance ${advance.seq} has been adjusted on invoice ${saved.seq} (₹ 60.00): cancel the invoice first.`);

    const before = await onHand(lot);
    expect(await refusal(cancel(saved.recordId, ' '))).toBe('Check the marked fields and save again.');
    await cancel(saved.recordId);
    expect((await getSale(saved.recordId)).header).toMatchObject({
      pos: 9,
      passCodeCheck: 0,
      cancelReason: 'Wrong customer',
    });
    expect(await onHand(lot)).toBe(before + 2);
    expect(await owed(b2b.code)).toBe(owedBefore);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === saved.seq)).toBe(false);
    expect((await requirements()).advances[0]).toMatchObject({ left: 100 });
    expect(await balanced()).toBe(true);
    await dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, { advance: { recordId: advance.recordId }, tracheck: 3 });
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === advance.seq)).toBe(false);
    expect(await balanced()).toBe(true);
  });

  it('keeps the suppliers’ advances apart on the shared route', async () => {
    await signInAs(COMPANY, 'admin');
    const needs = await requirements();
    const received = (await receive(needs.customers[0]!.code, 25)).advance as SaleAdvance;
    const paid = (
      await dataProvider.write(ADVANCE_ENDPOINTS.save, {
        advance: {
          transactionId: 1,
          dat: received.dat,
          amt: 50,
          paymentmode: 'CAS',
          accountId: 'AC001',
          remarks: '',
          bankdetails: '',
        },
        tracheck: 1,
      })
    ).advance as TotAdvance;
    expect(paid.recordId).toBe(received.recordId + 1);
    const suppliers = await dataProvider.report<TotAdvance[]>(ADVANCE_ENDPOINTS.list, yearOf(received.dat));
    expect(suppliers.map((row) => row.seq)).toEqual([paid.seq]);
    const customers = await dataProvider.report<SaleAdvance[]>(SALE_ADVANCE_ENDPOINTS.list, {
      ...yearOf(received.dat),
      detail: 'SAL_REC',
    });
    expect(customers.map((row) => [row.seq, row.adjusted])).toEqual([[received.seq, 0]]);
    await dataProvider.action(SALE_ADVANCE_ENDPOINTS.print, String(received.recordId));
    expect(
      (
        await dataProvider.report<SaleAdvance[]>(SALE_ADVANCE_ENDPOINTS.list, {
          ...yearOf(received.dat),
          detail: 'SAL_REC',
        })
      )[0]!.printCount,
    ).toBe(1);
  });

  it('lets the gate clear a dispatch only with its pass code; a cleared invoice cannot be cancelled', async () => {
    const { b2b, lot } = await setting();
    const saved = await sell(b2b.code, [line(lot, 1)]);
    const pending = await dataProvider.list<PendingDispatch>(SALE_ENDPOINTS.pendingDispatches);
    expect(pending).toEqual([expect.objectContaining({ seq: saved.seq, passCodeCheck: 1, items: 1 })]);
    expect(pending[0]).not.toHaveProperty('passCode');
    const first = (await saleOf(COMPANY, Number(saved.recordId)))!.header.passCode;
    await dataProvider.action(SALE_ENDPOINTS.newPassCode, String(saved.recordId));
    const code = (await saleOf(COMPANY, Number(saved.recordId)))!.header.passCode;
    expect(code).not.toBe(first);
    const clear = (typed: string) =>
      dataProvider.write(SALE_ENDPOINTS.clearDispatch, { recordId: saved.recordId, detail: typed });
    expect(await refusal(clear(first))).toBe('The pass code does not match');
    expect(await refusal(clear(code.toLowerCase()))).toBe('saved');
    expect((await getSale(saved.recordId)).header).toMatchObject({ passCodeCheck: -1, clearedBy: 'admin' });
    expect(await dataProvider.list<PendingDispatch>(SALE_ENDPOINTS.pendingDispatches)).toEqual([]);
    expect(await refusal(cancel(saved.recordId))).toMatch(
      new RegExp(`^Invoice ${saved.seq} has left through the gate`),
    );
    expect(await refusal(clear(code))).toBe(`Invoice ${saved.seq} has already been cleared at the gate.`);
  });

  it('prints in the write queue: a print sent beside a cancel neither undoes the cancel nor loses its copy; a cancelled invoice is not printed', async () => {
    const { b2b, lot } = await setting();
    const before = await onHand(lot);
    const saved = await sell(b2b.code, [line(lot, 2)]);
    const print = () => dataProvider.action(SALE_ENDPOINTS.print, String(saved.recordId));
    const [cancelled, printed] = await Promise.all([refusal(cancel(saved.recordId)), refusal(print())]);
    expect(cancelled).toBe('saved');
    const header = (await getSale(saved.recordId)).header;
    expect(header).toMatchObject({ pos: 9, passCodeCheck: 0 });
    // Either the print went first (its copy counted and kept by the cancel) or after (refused).
    expect(printed === 'saved' ? header.printCount : printed).toBe(
      printed === 'saved' ? 1 : `Invoice ${saved.seq} is cancelled.`,
    );
    expect(await refusal(print())).toBe(`Invoice ${saved.seq} is cancelled.`);
    expect(await onHand(lot)).toBe(before);
    expect(await balanced()).toBe(true);
  });

  it('prints an advance in the write queue: a print beside its cancel never brings the advance back to be adjusted', async () => {
    const { b2b } = await setting();
    const received = await receive(b2b.code, 250);
    const print = () => dataProvider.action(SALE_ADVANCE_ENDPOINTS.print, String(received.recordId));
    const cancelAdvance = () =>
      dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, { advance: { recordId: received.recordId }, tracheck: 3 });
    const [cancelled, printed] = await Promise.all([refusal(cancelAdvance()), refusal(print())]);
    expect(cancelled).toBe('saved');
    const listed = (
      await dataProvider.report<SaleAdvance[]>(SALE_ADVANCE_ENDPOINTS.list, {
        ...yearOf((received.advance as SaleAdvance).dat),
        detail: 'SAL_REC',
      })
    )[0]!;
    expect(listed.cancelled).toBe(true);
    expect(printed === 'saved' ? listed.printCount : printed).toBe(
      printed === 'saved' ? 1 : `Advance ${received.seq} is cancelled.`,
    );
    expect((await requirements()).advances.filter((row) => row.partyId === b2b.code)).toEqual([]);
    expect(await balanced()).toBe(true);
  });

  it('checks each write against the screen’s own transaction code on the server', async () => {
    const { b2b, lot } = await setting();
    const saved = await sell(b2b.code, [line(lot, 1)]);
    const received = await receive(b2b.code, 10);
    await signInAs(COMPANY, 'staff');
    const refused = 'You are not authorised for this transaction';
    expect(await refusal(sell(b2b.code, [line(lot, 1)]))).toBe(refused);
    expect(await refusal(cancel(saved.recordId))).toBe(refused);
    expect(
      await refusal(dataProvider.write(SALE_ENDPOINTS.clearDispatch, { recordId: saved.recordId, detail: 'AAAAAA' })),
    ).toBe(refused);
    expect(await refusal(dataProvider.action(SALE_ENDPOINTS.newPassCode, String(saved.recordId)))).toBe(refused);
    expect(await refusal(dataProvider.action(SALE_ENDPOINTS.print, String(saved.recordId)))).toBe(refused);
    expect(await refusal(receive(b2b.code, 10))).toBe(refused);
    expect(
      await refusal(
        dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, { advance: { recordId: received.recordId }, tracheck: 3 }),
      ),
    ).toBe(refused);
    expect(await refusal(dataProvider.action(SALE_ADVANCE_ENDPOINTS.print, String(received.recordId)))).toBe(refused);
    expect((await saleOf(COMPANY, Number(saved.recordId)))!.header).toMatchObject({
      pos: 1,
      passCodeCheck: 1,
      printCount: 0,
    });
  });

  it('answers a gate clearance or a new pass code sent again with its Idempotency-Key as the first, doing nothing twice', async () => {
    const { b2b, lot } = await setting();
    const saved = await sell(b2b.code, [line(lot, 1)]);
    const renew = (key: string) => dataProvider.write(SALE_ENDPOINTS.newPassCode, { recordId: saved.recordId }, key);
    expect(await refusal(renew('renew-1'))).toBe('saved');
    const code = (await saleOf(COMPANY, Number(saved.recordId)))!.header.passCode;
    // A retry after no answer: the code the customer was just given keeps working.
    expect(await refusal(renew('renew-1'))).toBe('saved');
    expect((await saleOf(COMPANY, Number(saved.recordId)))!.header.passCode).toBe(code);
    const clear = (key: string) =>
      dataProvider.write(SALE_ENDPOINTS.clearDispatch, { recordId: saved.recordId, detail: code }, key);
    expect(await refusal(clear('clear-1'))).toBe('saved');
    expect(await refusal(clear('clear-1'))).toBe('saved');
    expect(await refusal(clear('clear-2'))).toBe(`Invoice ${saved.seq} has already been cleared at the gate.`);
  });
});
