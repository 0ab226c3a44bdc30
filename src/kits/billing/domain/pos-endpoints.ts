/**
 * The restaurant POS routes. Those the customer's own POS client sends (contract 01-pos) are used exactly;
 * the rest (marked ours) follow the same family's convention: POST, `{ ..., usr }`, answers `{ result: 'OK' | text }`.
 */
export const POS_BILLING_ENDPOINTS = {
  /** UserInfo → BillingRequirements: outlets, menu, rates, taxes, tables, waiters, NC departments, credit customers. */
  requirements: 'api/POSClassyBilling/POSBillingRequirements',
  /** `{ kotinf: KotLineWire[], outlet, usr, traCheck: 1 }` → KotAnswer. A repeated kotId is the same KOT. */
  kot: 'api/POSClassyBilling/setCompleteKOTInformation',
  /** UserInfo → RunningTable[] (the outlet's running tables: open or billed awaiting settlement). */
  runningTables: 'api/pos/IPosPendingTableInfo',
  /** `{ tableno, restacode, usr }` + ours `{ billId, kotIds, discount, ncDepartment, parts }` → BillAnswer. */
  makeBill: 'api/pos/makePOSBillByTableNo',
  /** UserInfo → Bill[] awaiting settlement. */
  unsettled: 'api/pos/getUnsettledBills',
  /** `{ billno, settlemode, usr }` + ours `{ settleId, billId, tenders }` → SettleAnswer. */
  settle: 'api/pos/setSettleBill',
  /** `{ recordId: billno, usr }` → `{ result, bill }` (print count + 1, REPRINT from the second copy). */
  reprint: 'api/pos/resRePrint',
  /** Ours: `{ recordId: billno, detail: reason, usr }` voids an unsettled bill (the table reopens nothing). */
  voidBill: 'api/pos/resVoidBill',
  /** Ours: `{ restacode, tableno, detail: target table, usr }` moves a running table's KOTs to a free table. */
  transferTable: 'api/pos/resTransferTable',
  /** Ours: `{ restacode, tableno, detail: target table, usr }` merges a running table into another running table. */
  mergeTables: 'api/pos/resMergeTables',
  /** Ours: `{ recordId: billno, usr }` reopens a billed, unsettled table for more KOTs (the bill is voided). */
  reopenTable: 'api/pos/resReopenTable',
  /** Ours: `{ recordId: kot ticket number, restacode, usr }` reprints a KOT slip (marked REPRINT). */
  kotReprint: 'api/pos/resKOTRePrint',
  /**
   * Ours: `{ restacode, tableno, usr }` → KotTicket[]: the running table's kitchen tickets (for a KOT reprint), oldest
   * first.
   */
  tableKots: 'api/pos/getTableKOTs',
  /** Contract day status `{ frmDate, usr }` → DayStatus. */
  dayStatus: 'api/pos/GetDayStautsPOS',
  /** Ours: `{ dayClose: DayCloseInput, usr }` → `{ result }`. */
  dayClose: 'api/pos/setDayClose',
  /** Ours: delivery orders `{ frmDate, toDate, usr }` → DeliveryOrder[]; save `{ delivery, traCheck, usr }`. */
  deliveries: 'api/pos/getResDeliveries',
  saveDelivery: 'api/pos/setResDelivery',
} as const;

/** The query-cache key every billing read hangs under (a settled bill refreshes them all). */
export const POS_BILLING_KEY = 'pos.billing';
