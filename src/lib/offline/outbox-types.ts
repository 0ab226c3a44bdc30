/** One operation waiting in the browser until the backend has taken it. */
export interface OutboxEntry {
  /** The client-made operation id, also sent as the Idempotency-Key: a repeat is the same operation. */
  id: string;
  /** e.g. 'api/POSClassyBilling/setCompleteKOTInformation' */
  endpoint: string;
  /** Sent as `{ ...body, usr }`; `usr` is added at send time from the session. */
  body: Record<string, unknown>;
  /** Words for the user, e.g. 'KOT for table T4'. */
  label: string;
  /** e.g. the table: a screen overlays its pending work, and its operations go one at a time, in the order made. */
  group?: string;
  /** ISO time the operation was made. */
  createdAt: string;
  attempts: number;
  state: 'waiting' | 'failed';
  lastError?: string;
  /** Epoch ms before which it is not tried again (backoff). */
  nextAttemptAt?: number;
}

export interface OutboxInput {
  id: string;
  endpoint: string;
  body: Record<string, unknown>;
  label: string;
  group?: string;
}

export interface OutboxSnapshot {
  waiting: OutboxEntry[];
  failed: OutboxEntry[];
}

export type SentListener = (entry: OutboxEntry, answer: Record<string, unknown>) => void;
