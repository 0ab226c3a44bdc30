/**
 * Fee heads, and how the fee ledger's shapes (due-, student-charge-, fee-receipt- and fee-ledger-types.ts) hold money.
 * Stored records and wire shapes carry money as the wire does, rupees with at most two decimals (`amount: number`);
 * what the pure ledger rules compute (dues, ledger rows, balances) is in paise (`Paise`), converted only through
 * src/lib/money. Dates are yyyy-MM-dd. Dues are never stored: they are computed on read from the fee heads, the pupil's
 * transport and the posted charges (fee-dues.ts), so editing a fee head changes past dues too. Receipts keep their
 * lines by the due's stable id, so the ledger still reconciles (a head made cheaper after it was paid shows as a
 * credit, a negative balance).
 */

export type FeeFrequency = 'ONCE' | 'MONTHLY' | 'QUARTERLY' | 'TERM' | 'ANNUAL';

/** A fee head of the Fees master (frontdesk.fees, /front-desk/fd-fees) as stored. */
export interface FeeHead {
  /** e.g. TUI-P. */
  code: string;
  name: string;
  /** Rupees a time it falls due (a month's tuition, a term's exam fee...). */
  amount: number;
  /**
   * ONCE at admission (in the admission year), MONTHLY on dueDay, QUARTERLY Apr/Jul/Oct/Jan, TERM Apr/Oct, ANNUAL Apr.
   */
  frequency: FeeFrequency;
  /** 'ALL' or a ClassGroup (PRE, PRI, MID, SEC, SSC): who pays it (appliesToClass in school-year.ts). */
  appliesTo: string;
  /** The day of the month it falls due (1-28); null or absent: the 1st. */
  dueDay: number | null;
  /** Rupees of late fine a day after the due date; 0 or absent: no late fine. */
  finePerDay?: number | null;
  /** The most late fine one due can carry, rupees; null or absent: no cap. */
  maxFine?: number | null;
  refundable: boolean;
  active: boolean;
}
