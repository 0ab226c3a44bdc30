import { logActivity } from '../activity-log';
import type { DemoSession } from '../sessions/auth';

/** Writes one audit row for a trade document: who did `action` to the document numbered `reference`. */
export type TradeActivityLog = (
  session: DemoSession,
  action: string,
  reference: string,
  detail: string,
) => Promise<void>;

/**
 * The audit trail of one kind of trade document (a sale quotation, a purchase enquiry...). Its rows carry no amounts
 * before and after: the detail names the party and the total instead.
 */
export const tradeActivityLog =
  (module: string, subject: string): TradeActivityLog =>
  (session, action, reference, detail) =>
    logActivity(session, { module, action, subject, reference, detail });
