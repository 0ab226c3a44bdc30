import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { TRANSFER_KINDS } from '../../src/modules/inventory/transfers/transfer-kinds';
import { STOCK_ENDPOINTS } from '../../src/modules/inventory/stock-transactions/tra-types';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import type { SalaryMonth } from '../../src/modules/hrd/domain/payroll-types';
import { workedLine } from '../../src/modules/hrd/domain/payment-test-lines';
import { ADVANCE_ENDPOINTS } from '../../src/modules/procurement/advances/advance-types';
import { CREDIT_NOTE_ENDPOINTS } from '../../src/modules/procurement/credit-notes/credit-note-endpoints';
import { PAYMENT_ENDPOINTS } from '../../src/modules/procurement/payments/payment-types';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptBody, ReceiptHeader, ReceiptHeaderInput, ReceiptInput } from '../../src/kits/inward/receipt-types';
import { RETURN_ENDPOINTS } from '../../src/modules/procurement/returns/return-endpoints';
import type { ReturnSource } from '../../src/modules/procurement/returns/return-types';
import { STU_ROUTES } from '../../src/modules/students/domain/stu-routes';
import { serverToday } from '../../src/mocks/core/server-dates';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { writeRecord, writeRecords } from '../../src/mocks/core/record-store';
import { employeesOf } from '../../src/mocks/core/people/hrd-masters';
import { HRD_STORE, salaryLineId } from '../../src/mocks/hrd/hrd-store';
import { setupDemoServer } from './support/demo-server';
import { refusalOf } from './support/master-crud';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

// Every document that posts to the books refuses a date outside the company's open financial years, beside its date
// field (the key its form registers), on create and on modify; the school register refuses a day before this
// academic year. Bodies are those of each document's own integration test, only the date changed.
setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const today = serverToday();
const LONG_AGO = '1900-01-01';
const LATER = '2030-01-01';
const BEGIN = /^The books begin on \d{2}-[A-Z][a-z]{2}-\d{4}: give a date from then on\.$/;
const END = /^This financial year ends on 31-Mar-\d{4}: give a date up to then\.$/;

/** Nothing was posted under the date: no ledger entry of the company on it. */
const postedOn = async (companyCode: number, date: string) =>
  (await ledgerEntries(companyCode)).filter((entry) => entry.date === date).length;

// 1002 trades retail goods: supplier SUP-002, item ITM-0001 in the central warehouse WH, order 1 approved.
const TRADER = 1002;
const SUPPLIER = 'SUP-002';
const TAXES = [
  { sno: 1, taxcode: 'GST18-C', taxper: 0, taxvalue: 0 },
  { sno: 2, taxcode: 'GST18-S', taxper: 0, taxvalue: 0 },
];
const receiptHeader = (dat: string): ReceiptHeaderInput => ({
  recordId: null,
  seq: '',
  dat,
  purchaseType: 'LOCAL',
  invoiceno: 'INV-77',
  invoicedat: '',
  transporter: '',
  vendorid: SUPPLIER,
  vendorname: '',
  refPoid: null,
  qcCheck: 0,
  baseamt: 0,
  discount: 0,
  taxes: 0,
  others: 0,
  totalAmt: 0,
  pos: 0,
});
const receiptLine = {
  sno: 0,
  store: 'WH',
  itemId: 'ITM-0001',
  itemName: '',
  batchno: 'B7',
  manudate: '',
  expdate: '',
  qty: 5,
  um: 'BOX',
  rat: 100,
  mrp: 2,
  gin: '',
};
const saveReceipt = (body: Omit<ReceiptInput, 'taxes'> & { taxes?: ReceiptBody['taxes'] }, traCheck: 1 | 2) =>
  dataProvider.write(RECEIPT_ENDPOINTS.save, { taxes: TAXES, ...body, traCheck });

/** A direct goods receipt dated today: its record id. */
const receive = async () =>
  Number((await saveReceipt({ header: receiptHeader(today), lines: [receiptLine] }, 1)).recordId);

describe('procurement documents refuse a date outside the open financial years beside the date (dat)', () => {
  it('goods receipt: created before the books begin, or modified to a date after the year ends', async () => {
    await signInAs(TRADER, 'admin');
    const early = await refusalOf(saveReceipt({ header: receiptHeader(LONG_AGO), lines: [receiptLine] }, 1));
    expect(early.status).toBe(400);
    expect(early.fieldErrors?.dat).toMatch(BEGIN);
    expect(await postedOn(TRADER, LONG_AGO)).toBe(0);

    const recordId = await receive();
    const stored = (await dataProvider.get<{ header: ReceiptHeader; linedetails: ReceiptBody['lines'] }>(
      RECEIPT_ENDPOINTS.get,
      String(recordId),
    ))!;
    // What the server answers of a receipt but does not read back: the header as the form sends it.
    const answerOnly = new Set(['advance', 'payable', 'printCount']);
    const header = Object.fromEntries(
      Object.entries(stored.header).filter(([field]) => !answerOnly.has(field)),
    ) as ReceiptHeaderInput;
    const later = await refusalOf(saveReceipt({ header: { ...header, dat: LATER }, lines: stored.linedetails }, 2));
    expect(later.fieldErrors?.dat).toMatch(END);
    expect(
      (await dataProvider.get<{ header: ReceiptHeader }>(RECEIPT_ENDPOINTS.get, String(recordId)))!.header.dat,
    ).toBe(today);
  });

  it('supplier payment and advance on an order', async () => {
    await signInAs(TRADER, 'admin');
    const pay = (dat: string) =>
      dataProvider.write(PAYMENT_ENDPOINTS.save, {
        header: { dat, vendorid: SUPPLIER, amt: 100, paymentmode: 'BAN', accountId: 'AC002', remarks: '' },
        lines: [],
      });
    expect((await refusalOf(pay(LONG_AGO))).fieldErrors?.dat).toMatch(BEGIN);
    expect((await refusalOf(pay(LATER))).fieldErrors?.dat).toMatch(END);

    const advance = (dat: string) =>
      dataProvider.write(ADVANCE_ENDPOINTS.save, {
        advance: {
          transactionId: 1,
          dat,
          amt: 50,
          paymentmode: 'CAS',
          accountId: 'AC001',
          remarks: 'Advance',
          bankdetails: '',
        },
        tracheck: 1,
      });
    expect((await refusalOf(advance(LONG_AGO))).fieldErrors?.dat).toMatch(BEGIN);
    expect((await refusalOf(advance(LATER))).fieldErrors?.dat).toMatch(END);
    expect(await postedOn(TRADER, LONG_AGO)).toBe(0);
  });

  it('purchase return and credit note: a date after the year ends (before their receipt is refused as such already)', async () => {
    await signInAs(TRADER, 'admin');
    const recordId = await receive();
    const lot = (await dataProvider.get<ReturnSource>(RETURN_ENDPOINTS.receipt, String(recordId)))!.lines[0]!;
    const goBack = (dat: string) =>
      dataProvider.write(RETURN_ENDPOINTS.save, {
        header: { dat, refMir: recordId, vendorid: SUPPLIER, baseamt: 0, taxes: 0, totalAmt: 0 },
        lines: [
          { itemId: 'ITM-0001', batchno: 'B7', manudate: '', expdate: '', qty: 1, mrp: 2, rat: 100, branchId: lot.gin },
        ],
        taxes: [],
        traCheck: 1,
      });
    expect((await refusalOf(goBack(LATER))).fieldErrors?.dat).toMatch(END);
    expect((await refusalOf(goBack(LONG_AGO))).fieldErrors?.dat).toMatch(
      /^The return cannot be dated before its goods receipt/,
    );

    const note = (dat: string) =>
      dataProvider.write(CREDIT_NOTE_ENDPOINTS.save, {
        note: {
          dat,
          transactionId: recordId,
          transactionType: 'PCR',
          amt: 10,
          descriptio: 'Rate difference',
        },
      });
    expect((await refusalOf(note('01-Jan-2030'))).fieldErrors?.dat).toMatch(END);
    expect(await postedOn(TRADER, LATER)).toBe(0);
  });
});

describe('stock documents refuse it beside the header date (header.dat)', () => {
  it('a material issue (1002) and a store transfer (1010)', async () => {
    await signInAs(TRADER, 'admin');
    const issue = (dat: string) =>
      dataProvider.write(STOCK_ENDPOINTS.save, {
        header: { traType: 'Issues', dat, descriptio: '', department: 'WH' },
        lines: [{ sno: 1, itemId: 'ITM-0001', qtyin: 0, qtyout: 1, store: 'WH' }],
      });
    const early = await refusalOf(issue(LONG_AGO));
    expect(early.status).toBe(400);
    expect(early.fieldErrors?.['header.dat']).toMatch(BEGIN);
    expect((await refusalOf(issue(LATER))).fieldErrors?.['header.dat']).toMatch(END);

    await signInAs(1010, 'admin');
    const transfer = (dat: string) =>
      dataProvider.write(TRANSFER_KINDS.store.endpoints.save, {
        header: { dat, descriptio: '', fromStore: 'DRY', toStore: 'KIT' },
        lines: [{ sno: 1, itemId: 'ITM-0016', qty: 1 }],
        traCheck: 1,
      });
    expect((await refusalOf(transfer(LONG_AGO))).fieldErrors?.['header.dat']).toMatch(BEGIN);
    expect(await postedOn(1010, LONG_AGO)).toBe(0);
  });
});

describe('payroll (1002)', () => {
  it('refuses a salary payment dated before the books begin beside its date (dat), and the run of such a month beside the month (frmDate)', async () => {
    await signInAs(TRADER, 'staff');
    // A locked statement of January 1900, written straight into the store as an old run would have left it.
    const month = '1900-01';
    const employee = (await employeesOf(TRADER))[0]!;
    await writeRecords(HRD_STORE.salaryLines, TRADER, [
      {
        id: salaryLineId(month, employee.recordId),
        data: workedLine(month, employee.recordId, 'B', { empCode: employee.empno, empname: employee.empname }),
      },
    ]);
    const locked: SalaryMonth = {
      month,
      locked: true,
      lockedBy: 'ADMIN',
      lockedOn: today,
      lastRunOn: today,
      problems: [],
    };
    await writeRecord(HRD_STORE.salaryMonths, TRADER, month, locked);
    const paid = await refusalOf(
      dataProvider.write(HRD_ROUTES.setSalaryPayment, {
        payment: { month: '01-Jan-1900', dat: '1900-01-31', mode: 'CASH', account: 'AC001', empnos: [] },
        traCheck: 1,
      }),
    );
    expect(paid.fieldErrors?.dat).toMatch(BEGIN);
    expect(await postedOn(TRADER, '1900-01-31')).toBe(0);

    const run = await refusalOf(
      dataProvider.write(HRD_ROUTES.runSalaryStatement, { frmDate: '01-Feb-1900', detail: '' }),
    );
    expect(run.fieldErrors?.frmDate).toMatch(BEGIN);

    // On the payments screen the refusal stands beside the payment date, which keeps what was typed.
    const { user, unmount } = renderApp(`/applayout-sidebar-large/hrd/hrd-salary-payments?month=${month}`);
    await user.click(
      await screen.findByRole('checkbox', { name: `Pay ${employee.empname} (${employee.empno})` }, { timeout: 8000 }),
    );
    await user.selectOptions(screen.getByLabelText('Pay by'), 'CASH');
    fireEvent.change(screen.getByLabelText('Payment date'), { target: { value: '1900-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Pay selected (1)' }));
    await waitFor(() => expect(screen.getByLabelText('Payment date')).toHaveAccessibleDescription(BEGIN));
    expect(screen.getByLabelText('Payment date')).toHaveValue('1900-01-31');
    unmount();

    // On the statement the run of such a month says why, not "check the marked fields" (the month has no field there).
    renderApp('/applayout-sidebar-large/hrd/hrd-salary-statement?month=1900-02');
    await user.click(await screen.findByRole('button', { name: 'Run February 1900' }, { timeout: 8000 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(BEGIN);
  });
});

describe('the school register (1004)', () => {
  it('refuses a day before this academic year, even to a user with the other-dates right', async () => {
    await signInAs(1004, 'staff');
    const yearStart = `${Number(today.slice(5, 7)) >= 4 ? today.slice(0, 4) : Number(today.slice(0, 4)) - 1}-04-01`;
    const save = dataProvider.write(STU_ROUTES.saveAttendanceRegister, {
      header: { classCode: 'VI-A', dat: LONG_AGO },
      lines: [],
      traCheck: 2,
    });
    await expect(save).rejects.toThrow(
      `01-Jan-1900 is before this academic year, which began on ${formatDate(yearStart)}: give a date from then to today.`,
    );
  });
});
