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
