import {
  APPROVED,
  APPROVED_BY_APPROVER,
  approve,
  cancel,
  CANCELLED,
  PENDING_APPROVAL,
} from '../domain/approval-status';
import { quantityProblem } from './request-rules';

/**
 * An order as stored: its lines name the request they draw on (`PurPurchaseOrderDet.PurRequest`, the request's record
 * id).
 */
export interface OrderReferencingRequests {
  pos?: unknown;
  lines?: ReadonlyArray<{ purRequest?: unknown }> | null;
}

/** The record ids of the requests some order line references (a cancelled order aside): these show as ordered (+2). */
export function orderedRequestIds(orders: readonly OrderReferencingRequests[]): Set<number> {
  const ids = new Set<number>();
  for (const order of orders) {
    if (Number(order.pos) === CANCELLED) continue;
    for (const line of order.lines ?? []) {
      const id = Number(line.purRequest);
      if (
        line.purRequest !== null &&
        line.purRequest !== undefined &&
        line.purRequest !== '' &&
        Number.isInteger(id) &&
        id > 0
      )
        ids.add(id);
    }
  }
  return ids;
}

/**
 * Why the request cannot be modified, or null. Ours (the server replaces anything): a cancelled or
 * ordered request stays as it is; so does one an approver has approved in whole or in part, and one
 * approved at birth once the setting asks for approval (changing it would skip the approver).
 */
export function modifyRefusal(
  seq: string,
  status: number,
  ordered: boolean,
  linePositions: readonly number[],
  approvalRequired: boolean,
): string | null {
  if (status === CANCELLED) return `Purchase request ${seq} is cancelled and cannot be changed.`;
  if (ordered) return `Purchase request ${seq} is already ordered and cannot be changed.`;
  if (status === APPROVED_BY_APPROVER || linePositions.some((pos) => pos === APPROVED_BY_APPROVER))
    return `Purchase request ${seq} is already approved and cannot be changed; cancel it and raise a new one.`;
  if (status === APPROVED && approvalRequired)
    return `Purchase request ${seq} is already approved and cannot be changed; cancel it and raise a new one.`;
  return null;
}

/** Why the request cannot be cancelled (already cancelled, or an order draws on it), or null. */
export function cancelRefusal(seq: string, status: number, ordered: boolean): string | null {
  if (ordered) return `Purchase request ${seq} is already ordered and cannot be cancelled.`;
  const verdict = cancel(status);
  return verdict.ok ? null : `${verdict.message.replace('This document', `Purchase request ${seq}`)}.`;
}

/**
 * Why an approver's quantity for a line cannot be taken, naming the line, or null: the line must be
 * waiting (pos 1) on a request not cancelled, and 0 < approved ≤ requested.
 */
export function approvalRefusal(
  line: { seq: string; sno: number; itemName: string; qty: number; pos: number; requestStatus: number },
  approvedQty: number | null,
): string | null {
  const name = `${line.seq} line ${line.sno} (${line.itemName})`;
  if (line.requestStatus === CANCELLED) return `${name}: the request is cancelled.`;
  const verdict = approve(line.pos);
  if (!verdict.ok) return `${name}: ${verdict.message.replace('This document', 'this line')}.`;
  const problem = quantityProblem(approvedQty, line.qty);
  return problem
    ? `${name}: ${problem.replace('The quantity', 'The approved quantity').replace('Give the quantity.', 'Give the approved quantity.')}`
    : null;
}

/** What the printed request shows as its status (contract: "Pending" for 1, else "Approved"). */
export const printStatusLabel = (status: number): 'Pending' | 'Approved' =>
  status === PENDING_APPROVAL ? 'Pending' : 'Approved';

/**
 * Which actions a row of the list offers, from its list status (+2 when ordered) and prints so far; the user's rights
 * come on top.
 */
export function rowActions(
  listStatus: number,
  printCount: number,
): { edit: boolean; cancel: boolean; print: boolean; reprint: boolean; order: boolean } {
  const live = listStatus !== CANCELLED;
  const ordered = live && listStatus > APPROVED_BY_APPROVER;
  const open = live && !ordered;
  return {
    edit: listStatus === PENDING_APPROVAL || listStatus === APPROVED,
    // A list status of 3 may be an approver's approval or a pending request ordered (1 + 2): the server decides.
    cancel: open,
    print: live && printCount === 0,
    reprint: live && printCount > 0,
    // Approved, or already ordered in part: the order form offers only what is still to order.
    order: live && listStatus >= APPROVED,
  };
}
