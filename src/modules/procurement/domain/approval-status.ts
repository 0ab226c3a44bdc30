import { refuse } from './rule-result';
import type { RuleResult } from './rule-result';

/**
 * Status codes of procurement documents (header `Statu` of requests, `Pos` of enquiries,
 * quotations and orders), as the contract's server writes them.
 */
export const PENDING_APPROVAL = 1;
/** Approved at birth: the approval setting did not ask for an approver. */
export const APPROVED = 2;
/** Approved by an approver (the approval action, permission tran code 98). */
export const APPROVED_BY_APPROVER = 3;
/** Orders only: a goods receipt (MIR) was saved against the order. */
export const RECEIVED = 5;
/** Orders only: the server sets Pos 0 when the purchase made against the order is modified; the order is open again. */
export const ORDER_REOPENED = 0;
/**
 * OURS, not the server's (it hard- or soft-deletes instead): a cancelled document. Not 0, which the
 * server already gives reopened orders, and above 3, so a cancelled order never shows among the
 * orders open for receipt (the server lists Pos ≤ 3).
 */
export const CANCELLED = 9;

/** The documents that go through approval, and their `PurSetup.SetupCode`. */
export type ApprovalDocument = 'request' | 'enquiry' | 'quotation' | 'order';
export const APPROVAL_SETUP_CODES: Readonly<Record<ApprovalDocument, string>> = {
  request: 'pur_req',
  enquiry: 'pur_enq',
  quotation: 'pur_quo',
  order: 'pur_ord',
};

/** A `PurSetup` row as the wire carries it. */
export interface PurSetupRow {
  setupCode?: string | null;
  setupValue?: string | null;
}

/** The setting's value for the document: undefined when the branch has no such row, '' for a row without a value. */
export function approvalSetupValue(sets: readonly PurSetupRow[], document: ApprovalDocument): string | undefined {
  const row = sets.find((set) => set.setupCode === APPROVAL_SETUP_CODES[document]);
  return row ? (row.setupValue ?? '') : undefined;
}

/**
 * The status a new document is born with, exactly as the contract reads the setting: value "1" ⇒ 2
 * (approved at birth); any other value (e.g. "2") ⇒ 1 (pending approval); no row ⇒ 2 (approved).
 */
export function statusAtBirth(setupValue: string | undefined): 1 | 2 {
  return setupValue === undefined || setupValue === '1' ? APPROVED : PENDING_APPROVAL;
}

/**
 * Is the document waiting in the approval queue? (1; a missing status counts, as the request-line queue reads `Pos`
 * null.)
 */
export const isPendingApproval = (status: number | null | undefined): boolean =>
  status == null || status === PENDING_APPROVAL;

/** The approver approves: a pending document becomes 3; anything else is refused with the reason. */
export function approve(status: number | null | undefined): RuleResult<{ status: 3 }> {
  if (isPendingApproval(status)) return { ok: true, status: APPROVED_BY_APPROVER };
  if (status === CANCELLED) return refuse('This document is cancelled and cannot be approved');
  if (status === APPROVED || status === APPROVED_BY_APPROVER) return refuse('This document is already approved');
  return refuse('Only a document pending approval can be approved');
}

/** Our cancel: any document not yet cancelled, except an order already received (its goods are in stock). */
export function cancel(status: number | null | undefined): RuleResult<{ status: typeof CANCELLED }> {
  if (status === CANCELLED) return refuse('This document is already cancelled');
  if (status === RECEIVED) return refuse('Goods have been received against this order; it cannot be cancelled');
  return { ok: true, status: CANCELLED };
}

/** Is the order offered to goods receipts? The server lists orders with Pos ≤ 3 (pending ones included). */
export const isOrderOpenForReceipt = (pos: number | null | undefined): boolean =>
  pos != null && pos <= APPROVED_BY_APPROVER;

const COMMON_LABELS: Readonly<Record<number, string>> = {
  [PENDING_APPROVAL]: 'Pending approval',
  [APPROVED]: 'Approved',
  [APPROVED_BY_APPROVER]: 'Approved after review',
  [CANCELLED]: 'Cancelled',
};
const ORDER_LABELS: Readonly<Record<number, string>> = { [RECEIVED]: 'Received', [ORDER_REOPENED]: 'Reopened' };

/** The label of a stored status ('Status 7' for a code the contract does not know). */
export function statusLabel(document: ApprovalDocument, status: number | null | undefined): string {
  if (status == null) return COMMON_LABELS[PENDING_APPROVAL]!;
  return COMMON_LABELS[status] ?? (document === 'order' ? ORDER_LABELS[status] : undefined) ?? `Status ${status}`;
}

/** Added by the server's request list to the header status when an order line references the request. */
export const ORDERED_OFFSET = 2;

/** The `statu` the server's request list shows: the header status, + 2 when ordered. */
export function requestListStatus(headerStatus: number, ordered: boolean): number {
  return ordered && headerStatus !== CANCELLED ? headerStatus + ORDERED_OFFSET : headerStatus;
}

/** The label of a request from both facts: 'Ordered' once an order references it, else its status's label. */
export function requestStatusLabel(headerStatus: number, ordered: boolean): string {
  return ordered && headerStatus !== CANCELLED ? 'Ordered' : statusLabel('request', headerStatus);
}

/**
 * The label of the `statu` of the server's request list (header + 2 when ordered). Orders draw only
 * on approved requests (header 2 or 3), so an ordered request shows 4 or 5, both 'Ordered'. The
 * contract's aside "3/4 = ordered" assumes headers 1/2 only: 3 is also a request approved by an
 * approver and not yet ordered, which is what it means here (a pending request cannot be ordered).
 */
export function requestListStatusLabel(listStatus: number | null | undefined): string {
  if (listStatus === APPROVED + ORDERED_OFFSET || listStatus === APPROVED_BY_APPROVER + ORDERED_OFFSET)
    return 'Ordered';
  return statusLabel('request', listStatus);
}
