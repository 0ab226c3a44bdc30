import {
  approvalSetupValue,
  APPROVED,
  CANCELLED,
  statusAtBirth,
  statusLabel,
} from '../../modules/procurement/domain/approval-status';
import { nextRequestNumber } from '../../modules/procurement/domain/purchase-numbers';
import { requestProblems, type RequestDraft } from '../../modules/procurement/requests/request-rules';
import { cancelRefusal, modifyRefusal } from '../../modules/procurement/requests/request-status';
import type { RequestDetail } from '../../modules/procurement/requests/request-types';
import { mastersOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import { logActivity } from '../core/activity-log';
import { setupEntries } from '../core/company/settings-store';
import type { DemoSession } from '../core/sessions/auth';
import { recordHistory } from './request-history';
import type { SaveInput } from './request-input';
import { requestMasterData } from './request-masters';
import type { StoredRequest } from './request-record';
import { branchOf, nextFreeNumber, nextRecordId, orderedIds, storedRequests, storeRequest } from './request-store';

export type SaveOutcome = { seq: string } | { refusal: string } | { problems: Record<string, string> };

/**
 * The status a new request is born with: the company's `pur_req` row (value "1" approved, other pending, none
 * approved).
 */
export async function birthStatus(companyCode: number): Promise<1 | 2> {
  const sets = (await setupEntries(companyCode))
    .filter((entry) => entry.branchId === 'PUR')
    .map((entry) => ({ setupCode: entry.setupCode, setupValue: String(entry.setupValue) }));
  return statusAtBirth(approvalSetupValue(sets, 'request'));
}

/**
 * The lines as stored: numbered from 1, at the request's status; approved quantity = quantity when approved, else 0.
 */
function detailsOf(
  draft: RequestDraft,
  recordId: number,
  status: number,
  session: DemoSession,
  department: string | null,
): RequestDetail[] {
  const branchId = branchOf(session.companyCode);
  return draft.details.map((line, index) => ({
    recordId,
    sno: index + 1,
    dat: draft.header.dat,
    itemId: line.itemId,
    itemDescription: line.itemDescription,
    purpose: line.purpose,
    suggestedSupplier: line.suggestedSupplier || null,
    qty: line.qty ?? 0,
    approvedQty: status === APPROVED ? (line.qty ?? 0) : 0,
    um: line.um || null,
    reqdBy: line.reqdBy || null,
    usr: session.userName,
    approvedUsr: null,
    pos: status,
    branchId,
    customerCode: session.companyCode,
    department,
  }));
}

async function log(session: DemoSession, action: string, request: StoredRequest) {
  const detail = `${request.details.length} ${request.details.length === 1 ? 'line' : 'lines'}; ${statusLabel('request', request.header.statu)}`;
  await logActivity(session, {
    module: 'procurement',
    action,
    subject: 'Purchase request',
    reference: request.header.seq,
    detail,
  });
}

/**
 * The server's side of `setPurchaseRequest`: create (1) numbers the request PR<yyyy>-<5> and gives it
 * the status of the `pur_req` setting; modify (2) replaces the header's fields and the lines while the
 * request is open; cancel (3) keeps the request and its lines marked 9. (The real server soft-deletes
 * instead, appending DELETE to the rows' BranchId; we keep them visible and marked, as every other
 * document here is cancelled.) Every one writes the request's history entry. Answers the next free number, as the
 * server does.
 */
export async function saveRequest(session: DemoSession, input: SaveInput, traCheck: 1 | 2 | 3): Promise<SaveOutcome> {
  const { companyCode } = session;
  const requests = await storedRequests(companyCode);
  const existing = traCheck === 1 ? undefined : requests.find((request) => request.header.recordId === input.recordId);
  if (traCheck !== 1 && !existing) return { refusal: `There is no purchase request ${input.recordId}.` };
  const ordered = existing ? (await orderedIds(companyCode)).has(existing.header.recordId) : false;
  let saved: StoredRequest;
  if (traCheck === 3) {
    const refusal = cancelRefusal(existing!.header.seq, existing!.header.statu, ordered);
    if (refusal) return { refusal };
    saved = {
      header: { ...existing!.header, statu: CANCELLED },
      details: existing!.details.map((line) => ({ ...line, pos: CANCELLED })),
    };
  } else {
    const born = await birthStatus(companyCode);
    if (existing) {
      const refusal = modifyRefusal(
        existing.header.seq,
        existing.header.statu,
        ordered,
        existing.details.map((line) => line.pos),
        born === 1,
      );
      if (refusal) return { refusal };
    }
    const problems = requestProblems(input.draft, mastersOfRequirements((await requestMasterData(companyCode)).lists));
    if (Object.keys(problems).length > 0) return { problems };
    const { dat, descriptio } = input.draft.header;
    const department = input.draft.header.department || null;
    const fields = { dat, descriptio, department, empno: input.draft.header.empno || null };
    if (existing) {
      saved = {
        header: { ...existing.header, ...fields },
        details: detailsOf(input.draft, existing.header.recordId, existing.header.statu, session, department),
      };
    } else {
      const recordId = nextRecordId(requests);
      const seq = nextRequestNumber(
        dat,
        requests.map((request) => request.header.seq),
      );
      const header = {
        recordId,
        seq,
        ...fields,
        usr: session.userName,
        branchId: branchOf(companyCode),
        customerCode: companyCode,
        printCount: 0,
        statu: born,
        salesorder: null,
      };
      saved = { header, details: detailsOf(input.draft, recordId, born, session, department) };
    }
  }
  await storeRequest(companyCode, saved);
  await recordHistory(companyCode, session.userName, traCheck, [saved]);
  await log(session, traCheck === 1 ? 'Create' : traCheck === 2 ? 'Modify' : 'Cancel', saved);
  const all = traCheck === 1 ? [...requests, saved] : requests;
  return { seq: nextFreeNumber(all) };
}
