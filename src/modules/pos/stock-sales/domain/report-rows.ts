import type { ReportRow } from '../../../../engine/report/report';
import { fromPaise, sumPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { Bill } from '../../../../kits/billing/domain/bill-types';
import { isSale } from '../../reports/sales-query';
import type { SaleAdvance } from './sale-advance-types';
import { PASS_CLEARED, SALE_CANCELLED, type SaleHeader } from './stock-sale-types';

/** The period (yyyy-MM-dd, both days in) and optionally one customer ('' = all). */
export interface SalesQuery {
  from: string;
  to: string;
  customer: string;
}

/** Code → name of the masters a report shows by name. */
export interface ReportNames {
  customers: ReadonlyMap<string, { name: string; group: string }>;
  saleTypes: ReadonlyMap<string, string>;
  agents: ReadonlyMap<string, string>;
  employees: ReadonlyMap<string, string>;
}

const within = (query: SalesQuery, dat: string, party: string) =>
  dat >= query.from && dat <= query.to && (query.customer === '' || party === query.customer);
const taxableOf = (header: SaleHeader) => fromPaise(toPaise(header.baseamt) - toPaise(header.discount));
const name = (names: ReadonlyMap<string, string>, code: string) => (code ? (names.get(code) ?? code) : '');

/** The invoices that stand (cancelled ones are left out: they moved nothing) in the period, by number. */
export function standingSales(sales: readonly SaleHeader[], query: SalesQuery): SaleHeader[] {
  return sales
    .filter((header) => header.pos !== SALE_CANCELLED && within(query, header.dat, header.partyId))
    .sort((a, b) => a.seq.localeCompare(b.seq));
}

/** List of stock sales: each invoice with its figures, what is left to receive and where its goods are. */
export function salesListRows(sales: readonly SaleHeader[], query: SalesQuery, names: ReportNames): ReportRow[] {
  return standingSales(sales, query).map((header) => ({
    seq: header.seq,
    dat: header.dat,
    customer: header.partyName,
    saleType: name(names.saleTypes, header.saleType),
    agent: name(names.agents, header.agent),
    taxable: taxableOf(header),
    discount: header.discount,
    taxes: header.taxes,
    total: header.totalAmt,
    advance: header.advance,
    pending: header.pending,
    gate: header.passCodeCheck === PASS_CLEARED ? 'Dispatched' : 'Waiting',
  }));
}

/** Customer-wise sales: one row per customer of the period, by name. */
export function customerWiseRows(sales: readonly SaleHeader[], query: SalesQuery, names: ReportNames): ReportRow[] {
  const byCustomer = new Map<string, SaleHeader[]>();
  for (const header of standingSales(sales, query))
    byCustomer.set(header.partyId, [...(byCustomer.get(header.partyId) ?? []), header]);
  const sum = (rows: SaleHeader[], pick: (header: SaleHeader) => number) =>
    fromPaise(sumPaise(rows.map((header) => toPaise(pick(header)))));
  return [...byCustomer]
    .map(([code, rows]) => ({
      customer: names.customers.get(code)?.name ?? rows[0]!.partyName,
      group: names.customers.get(code)?.group ?? '',
      invoices: rows.length,
      taxable: sum(rows, taxableOf),
      taxes: sum(rows, (header) => header.taxes),
      total: sum(rows, (header) => header.totalAmt),
      advance: sum(rows, (header) => header.advance),
      pending: sum(rows, (header) => header.pending),
    }))
    .sort((a, b) => a.customer.localeCompare(b.customer));
}

/** Agent-wise sales: each invoice under the agent credited with it (and its sales person), grouped by agent. */
export function agentWiseRows(sales: readonly SaleHeader[], query: SalesQuery, names: ReportNames): ReportRow[] {
  return standingSales(sales, query)
    .map((header) => ({
      agent: name(names.agents, header.agent) || '(no agent)',
      seq: header.seq,
      dat: header.dat,
      customer: header.partyName,
      employee: name(names.employees, header.employee),
      taxable: taxableOf(header),
      total: header.totalAmt,
    }))
    .sort((a, b) => a.agent.localeCompare(b.agent) || a.seq.localeCompare(b.seq));
}

/**
 * List of sale advances: each advance received in the period (not cancelled), what invoices adjusted of it and what is
 * left.
 */
export function advanceRows(advances: readonly SaleAdvance[], query: SalesQuery): ReportRow[] {
  return advances
    .filter((advance) => !advance.cancelled && within(query, advance.dat, advance.partyId))
    .sort((a, b) => a.seq.localeCompare(b.seq))
    .map((advance) => {
      const adjusted = advance.adjusted ?? 0;
      return {
        seq: advance.seq,
        dat: advance.dat,
        customer: advance.detail2,
        against: advance.detail1,
        mode: advance.paymentmode,
        amount: advance.amt,
        adjusted,
        left: fromPaise(toPaise(advance.amt) - toPaise(adjusted)),
      };
    });
}

/** The sales day book: the day's invoices and counter bills (sales) and the advances received, by number. */
export function dayBookRows(
  sales: readonly SaleHeader[],
  advances: readonly SaleAdvance[],
  day: string,
  counterBills: readonly Bill[] = [],
): ReportRow[] {
  const query = { from: day, to: day, customer: '' };
  const invoices = standingSales(sales, query).map((header) => ({
    kind: 'Invoice',
    seq: header.seq,
    customer: header.partyName,
    detail: header.advance > 0 ? `Advance adjusted ${formatMoney(toPaise(header.advance))}` : '',
    sales: header.totalAmt,
    received: 0,
  }));
  const received = advances
    .filter((advance) => !advance.cancelled && advance.dat === day)
    .sort((a, b) => a.seq.localeCompare(b.seq))
    .map((advance) => ({
      kind: 'Advance',
      seq: advance.seq,
      customer: advance.detail2,
      detail: advance.detail1,
      sales: 0,
      received: advance.amt,
    }));
  // The counter's bills of the day (a shop's sales at its tills), sale bills only: NC and void bills sell nothing.
  const counter = counterBills
    .filter((bill) => bill.dat === day && isSale(bill))
    .sort((a, b) => a.seq.localeCompare(b.seq, undefined, { numeric: true }))
    .map((bill) => ({
      kind: 'Counter bill',
      seq: bill.seq,
      customer: '',
      detail: bill.status === 'SETTLED' ? '' : 'Not settled yet',
      sales: bill.total,
      received: 0,
    }));
  return [...invoices, ...counter, ...received];
}
