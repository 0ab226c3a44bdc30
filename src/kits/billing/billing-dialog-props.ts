import type { Bill, BillOffer, SettleInput } from './domain/bill-types';
import type { OrderHead, OrderLine, RunningTable } from './domain/order-types';
import type { BillingRequirements, PosOutlet } from './domain/master-types';

/**
 * A table's lines as a book bills them: an offer's free lines among them, the offer the bill gets, and words about it.
 */
export interface AdjustedLines {
  lines: OrderLine[];
  offer?: BillOffer;
  /** Shown under the figures (which offer priced the bill, or why the customer's offer does not apply). */
  note?: string;
}

/** What a book adds to a bill (the take-away counter: the order's head, and a customer offer decided on its lines). */
export interface MakeBillExtras {
  /** How the dialog names what is billed (default: "table T4"). */
  title?: string;
  order?: OrderHead;
  adjust?: (lines: readonly OrderLine[]) => AdjustedLines;
}

/**
 * What the billing terminal hands the bill and settlement dialogs (the terminal and the dialogs are built
 * apart; this is the seam). A bill made while the backend does not answer is known only by its client id
 * until the outbox delivers it: `billNo` 0, `seq` '' and the figures priced on the client (pricedBill),
 * the same function the backend prices with.
 */
export interface MakeBillDialogProps {
  show: boolean;
  onHide: () => void;
  requirements: BillingRequirements;
  outlet: PosOutlet;
  /** The table as the terminal sees it: the backend's lines plus nothing unsent (Make bill asks to send KOTs first). */
  table: RunningTable;
  /** The KOTs the cashier saw (server's and still queued), sent with the bill so it waits for all of them. */
  kotIds: string[];
  /**
   * Called once the bill (or the bills of a split) is kept in the outbox; the provisional bills for printing and
   * settling.
   */
  onBilled: (bills: Bill[]) => void;
  extras?: MakeBillExtras;
}

export interface SettleDialogProps {
  show: boolean;
  onHide: () => void;
  requirements: BillingRequirements;
  bill: Bill;
  /** Called once the settlement is kept in the outbox. */
  onSettled: (bill: Bill) => void;
  /**
   * Sends the settlement instead of the outbox (a counter sale makes and settles its bill in one write);
   * a throw shows its words in the dialog and keeps it open.
   */
  onConfirm?: (input: SettleInput) => Promise<void>;
}

/** A table's lines as the terminal shows them (server lines merged with queued KOTs). */
export type TableLines = readonly OrderLine[];
