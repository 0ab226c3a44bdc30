import type { BillingBook } from '../../../kits/billing/domain/billing-book';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';

/**
 * The take-away counter's routes (ours: the contract has no take-away server). The billing kit's routes
 * (requirements to day close) in the family's convention, and the counter's own: its extras (happy hours,
 * offers), customers by phone, the day reports and the dashboard.
 */
export const TAKEAWAY_ENDPOINTS = {
  requirements: 'api/TakeAwayBilling/GetCounterRequirements',
  kot: 'api/TakeAwayBilling/SetCounterKOT',
  runningTables: 'api/TakeAwayBilling/GetOpenOrders',
  makeBill: 'api/TakeAwayBilling/MakeCounterBill',
  unsettled: 'api/TakeAwayBilling/GetUnsettledBills',
  settle: 'api/TakeAwayBilling/SetSettleBill',
  reprint: 'api/TakeAwayBilling/RePrintBill',
  voidBill: 'api/TakeAwayBilling/VoidBill',
  transferTable: 'api/TakeAwayBilling/TransferOrder',
  mergeTables: 'api/TakeAwayBilling/MergeOrders',
  reopenTable: 'api/TakeAwayBilling/ReopenOrder',
  kotReprint: 'api/TakeAwayBilling/RePrintKOT',
  tableKots: 'api/TakeAwayBilling/GetOrderKOTs',
  dayStatus: 'api/TakeAwayBilling/GetDayStatus',
  dayClose: 'api/TakeAwayBilling/SetDayClose',
  // Not served: a take-away delivery is a counter order of type DELIVERY (the restaurant's delivery screen is its own).
  deliveries: 'api/TakeAwayBilling/GetDeliveries',
  saveDelivery: 'api/TakeAwayBilling/SetDelivery',
} as const;

export const TAKEAWAY_COUNTER_ENDPOINTS = {
  /** `{ usr }` → CounterExtras: the happy hours, their price lists' rates and the customer offers in force today. */
  extras: 'api/TakeAwayBilling/GetCounterExtras',
  /** `{ detail: phone, usr }` → CounterCustomerAnswer. */
  customerByPhone: 'api/TakeAwayBilling/GetCounterCustomer',
  /** `{ customer: { name, mobile, address }, usr }` → `{ result, customer }`: a customer made at the counter. */
  saveCustomer: 'api/TakeAwayBilling/SetCounterCustomer',
  /** Day reports `{ frmDate, restaCode?, usr }` → ReportResult. */
  daySales: 'api/TakeAwayReports/GetDaySalesList',
  daySettlement: 'api/TakeAwayReports/GetDaySettlement',
  dashboard: 'api/TakeawayDashboard/GetTakeawayDashboard',
} as const;

/** The take-away counter's billing book: orders without tables, each a pseudo table with a token per outlet per day. */
export const TAKEAWAY_BOOK: BillingBook = {
  name: 'takeaway',
  billWord: 'Take-away bill',
  tableWord: 'order',
  key: 'takeaway.billing',
  endpoints: TAKEAWAY_ENDPOINTS,
  screens: [TAKEAWAY.billingClassy],
  tokens: true,
  ncAndSplit: false,
};

/**
 * A counter order's pseudo table: TA- and six capitals or digits, made on the client (so an order starts offline too).
 */
export const COUNTER_ORDER = /^TA-[A-Z0-9]{6}$/;

/** The order types of the counter (OrderHead.orderType). */
export const ORDER_TYPES = [
  { value: 'TAKEAWAY', label: 'Take-away' },
  { value: 'DELIVERY', label: 'Delivery' },
] as const;
