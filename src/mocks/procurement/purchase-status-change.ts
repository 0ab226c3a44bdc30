import { APPROVED_BY_APPROVER, approve, cancel, CANCELLED } from '../../modules/procurement/domain/approval-status';
import type { TradeActivityLog } from '../core/trade/trade-activity';
import type { DemoSession } from '../core/sessions/auth';

export type StatusAction = 'Cancel' | 'Approve';

interface StatusDocument {
  header: { seq: string; pos: number };
}

/** How one kind of purchase document is found, stamped on approval, kept and logged. */
export interface StatusSteps<D extends StatusDocument> {
  /** The refusal when there is no such document. */
  missing: string;
  find: (companyCode: number, recordId: number) => Promise<D | undefined>;
  /** What approving adds to the header besides its status. */
  approved: (header: D['header'], session: DemoSession) => D['header'];
  store: (companyCode: number, document: D) => Promise<void>;
  log: TradeActivityLog;
}

/**
 * Ours: cancel (3) keeps the document, marked 9; approve (98) turns a pending one to 3. A refusal, or null once done.
 */
export async function changePurchaseStatus<D extends StatusDocument>(
  session: DemoSession,
  recordId: number,
  action: StatusAction,
  steps: StatusSteps<D>,
): Promise<string | null> {
  const stored = Number.isInteger(recordId) ? await steps.find(session.companyCode, recordId) : undefined;
  if (!stored) return steps.missing;
  const outcome = action === 'Cancel' ? cancel(stored.header.pos) : approve(stored.header.pos);
  if (!outcome.ok) return `${stored.header.seq}: ${outcome.message}.`;
  const header =
    action === 'Cancel'
      ? { ...stored.header, pos: CANCELLED }
      : steps.approved({ ...stored.header, pos: APPROVED_BY_APPROVER }, session);
  await steps.store(session.companyCode, { ...stored, header });
  await steps.log(session, action, stored.header.seq, action === 'Cancel' ? 'Cancelled' : 'Approved after review');
  return null;
}
