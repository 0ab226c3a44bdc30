/**
 * The restaurant report routes. Those the customer's own POS client sends (contract 01-pos, "Day reports and
 * analytics") are used exactly, body `{ frmDate, toDate, detail?, recordId?, usr }`; the answers (rows, groups,
 * totals) are ours. The routes marked ours follow the same family's convention. The contract's bodies name no
 * outlet, so a report covers every outlet; ours adds `restaCode?` to narrow it to one (empty: every outlet the
 * user may see, grouped by outlet), a difference declared in src/lib/contract/pos-contract.ts: the real server
 * ignores it.
 */
export const POS_REPORT_ENDPOINTS = {
  /** List of sales: every bill of the period. */
  sales: 'api/pos/getResRepSales',
  /** Consolidated sales: per day and outlet. */
  consolidated: 'api/pos/getResRepSaleReportConsolidated',
  /** Item-wise sales: per item. */
  itemWise: 'api/pos/getResRepSaleReport',
  /** One item's bill lines (`detail`: the item; the contract also sends `recordId: 1`). */
  itemDetails: 'api/pos/GetItemWiseCompleteDetails',
  /** Per item group, then item. */
  itemConsolidations: 'api/pos/getItemWiseConsolidations',
  /** Top N items (`detail`: QTY or VALUE). */
  top: 'api/pos/GetTopItemsList',
  /** Ours: least N items (`detail`: QTY or VALUE). */
  least: 'api/pos/GetLeastItemsList',
  /**
   * recordId 1 table-wise (detail: table), 2 waiter-wise (detail: waiter), 3 NC or VOID bills (detail: NC, VOID or
   * all).
   */
  special: 'api/pos/getResRepSpecialSaleReport',
  discounted: 'api/pos/getResRepDiscountedSaleReport',
  /** `{ frmDate, usr }`: one day's KOT tickets. */
  kots: 'api/pos/getKOTCompleteDetails',
  /** Ours: sales per KOT group and item. */
  kotGroups: 'api/pos/getResRepKOTGroupSales',
  /** Settlement day report: the tenders of the period's bills by mode. */
  settlements: 'api/posDayReps/getSettlements',
  /** Per day and mode. */
  settlementsConsolidated: 'api/posDayReps/getSettlementsConsolidated',
  /**
   * Ours: every table with its running order and today's bills (the running tables are `api/pos/IPosPendingTableInfo`).
   */
  tableStatus: 'api/pos/getResRepTableStatus',
  /** Ours: each item's rate per outlet (price lists) against its master rate. */
  priceComparison: 'api/pos/getResRepPriceComparison',
  /** Ours: two periods side by side per outlet (`frmDate`/`toDate` and `frmDate2`/`toDate2`). */
  periodComparison: 'api/pos/getResRepPeriodComparison',
  /** Ours: the restaurant dashboard's figures from the bills. */
  dashboard: 'api/PosDashboard/GetRestaurantSalesDashboard',
} as const;

/** The report routes (the dashboard's is not a report). */
export type PosReportEndpoint = Exclude<
  (typeof POS_REPORT_ENDPOINTS)[keyof typeof POS_REPORT_ENDPOINTS],
  typeof POS_REPORT_ENDPOINTS.dashboard
>;

/** getResRepSpecialSaleReport's recordId. */
export const SPECIAL = { tableWise: 1, waiterWise: 2, ncOrVoid: 3 } as const;
