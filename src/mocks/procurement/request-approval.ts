import {
  APPROVED,
  APPROVED_BY_APPROVER,
  CANCELLED,
  isPendingApproval,
} from '../../modules/procurement/domain/approval-status';
import { approvalRefusal } from '../../modules/procurement/requests/request-status';
import type { ApprovalInput, ApprovalQueueLine, PendingItem } from '../../modules/procurement/requests/request-types';
import { lineUnit, namesOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import { logActivities } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { recordHistory } from './request-history';
import { requestMasterData } from './request-masters';
import type { StoredRequest } from './request-record';
import { orderedIds, storedRequests, storeRequest } from './request-store';

/** `GetPurchaseRequestsForApproval`: every line waiting (pos null or 1) of a request not cancelled, oldest first. */
export async function approvalQueue(companyCode: number): Promise<ApprovalQueueLine[]> {
  const [requests, { lists }] = await Promise.all([storedRequests(companyCode), requestMasterData(companyCode)]);
  const names = namesOfRequirements(lists);
  return requests
    .filter((request) => request.header.statu !== CANCELLED)
    .sort((a, b) => a.header.dat.localeCompare(b.header.dat) || a.header.seq.localeCompare(b.header.seq))
    .flatMap(({ header, details }) =>
      details
        .filter((line) => isPendingApproval(line.pos))
        .map((line) => {
          const item = names.item.get(line.itemId) ?? line.itemId;
          return {
            recordid: header.recordId,
            sno: line.sno,
            seq: header.seq,
            dat: header.dat,
            reqdby: line.reqdBy,
            itemid: line.itemId,
            itemdescription: line.itemDescription ? `${item} — ${line.itemDescription}` : item,
            qty: line.qty,
            purpose: line.purpose,
            supplier: line.suggestedSupplier
              ? (names.supplier.get(line.suggestedSupplier) ?? line.suggestedSupplier)
              : '',
            empname: header.empno ? (names.employee.get(header.empno) ?? header.empno) : '',
            um: lineUnit(lists, line.itemId, line.um).um,
          };
        }),
    );
}

/**
 * `setPurchaseRequestApproval`: each line's approved quantity (0 < approved ≤ requested), approver and
 * pos 3; a request whose lines are all approved gets status 3. All or nothing: the first line that
 * cannot be approved is the refusal, naming it.
 */
export async function approveLines(session: DemoSession, inputs: readonly ApprovalInput[]): Promise<string | null> {
  if (inputs.length === 0) return 'Choose the lines to approve.';
  const { companyCode } = session;
  const [requests, { lists }] = await Promise.all([storedRequests(companyCode), requestMasterData(companyCode)]);
  const names = namesOfRequirements(lists);
  const changed = new Map<number, StoredRequest>();
  const seen = new Set<string>();
  for (const input of inputs) {
    const stored =
      changed.get(input.recordId) ?? requests.find((request) => request.header.recordId === input.recordId);
    const line = stored?.details.find((detail) => detail.sno === input.sno);
    if (!stored || !line) return `There is no line ${input.sno} on purchase request ${input.recordId}.`;
    const name = `${stored.header.seq} line ${line.sno}`;
    if (seen.has(name)) return `${name} is listed twice.`;
    seen.add(name);
    if (input.itemId !== '' && input.itemId !== line.itemId) return `${name} is not for item ${input.itemId}.`;
    const itemName = names.item.get(line.itemId) ?? line.itemId;
    const refusal = approvalRefusal(
      {
        seq: stored.header.seq,
        sno: line.sno,
        itemName,
        qty: line.qty,
        pos: line.pos,
        requestStatus: stored.header.statu,
      },
      input.approvedQty,
    );
    if (refusal) return refusal;
    const details = stored.details.map((detail) =>
      detail.sno === line.sno
        ? { ...detail, approvedQty: input.approvedQty!, approvedUsr: session.userName, pos: APPROVED_BY_APPROVER }
        : detail,
    );
    const whole = details.every((detail) => detail.pos === APPROVED_BY_APPROVER);
    changed.set(input.recordId, {
      header: { ...stored.header, statu: whole ? APPROVED_BY_APPROVER : stored.header.statu },
      details,
    });
  }
  const at = new Date().toISOString();
  for (const request of changed.values()) await storeRequest(companyCode, request);
  // Ours: the contract names only create, modify and delete as writing history; an approval is kept as a change.
  await recordHistory(companyCode, session.userName, 2, [...changed.values()]);
  const approvedLines = (request: StoredRequest) =>
    inputs.filter((input) => input.recordId === request.header.recordId).map((input) => input.sno);
  await logActivities(
    companyCode,
    [...changed.values()].map((request) => ({
      at,
      user: session.userName,
      module: 'procurement',
      action: 'Approve',
      subject: 'Purchase request',
      reference: request.header.seq,
      before: null,
      after: null,
      detail: `Lines ${approvedLines(request).join(', ')} approved`,
    })),
  );
  return null;
}

/**
 * `GetPendingRequests`: approved quantities (pos 2 or 3) of requests no order draws on yet, summed per item in its
 * stock unit.
 */
export async function pendingItems(companyCode: number): Promise<PendingItem[]> {
  const [requests, ordered, { lists, factors }] = await Promise.all([
    storedRequests(companyCode),
    orderedIds(companyCode),
    requestMasterData(companyCode),
  ]);
  const names = namesOfRequirements(lists);
  const totals = new Map<string, number>();
  for (const { header, details } of requests) {
    if (header.statu === CANCELLED || ordered.has(header.recordId)) continue;
    for (const line of details) {
      if (line.pos !== APPROVED && line.pos !== APPROVED_BY_APPROVER) continue;
      const factor = (line.um && factors.get(line.itemId)?.get(line.um)) || 1;
      totals.set(line.itemId, (totals.get(line.itemId) ?? 0) + line.approvedQty * factor);
    }
  }
  return [...totals]
    .map(([itemId, qty]) => ({
      itemdescription: names.item.get(itemId) ?? itemId,
      qty: Math.round(qty * 1000) / 1000,
      um: lineUnit(lists, itemId, null).um,
    }))
    .sort((a, b) => a.itemdescription.localeCompare(b.itemdescription));
}
