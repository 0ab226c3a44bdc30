/** The counter's routes (ours: the real server has no counter controller), in the POS family's convention. */
export const COUNTER_ENDPOINTS = {
  /** UserInfo → CounterRequirements. */
  requirements: 'api/POSCounterBilling/CounterBillingRequirements',
  /** CounterBillInput (traCheck 1) → CounterBillAnswer; CounterCancelInput (traCheck 3) → CounterBillAnswer. */
  bill: 'api/POSCounterBilling/setCounterBill',
  /** `{ frmDate, toDate, detail: outlet ('' every one), usr }` → CounterBill[] by date and number. */
  bills: 'api/POSCounterBilling/getCounterBills',
  /** `{ recordId: billno, usr }` → `{ result, bill }`: the print count + 1 (REPRINT from the second copy), logged. */
  reprint: 'api/POSCounterBilling/counterRePrint',
  /** The sales dashboard's figures from the counter bills (the declared dashboard's route, answered by the counter). */
  dashboard: 'api/PosDashboard/GetSalesDashboard',
} as const;

/** The query-cache key every counter read hangs under (a sale, cancel or reprint refreshes them all). */
export const COUNTER_KEY = 'pos.counter';
