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
