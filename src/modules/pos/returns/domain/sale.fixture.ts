import { fromPaise, toPaise } from '../../../../lib/money/money';
import { fromMilli, toMilli } from '../../../../lib/quantity/quantity';
import type { Bill, DiscountInput } from '../../../../kits/billing/domain/bill-types';
import type { OrderLine } from '../../../../kits/billing/domain/order-types';
import type { PosOutlet, TaxRate } from '../../../../kits/billing/domain/master-types';
import { pricedBill } from '../../../../kits/billing/domain/priced-bill';
import { figuresOf, type ReturnFigures } from './refund-rules';
import type { LineFigures, SaleForReturn } from './returns-types';
import { saleLines } from './sale-lines';

/** The tax master of the tests: GST 5% and 18% as CGST + SGST halves. */
export const gst = (code: string, percent: number): TaxRate => ({
  code,
  name: code,
  percent,
  components: [
    { component: 'CGST', percent: percent / 2 },
    { component: 'SGST', percent: percent / 2 },
  ],
});
export const MASTER: TaxRate[] = [gst('GST5', 5), gst('GST18', 18)];

const OUTLET: PosOutlet = {
  code: 'DIN',
  name: 'Dining',
  outletType: 'RES',
  autoSettle: false,
  serviceCharge: 5,
  billPrefix: 'DN',
  billingGroup: 'DN',
};
const ITEMS = new Map([
  ['DAL', { group: 'FOOD', tax: 'GST5' }],
  ['NAAN', { group: 'FOOD', tax: 'GST5' }],
  ['WINE', { group: 'BAR', tax: 'GST18' }],
]);

/**
 * A settled bill of these lines [item, qty, rate], priced as the restaurant prices it (discount, 5% service charge,
 * round-off).
 */
export function testBill(
  lines: Array<[string, number, number]>,
  discount?: DiscountInput,
  master: readonly TaxRate[] = MASTER,
): Bill {
  const order: OrderLine[] = lines.map(([itemId, qty, rate], index) => ({
    lineId: `L${index + 1}`,
    itemId,
    itemName: itemId,
    kotGroup: '',
    qty,
    rate,
    notes: '',
  }));
  const priced = pricedBill(
    order,
    { outlet: OUTLET, date: '2026-11-20', items: ITEMS, taxes: master, assignments: [] },
    discount,
  );
  return {
    ...priced,
    billNo: 1,
    seq: 'DN26-000001',
    billId: 'b1',
    outlet: 'DIN',
    tableNo: 'T1',
    waiter: '',
    covers: 2,
    dat: '2026-11-20',
    time: '',
    user: 'ADMIN',
    kind: 'NORMAL',
    status: 'SETTLED',
    ncDepartment: '',
    voidReason: '',
    discountReason: '',
    kotIds: [],
    tenders: [{ mode: 'CASH', amount: priced.total }],
    settledAt: '',
    settleId: 's1',
    printCount: 1,
  };
}

const nothing = (figures: LineFigures): LineFigures => ({
  qty: 0,
  amount: 0,
  discount: 0,
  serviceCharge: 0,
  taxes: figures.taxes.map((tax) => ({ ...tax, amount: 0 })),
});

/**
 * The bill as GetSale answers it before any return, its shares found with `master` (the master as it is at the return).
 */
export function saleOf(bill: Bill, master: readonly TaxRate[] = MASTER): SaleForReturn {
  return {
    header: {
      billNo: bill.billNo,
      seq: bill.seq,
      dat: bill.dat,
      outlet: bill.outlet,
      tableNo: bill.tableNo,
      customer: '',
      customerName: '',
      settledBy: 'Cash',
      total: bill.total,
      returned: 0,
      roundOff: bill.roundOff,
      returnedTotal: 0,
    },
    lines: saleLines(bill, master, (_, sold) => nothing(sold)),
    taxes: bill.taxes,
    returns: [],
    result: 'OK',
  };
}

/**
 * The sale after a return went through: its refunds added to each line's returned figures and to the bill's refunded
 * total.
 */
export function afterReturn(sale: SaleForReturn, figures: ReturnFigures): SaleForReturn {
  const add = (a: number, b: number) => fromPaise(toPaise(a) + toPaise(b));
  return {
    ...sale,
    header: { ...sale.header, returnedTotal: add(sale.header.returnedTotal, fromPaise(figures.total)) },
    lines: sale.lines.map((line) => {
      const refund = figures.lines.find((row) => row.line.lineId === line.lineId);
      if (!refund) return line;
      const back = figuresOf(refund.refund);
      const returned: LineFigures = {
        qty: fromMilli(toMilli(line.returned.qty) + toMilli(back.qty)),
        amount: add(line.returned.amount, back.amount),
        discount: add(line.returned.discount, back.discount),
        serviceCharge: add(line.returned.serviceCharge, back.serviceCharge),
        taxes: line.returned.taxes.map((tax) => ({
          ...tax,
          amount: add(
            tax.amount,
            back.taxes.find((part) => part.component === tax.component && part.percent === tax.percent)?.amount ?? 0,
          ),
        })),
      };
      return { ...line, returned };
    }),
  };
}
