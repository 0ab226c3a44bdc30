import { dataProvider } from '../../src/lib/api/data-provider';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS as ROUTES } from '../../src/kits/billing/domain/pos-endpoints';
import { readRecord, writeRecord } from '../../src/mocks/core/record-store';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import { COMPANY, NAAN, SHORBA, SODA, TIKKA, bill, failure, kot, line, post, running } from './support/pos-orders';

setupDemoServer();

describe('restaurant orders on the demo backend', () => {
  it('prices a bill to the paisa with service charge and round-off, makes it once per billId, and waits for a KOT that has not arrived', async () => {
    await signInAs(COMPANY, 'staff');
    await kot('FAM', [
      line('K1', 'F2', TIKKA, 1, 280.95),
      line('K1', 'F2', NAAN, 1, 71.43),
      line('K1', 'F2', SHORBA, 1, 138.1),
    ]);

    const waiting = await failure(bill({ tableno: 'F2', restacode: 'FAM', billId: 'B1', kotIds: ['K1', 'K2'] }));
    expect(waiting).toBe('409 Waiting for KOT K2 to arrive');

    const made = await bill({ tableno: 'F2', restacode: 'FAM', billId: 'B1', kotIds: ['K1'] });
    // The list's 295 + 75 + 145 include tax: 280.95 + 71.43 + 138.10 = 490.48; service charge 5% = 24.52; CGST and SGST
    // 2.5% each on 515.00 = 12.88 each; 540.76 rounds to 541 (+0.24).
    expect(made.bills).toHaveLength(1);
    const [first] = made.bills!;
    expect(first).toMatchObject({
      billNo: 1,
      seq: expect.stringMatching(/^FH\d{2}-000001$/) as string,
      status: 'UNSETTLED',
      kind: 'NORMAL',
      subTotal: 490.48,
      serviceChargePercent: 5,
      serviceCharge: 24.52,
      taxes: [
        { component: 'CGST', percent: 2.5, taxable: 515, amount: 12.88 },
        { component: 'SGST', percent: 2.5, taxable: 515, amount: 12.88 },
      ],
      taxTotal: 25.76,
      roundOff: 0.24,
      total: 541,
      value: 541,
      printCount: 1,
      kotIds: ['K1'],
    });
    expect(await running('FAM', 'F2')).toMatchObject({ state: 'BILLED', billNo: 1, amount: 541 });

    // The same billId again (a retry whose key was lost): the same bill, no second one.
    expect(
      (await bill({ tableno: 'F2', restacode: 'FAM', billId: 'B1', kotIds: ['K1'] }, 'another-key')).bills,
    ).toEqual(made.bills);
    expect((await billsOf(COMPANY)).size).toBe(1);
    // A billed table takes no KOT and no second bill.
    expect((await kot('FAM', [line('K3', 'F2', SODA, 1, 85)])).result).toBe(
      'Table F2 is billed; reopen it to add items',
    );
    expect((await bill({ tableno: 'F2', restacode: 'FAM', billId: 'B2', kotIds: [] })).result).toMatch(
      /^Table F2 is already billed \(bill FH\d{2}-000001\)\.$/,
    );

    // Reprint counts the copy.
    expect((await post<{ result: string; bill: Bill }>(ROUTES.reprint, { recordId: 1 }, 'R1')).bill.printCount).toBe(2);
  });

  it('keeps discounts within the cashier’s limit, bills NC at nothing with its value, and splits by items into bills that add up', async () => {
    await signInAs(COMPANY, 'staff');
    await kot('DIN', [line('K1', 'T1', TIKKA, 2, 280), line('K1', 'T1', SODA, 2, 80)]);
    const over = await bill({
      tableno: 'T1',
      restacode: 'DIN',
      billId: 'B1',
      kotIds: ['K1'],
      discount: { kind: 'PERCENT', percent: 15 },
      discountReason: 'Regular',
    });
    expect(over.result).toBe(
      'A discount of 15% is above your limit of 10%; it needs a manager with the approve right.',
    );
    expect(
      (
        await bill({
          tableno: 'T1',
          restacode: 'DIN',
          billId: 'B1',
          kotIds: ['K1'],
          discount: { kind: 'AMOUNT', amount: 50 },
        })
      ).result,
    ).toBe('Give the reason for the discount.');
    const within = await bill({
      tableno: 'T1',
      restacode: 'DIN',
      billId: 'B1',
      kotIds: ['K1'],
      discount: { kind: 'AMOUNT', amount: 72 },
      discountReason: 'Regular guest',
    });
    // 720 less 72 = 648; 5% GST = 16.20 + 16.20; 680.40 → 680.
    expect(within.bills![0]).toMatchObject({
      subTotal: 720,
      discount: 72,
      discountPercent: 10,
      discountReason: 'Regular guest',
      taxTotal: 32.4,
      total: 680,
      roundOff: -0.4,
    });

    await kot('DIN', [line('K2', 'T2', TIKKA, 1, 280)]);
    expect(
      (await bill({ tableno: 'T2', restacode: 'DIN', billId: 'B2', kotIds: ['K2'], ncDepartment: 'NOPE' })).result,
    ).toBe('NC department NOPE is not known.');
    const nc = await bill({ tableno: 'T2', restacode: 'DIN', billId: 'B2', kotIds: ['K2'], ncDepartment: 'MGMT' });
    expect(nc.bills![0]).toMatchObject({
      kind: 'NC',
      ncDepartment: 'MGMT',
      total: 0,
      value: 294,
      seq: expect.stringMatching(/^DN\d{2}-000002$/) as string,
    });

    const lines = [line('K3', 'T4', TIKKA, 2, 280), line('K3', 'T4', NAAN, 4, 70), line('K3', 'T4', SODA, 1, 80)];
    await kot('DIN', lines);
    const [tikka, naan, soda] = lines.map((row) => row.lineId);
    const bad = await bill({
      tableno: 'T4',
      restacode: 'DIN',
      billId: 'B3',
      kotIds: ['K3'],
      parts: [
        [
          { lineId: tikka, qty: 1 },
          { lineId: naan, qty: 2 },
        ],
        [
          { lineId: tikka, qty: 1 },
          { lineId: soda, qty: 1 },
        ],
      ],
    });
    expect(bad.result).toBe('Butter naan: 2 of 4 shared out; share all of it.');
    const split = await bill({
      tableno: 'T4',
      restacode: 'DIN',
      billId: 'B3',
      kotIds: ['K3'],
      parts: [
        [
          { lineId: tikka, qty: 1 },
          { lineId: naan, qty: 2 },
        ],
        [
          { lineId: tikka, qty: 1 },
          { lineId: naan, qty: 2 },
          { lineId: soda, qty: 1 },
        ],
      ],
    });
    const [one, two] = split.bills!;
    // 280 + 140 = 420 + 21.00 tax = 441; 280 + 140 + 80 = 500 + 25.00 tax = 525: the whole table's 920 + 46 = 966.
    expect([one!.total, two!.total, one!.billNo + 1 === two!.billNo, one!.billId === two!.billId]).toEqual([
      441,
      525,
      true,
      true,
    ]);
    expect(await running('DIN', 'T4')).toMatchObject({ state: 'BILLED', billNo: one!.billNo, amount: 966 });
    expect([one!.part, two!.part]).toEqual([0, 1]);

    // A part settled before its number reached the cashier (made offline): found by its billId and part.
    const settled = await post<{ result: string; bill: Bill }>(
      ROUTES.settle,
      { billno: 0, billId: 'B3', part: 1, settlemode: 'CASH', settleId: 'S3-2', tenders: [] },
      'S3-2',
    );
    expect(settled.bill).toMatchObject({
      billNo: two!.billNo,
      status: 'SETTLED',
      tenders: [{ mode: 'CASH', amount: 525 }],
    });
  });

  it('settles each bill in cash as it is made at an auto-settle outlet, and closes the table', async () => {
    await signInAs(COMPANY, 'staff');
    await dataProvider.read<BillingRequirements>(ROUTES.requirements);
    await writeRecord('pos.outlets', COMPANY, 'DIN', {
      ...(await readRecord<object>('pos.outlets', COMPANY, 'DIN')),
      autoSettle: true,
    });
    await kot('DIN', [line('A1', 'T5', TIKKA, 2, 280)]);
    const made = await bill({ tableno: 'T5', restacode: 'DIN', billId: 'AUTO-1', kotIds: ['A1'] });
    expect(made.bills).toMatchObject([{ status: 'SETTLED', total: 588, tenders: [{ mode: 'CASH', amount: 588 }] }]);
    expect(await running('DIN', 'T5')).toBeUndefined();
    // Sent again, the same settled bill: nothing is billed or settled twice.
    expect((await bill({ tableno: 'T5', restacode: 'DIN', billId: 'AUTO-1', kotIds: ['A1'] }, 'again')).bills).toEqual(
      made.bills,
    );
  });
});
