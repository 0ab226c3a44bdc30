/**
 * The restaurant billing wire shapes (contract 01-pos gives routes and bodies; the answers are ours, in the
 * family's convention). Money travels as rupees with two decimals and is computed in paise (src/lib/money);
 * quantities carry up to three decimals.
 */

export type SettleMode = 'CASH' | 'CARD' | 'UPI' | 'CREDIT' | 'ROOM';
export const SETTLE_MODES: readonly SettleMode[] = ['CASH', 'CARD', 'UPI', 'CREDIT', 'ROOM'];

export interface TaxComponent {
  component: string; // CGST, SGST, IGST, CESS
  percent: number;
}

export interface TaxRate {
  code: string;
  name: string;
  percent: number;
  components: readonly TaxComponent[];
}

export interface TaxAssignment {
  itemGroup: string;
  outlet: string; // '' = every outlet
  tax: string;
  effectiveFrom: string; // yyyy-MM-dd
  inForceUntil: string; // '' = still in force
  active: boolean;
}

export interface PosOutlet {
  code: string;
  name: string;
  outletType: string;
  autoSettle: boolean;
  serviceCharge: number; // percent
  billPrefix: string;
  billingGroup: string;
}

export interface PosMenuItem {
  code: string;
  name: string;
  shortName: string;
  group: string;
  groupName: string;
  kotGroup: string; // '' = no kitchen ticket
  rate: number; // rupees, the item master's
  tax: string; // the item's own tax code (used when no assignment applies)
  foodType: string;
  openRate: boolean;
  /**
   * A combo (sold at its own rate, its parts share it on the bill) or an add-on (attached to an item line); absent: an
   * item.
   */
  kind?: MenuItemKind;
  /** A combo's items and quantities per combo. */
  parts?: readonly ComboPart[];
  /** An add-on: the item group it is offered with ('' = every item) and the most per piece of that item. */
  addOnFor?: string;
  maxPerItem?: number;
}

export type MenuItemKind = 'COMBO' | 'ADDON';

export interface ComboPart {
  itemId: string;
  qty: number;
}

/**
 * A counter order's head (take-away): how it leaves, who ordered it and when it started. It travels with each
 * KOT and bill; the order's first KOT fixes `startedAt`, by which every line is priced (a happy hour the order
 * started in keeps its price, whenever the line is added or the bill made).
 */
export interface OrderHead {
  orderType: string; // the book's words, e.g. TAKEAWAY or DELIVERY
  customer: string; // customer code, '' for a walk-in
  customerName: string;
  phone: string;
  address: string;
  startedAt: string; // ISO
}

/** How a line was priced besides the menu: the happy hour that priced it and the usual rate it took off. */
export interface LinePricing {
  /** The happy hour (its code) that priced the line; absent: the usual rate. */
  happyHour?: string;
  /** The rate without the happy hour (rupees), kept so reports show what the happy hour took off. */
  usualRate?: number;
}

/** How a new line is priced: its rate, and the happy hour that priced it (when one did). */
export type LinePrice = { rate: number } & LinePricing;

/**
 * What a line may carry beyond item, quantity and rate: the line it is attached to (an add-on) and how it was priced.
 */
export interface LineExtras extends LinePricing {
  /** An add-on's item line (its order line id). */
  parentLineId?: string;
  /** A free line given by a customer offer (its code), at rate 0. */
  offer?: string;
}

export interface PosTable {
  code: string;
  name: string;
  outlet: string;
  seats: number;
  waiter: string;
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface CreditCustomer extends NamedCode {
  mobile: string;
  creditLimit: number; // rupees
  outstanding: number; // rupees not yet received
}

/** Everything the billing screen needs (POSBillingRequirements). */
export interface BillingRequirements {
  today: string; // yyyy-MM-dd, the server's business date
  outlets: PosOutlet[]; // only the user's assigned outlets (assg typ RES)
  items: PosMenuItem[];
  /** Outlet price lists: outlet code → item code → rupees (items absent use their own rate). */
  rates: Record<string, Record<string, number>>;
  taxes: TaxRate[];
  taxAssignments: TaxAssignment[];
  tables: PosTable[];
  waiters: NamedCode[];
  ncDepartments: NamedCode[];
  customers: CreditCustomer[];
  /** Occupied hotel rooms a bill may be charged to (hotel edition; empty elsewhere). */
  rooms: NamedCode[];
  /** The largest discount percent the user may give without the approval right. */
  discountLimit: number;
  canApproveDiscount: boolean;
  /** UPI payee for the QR code (empty: no UPI QR). */
  upi: { vpa: string; payee: string };
  gstin: string;
}

/** One line of a KOT as sent (`kotinf` rows): a change to one order line of one table. */
export interface KotLineWire {
  kotId: string; // client-made id of the whole KOT (the same on every row, and the Idempotency-Key)
  tableNo: string;
  waiter: string;
  covers: number;
  lineId: string; // client-made id of the order line; a later KOT may raise or lower it
  itemId: string;
  qty: number; // the change: positive adds, negative cancels
  rate: number; // rupees, as priced when the line was first ordered
  notes: string;
  reason: string; // why a quantity was lowered (required when qty < 0)
  /** An add-on's item line. */
  parentLineId?: string;
  /** How the client priced a new line (the backend prices it again and keeps its own). */
  happyHour?: string;
  usualRate?: number;
}

export type KotKind = 'ORDER' | 'CANCEL';

/** One kitchen ticket: a KOT split by the items' KOT groups, orders and cancellations apart. */
export interface KotTicket {
  kotNo: number; // per outlet per day
  kotId: string;
  outlet: string;
  tableNo: string;
  waiter: string;
  covers: number;
  kotGroup: string;
  kind: KotKind;
  dat: string; // yyyy-MM-dd
  time: string; // ISO
  user: string;
  printCount: number;
  /** A counter order's token (per outlet per day), on every ticket of the order. */
  token?: number;
  lines: ({
    lineId: string;
    itemId: string;
    itemName: string;
    qty: number;
    rate: number;
    notes: string;
    reason: string;
  } & LineExtras)[];
}

export interface KotAnswer {
  result: string;
  tickets?: KotTicket[];
}

/** A line of a running table: the sum of every KOT change to it. */
export interface OrderLine extends LineExtras {
  lineId: string;
  itemId: string;
  itemName: string;
  kotGroup: string;
  qty: number;
  rate: number;
  notes: string;
}

export type TableState = 'OPEN' | 'BILLED';

export interface RunningTable {
  outlet: string;
  tableNo: string;
  waiter: string;
  covers: number;
  openedAt: string; // ISO, the first KOT
  state: TableState;
  amount: number; // rupees: the lines before tax, or the bill's total once billed
  billNo: number | null;
  kotIds: string[];
  lines: OrderLine[];
  /** A counter order's token and head (absent at a table). */
  token?: number;
  order?: OrderHead;
}

export type DiscountInput = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; amount: number };

export interface MakeBillInput {
  tableno: string;
  restacode: string;
  billId: string; // client-made, the Idempotency-Key
  kotIds: string[]; // the KOTs the cashier saw: a bill waits (409) until all have arrived
  discount?: DiscountInput;
  discountReason?: string;
  ncDepartment?: string; // a non-chargeable bill
  /** Split by items: each part the order lines (and quantities) of one bill; absent: one bill. */
  parts?: { lineId: string; qty: number }[][];
  /** A counter order's head as the cashier has it now (its customer decides the offers). */
  order?: OrderHead;
  /** The customer offer the cashier's bill shows (absent: none); the backend refuses the bill when it cannot be had. */
  offer?: string;
}

/** A customer offer a bill got: a discount over the bill, or free lines at rate 0 (`free`), with what it took off. */
export interface BillOffer {
  code: string;
  name: string;
  kind: string;
  discount: number; // rupees
  free: boolean;
}

/** A bill line that is one part of a combo: the combo's order line and what it sold at. */
export interface ComboOf {
  lineId: string;
  itemId: string;
  name: string;
  qty: number;
  rate: number;
}

export interface BillTaxRow {
  component: string;
  percent: number;
  taxable: number;
  amount: number;
}

export interface BillLine extends LineExtras {
  lineId: string;
  itemId: string;
  itemName: string;
  qty: number;
  rate: number;
  amount: number;
  discount: number;
  serviceCharge: number;
  taxable: number;
  taxCode: string;
  tax: number;
  /** Part of a combo: the combo's line (its amount is this part's share of the combo's price). */
  combo?: ComboOf;
}

export type BillKind = 'NORMAL' | 'NC' | 'VOID';
export type BillStatus = 'UNSETTLED' | 'SETTLED' | 'VOID';

export interface Tender {
  mode: SettleMode;
  amount: number; // rupees of the bill this tender pays
  tendered?: number; // cash handed over (change = tendered - amount)
  reference?: string; // card slip or UPI reference
  customer?: string; // CREDIT
  room?: string; // ROOM
}

export interface Bill {
  billNo: number; // per billing group, the record id
  seq: string; // printed number, e.g. DN26-000123
  billId: string;
  /**
   * Which bill of its billId's split it is (0 for a bill made whole), so a part made offline can be settled before it
   * has a number.
   */
  part?: number;
  outlet: string;
  tableNo: string;
  waiter: string;
  covers: number;
  dat: string;
  time: string;
  user: string;
  kind: BillKind;
  status: BillStatus;
  ncDepartment: string;
  voidReason: string;
  discountPercent: number;
  discountReason: string;
  serviceChargePercent: number;
  lines: BillLine[];
  subTotal: number;
  discount: number;
  /** A customer offer's discount over the bill (its free lines are lines at 0 instead). */
  offerDiscount?: number;
  offer?: BillOffer;
  serviceCharge: number;
  taxes: BillTaxRow[];
  taxTotal: number;
  roundOff: number;
  total: number; // payable (0 for NC and void bills)
  value: number; // what the food was worth before an NC or void (= total for normal bills)
  kotIds: string[];
  tenders: Tender[];
  settledAt: string;
  settleId: string;
  printCount: number;
  /** A counter order's token and head. */
  token?: number;
  order?: OrderHead;
}

export interface BillAnswer {
  result: string;
  bills?: Bill[];
}

export interface SettleInput {
  billno: number;
  settlemode: SettleMode | 'SPLIT';
  settleId: string;
  billId?: string; // when the bill was made offline and its number is not known yet
  part?: number; // with billId: which bill of a split
  tenders: Tender[];
}

export interface SettleAnswer {
  result: string;
  bill?: Bill;
  change?: number;
}

export interface DayModeTotal {
  mode: SettleMode;
  bills: number;
  amount: number;
}

export interface DayStatus {
  dat: string;
  closed: boolean;
  openTables: number;
  unsettledBills: number;
  bills: number;
  sales: number;
  modes: DayModeTotal[];
  /** Cash paid back that day by sale returns in force (refunded in cash): it left the drawer. */
  cashRefunds?: number;
  nc: number;
  voids: number;
}

export interface DayCloseInput {
  dat: string;
  countedCash: number;
  confirmOpen: boolean; // the manager closes although tables or bills are still open
  remarks: string;
}

export type DeliveryStatus = 'PREPARING' | 'OUT' | 'DELIVERED' | 'COLLECTED' | 'CANCELLED';

export interface DeliveryOrder {
  recordId: number;
  seq: string;
  dat: string;
  outlet: string;
  customerName: string;
  phone: string;
  address: string;
  deliveryBoy: string;
  status: DeliveryStatus;
  tableNo: string; // the delivery's pseudo table (D<recordId>) its KOTs and bill go to
  billNo: number | null;
  total: number;
  notes: string;
}
