import type { NumberSeries } from './number-series';

/**
 * What makes a resource a document (a purchase order, a quotation...): a number series, lines with
 * quantity x rate, tax lines from the tax master, discount and others, totals, a status, and an
 * approval step when the matching setting's value is 2. The server assigns the number and recomputes
 * every amount; the form shows the same sums as the user types.
 */
export interface DocumentRules {
  series: NumberSeries;
  /**
   * The field holding the document's number when the key is another field (the server's record id); the key itself
   * otherwise.
   */
  number?: string;
  /**
   * The status values where the server uses its own (the contract's numeric `pos`); the labels of DOCUMENT_STATUS
   * otherwise.
   */
  statuses?: DocumentStatuses;
  /** The header date the number's period comes from. */
  dateField: string;
  lines: { field: string; quantity: string; rate: string; amount: string };
  taxes: {
    field: string;
    tax: string;
    percent: string;
    value: string;
    master: { endpoint: string; resource: string; key: string; percent: string };
  };
  discount: string;
  others: string;
  totals: { base: string; taxes: string; total: string };
  status: string;
  /** Approval applies when the setting (spec section 4) has value 2, e.g. pur_ord of branch PUR. */
  approval?: { branchId: 'PUR' | 'CRM'; setupCode: string; endpoint: string };
  /** Print (transaction 7) the first time, reprint (8) after; the server counts prints. */
  print: { endpoint: string; countField: string };
  /** The header reference naming the party (supplier, customer), whose name and address the print shows. */
  party?: PartyRule;
}

/**
 * The party's address on the printed document: `fields` of the referenced record, or of the first
 * line of its `lines` field when the party keeps its addresses as lines.
 */
export interface PartyRule {
  field: string;
  lines?: string;
  fields: readonly string[];
}

export const DOCUMENT_STATUS = { pending: 'Pending approval', approved: 'Approved', cancelled: 'Cancelled' } as const;

type StatusValue = string | number;

/** A document's status values: born pending or approved, approved by the approver, cancelled (kept, marked). */
export interface DocumentStatuses {
  pending: StatusValue;
  approved: StatusValue;
  /** Where approving gives another value than being born approved (the contract: 2 at birth, 3 by the approver). */
  approvedByApprover?: StatusValue;
  cancelled: StatusValue;
}

const LABEL_STATUSES: DocumentStatuses = {
  pending: DOCUMENT_STATUS.pending,
  approved: DOCUMENT_STATUS.approved,
  cancelled: DOCUMENT_STATUS.cancelled,
};

export const statusesOf = (rules: DocumentRules): DocumentStatuses => rules.statuses ?? LABEL_STATUSES;

/** Status values arrive as numbers or text (a select's value): compared as text. */
const same = (value: unknown, status: StatusValue | undefined) =>
  status !== undefined && value !== null && value !== undefined && String(value) === String(status);

export const isPendingStatus = (rules: DocumentRules, value: unknown) => same(value, statusesOf(rules).pending);
export const isCancelledStatus = (rules: DocumentRules, value: unknown) => same(value, statusesOf(rules).cancelled);
export const isApprovedStatus = (rules: DocumentRules, value: unknown) =>
  same(value, statusesOf(rules).approved) || same(value, statusesOf(rules).approvedByApprover);

/** The field holding the document's number: `number` where declared, else the key. */
export const numberFieldOf = (rules: DocumentRules, key: string): string => rules.number ?? key;
