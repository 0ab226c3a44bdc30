import { fromMilli } from '../../../lib/quantity/quantity';
import { pendingMilli } from '../../../modules/crm/domain/order-rules';
import type {
  OrderAnswer,
  OrderHeader,
  OrderRequirements,
  PendingOrderRow,
} from '../../../modules/crm/domain/order-types';
import { serverToday } from '../../core/server-dates';
import { saleCustomers, saleEmployees, saleItems, saleTaxes, saleTypes } from '../../core/sales/sale-masters';
import { quotationSummaries } from '../quotation-seam';
import { nextOrderNumber } from '../../../modules/crm/domain/order-rules';
import { batchOfLines, invoicedMilli, storedOrder, storedOrders } from '../../core/sales/order-store';

const TERMS = [
  'Delivery within 14 days of the order.',
  'Payment 30 days from the invoice.',
  'Prices include packing; freight extra at actuals.',
];

/** The quotations an order may be made from: approved (Pos 2|3) and today not after their validity. */
export async function orderableQuotations(companyCode: number, today = serverToday()) {
  return (await quotationSummaries(companyCode))
    .filter(({ header }) => (header.pos === 2 || header.pos === 3) && (!header.validity || header.validity >= today))
    .map(({ header, lines, terms }) => ({
      recordId: header.recordId,
      seq: header.seq,
      dat: header.dat,
      validity: header.validity,
      partyId: header.partyId,
      partyName: header.partyName,
      refEmployee: header.refEmployee,
      lines,
      terms,
    }));
}

/**
 * `GetSaleOrderRequirements`: the parties (pos.customers), items with their list rate, the sale taxes, terms, sale
 * types, employees and quotations.
 */
export async function orderRequirements(companyCode: number): Promise<OrderRequirements> {
  const dat = serverToday();
  const [orders, customers, items, taxes, types, employees, quotations] = await Promise.all([
    storedOrders(companyCode),
    saleCustomers(companyCode),
    saleItems(companyCode),
    saleTaxes(companyCode),
    saleTypes(companyCode),
    saleEmployees(companyCode),
    orderableQuotations(companyCode, dat),
  ]);
  return {
    pono: nextOrderNumber(
      dat,
      orders.map((order) => order.header.seq),
    ),
    dat,
    customers: customers.map((row) => ({
      code: row.code,
      name: row.name,
      addr: row.addr,
      city: row.city,
      mobile: row.mobile,
    })),
    materials: items,
    taxes: taxes.map((tax) => ({ code: tax.code, name: tax.name, percent: tax.percent })),
    terms: TERMS.map((term, index) => ({ sno: index + 1, term })),
    purtypes: types.map((type) => ({ code: type.code, name: type.name })),
    employees,
    quotations,
  };
}

/** `GetSaleOrders` (the period's, newest first) or `GetSaleOrdersForApprovals` (Pos 1). */
export async function orderRows(
  companyCode: number,
  from: string,
  to: string,
  pendingOnly: boolean,
): Promise<OrderHeader[]> {
  return (await storedOrders(companyCode))
    .filter(({ header }) => (pendingOnly ? header.pos === 1 : header.dat >= from && header.dat <= to))
    .sort((a, b) => b.header.dat.localeCompare(a.header.dat) || b.header.seq.localeCompare(a.header.seq))
    .map(({ header }) => header);
}

/** `GetSaleOrder`, with what each line has been invoiced and whether a batch makes it (ours). */
export async function orderAnswer(companyCode: number, recordId: number): Promise<OrderAnswer | null> {
  const order = await storedOrder(companyCode, recordId);
  if (!order) return null;
  const [invoiced, batches] = await Promise.all([invoicedMilli(companyCode), batchOfLines(companyCode, false)]);
  const usage = order.lines.map((line) => {
    const key = `${recordId}|${line.sno}`;
    return { sno: line.sno, invoiced: fromMilli(invoiced.get(key) ?? 0), inBatch: batches.has(key) };
  });
  return { ...order, usage, result: 'OK' };
}

/** `GetPendingOrderLines`: every line of the approved, open orders of the period with ordered − invoiced > 0. */
export async function pendingOrderRows(companyCode: number, from: string, to: string): Promise<PendingOrderRow[]> {
  const [orders, invoiced, batches] = await Promise.all([
    storedOrders(companyCode),
    invoicedMilli(companyCode),
    batchOfLines(companyCode, true),
  ]);
  return orders
    .filter(
      ({ header }) =>
        (header.pos === 2 || header.pos === 3) && header.closed !== true && header.dat >= from && header.dat <= to,
    )
    .flatMap(({ header, lines }) =>
      lines.flatMap((line) => {
        const key = `${header.recordId}|${line.sno}`;
        const sent = invoiced.get(key) ?? 0;
        const pending = pendingMilli(line.qty, sent);
        if (pending <= 0) return [];
        return [
          {
            soid: header.recordId,
            seq: header.seq,
            dat: header.dat,
            partyName: header.partyName,
            sno: line.sno,
            itemId: line.itemId,
            itemName: line.itemName,
            um: line.um,
            ordered: line.qty,
            invoiced: fromMilli(sent),
            pending: fromMilli(pending),
            inBatch: batches.get(key) ?? '',
          },
        ];
      }),
    );
}
