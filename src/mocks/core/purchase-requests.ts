import type { RequestDraft } from '../../modules/procurement/requests/request-rules';
import type { DemoSession } from './sessions/auth';

/**
 * The new purchase request's own number (not the next free one the save answers), or why it was not made (a refusal,
 * or problems by field).
 */
export type RaiseOutcome = { seq: string } | { refusal: string } | { problems: Record<string, string> };

/**
 * Purchase requests as another desk raises them (production's mass plan buys what stock lacks): saved as the
 * procurement's own save does, with its numbering, approval and checks. The procurement's demo backend connects its
 * save when its handlers load (procurement/request-handlers.ts).
 */
export interface PurchaseRequests {
  raise(session: DemoSession, draft: RequestDraft): Promise<RaiseOutcome>;
}

const NONE: PurchaseRequests = {
  raise: async () => ({ refusal: 'Purchase requests cannot be raised here: this company has no purchasing.' }),
};

let requests: PurchaseRequests = NONE;

export function connectPurchaseRequests(connected: PurchaseRequests): void {
  requests = connected;
}

/** Raises a purchase request from a draft, as a new request (traCheck 1) of the signed-in user. */
export const raisePurchaseRequest: PurchaseRequests['raise'] = (session, draft) => requests.raise(session, draft);
