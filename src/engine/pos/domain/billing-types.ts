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
  lines: { lineId: string; itemId: string; itemName: string; qty: number; rate: number; notes: string; reason: string }[];
}

export interface KotAnswer {
  result: string;
  tickets?: KotTicket[];
}

/** A line of a running table: the sum of every KOT change to it. */
export interface OrderLine {
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
}

export interface BillTaxRow {
  component: string;
  percent: number;
  taxable: number;
  amount: number;
}

export interface BillLine {
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
  /** Which bill of its billId's split it is (0 for a bill made whole), so a part made offline can be settled before it has a number. */
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
