import type { BillingBook } from '../../../kits/billing/domain/billing-book';
import type { BillOffer } from '../../../kits/billing/domain/bill-types';
import type { LinePrice, OrderLine, RunningTable } from '../../../kits/billing/domain/order-types';
import type { NamedCode, PosOutlet, PosTable, TaxAssignment, TaxRate } from '../../../kits/billing/domain/master-types';
import type { PricingContext } from '../../../kits/billing/domain/priced-bill';
import type { DemoSession } from '../sessions/auth';
import type { MakeBillRequest } from './bill-request';
import type { ItemRow } from './item-row';
import type { OutletRow } from './outlet-row';

/** Where a book's billing reads its masters (the restaurant's pos.* masters; the take-away's takeaway.* masters). */
export interface BillingCatalogue {
  /** Every outlet, active or not. */
  outlets(companyCode: number): Promise<OutletRow[]>;
  /** Every menu entry on the date, active or not (a line ordered before an item was withdrawn is still priced). */
  items(companyCode: number, date: string): Promise<Map<string, ItemRow>>;
  /** Outlet rates on the date: outlet code → item code → rupees before tax (items absent sell at their own rate). */
  rates(
    companyCode: number,
    outlets: readonly PosOutlet[],
    date: string,
  ): Promise<Record<string, Record<string, number>>>;
  taxes(companyCode: number, date: string): Promise<TaxRate[]>;
  assignments(companyCode: number): Promise<TaxAssignment[]>;
  tables(companyCode: number): Promise<PosTable[]>;
  waiters(companyCode: number): Promise<NamedCode[]>;
  ncDepartments(companyCode: number): Promise<NamedCode[]>;
}

/** A bill's lines as a book bills them (an offer's free lines among them) and the offer the bill gets. */
export interface BookBillLines {
  lines: OrderLine[];
  offer?: BillOffer;
}

/**
 * The demo backend's side of a billing book (kits/billing/domain/billing-book): where its masters are, which of its
 * tables need no master row, and the book's own pricing of KOT lines and bills. The billing handlers are made
 * per book (order-handlers, settle-handlers, table-kots, requirements-handler) and carry it on the session.
 */
export interface ServerBillingBook extends BillingBook {
  catalogue: BillingCatalogue;
  /**
   * Is `tableNo`, which is no table of the master, one of the outlet's pseudo tables (a delivery's D<id>; a counter
   * order)?
   */
  pseudoTable(companyCode: number, outlet: PosOutlet, tableNo: string): Promise<boolean>;
  /** How new KOT lines are priced at the outlet for an order started at `startedAt` (absent: the outlet's rate). */
  linePricer?(
    companyCode: number,
    outlet: PosOutlet,
    date: string,
    startedAt: string,
  ): Promise<(item: ItemRow, outletRate: number) => LinePrice>;
  /**
   * The lines a bill is priced from and the offer it gets, or the refusal (take-away: the customer's offer, judged
   * and counted here, inside the write queue the bill is made in).
   */
  billLines?(
    session: BillingSession,
    table: RunningTable,
    input: MakeBillRequest,
    context: PricingContext,
  ): Promise<BookBillLines | string>;
}

/**
 * A billing request's session with the book it was made in (absent: the restaurant's, as every caller before books).
 */
export type BillingSession = DemoSession & { book?: ServerBillingBook };
