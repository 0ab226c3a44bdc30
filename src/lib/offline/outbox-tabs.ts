import { forget, keptEntry, loadedScope } from './outbox-memory';
import type { OutboxEntry } from './outbox-types';

/** The part of a BroadcastChannel the tabs' news needs. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

interface SentNews {
  scope: string;
  entry: OutboxEntry;
  answer: Record<string, unknown>;
}

let channel: TabChannel | null = null;
let hear: ((entry: OutboxEntry, answer: Record<string, unknown>) => void) | null = null;

function isSentNews(data: unknown): data is SentNews {
  if (typeof data !== 'object' || data === null) return false;
  const news = data as Partial<SentNews>;
  return typeof news.scope === 'string' && typeof news.entry?.id === 'string' && typeof news.answer === 'object' && news.answer !== null;
}

/**
 * Tells the terminal's other tabs what this one has sent, with the server's answer, and hears theirs: an operation
 * another tab sent leaves this tab's queue at once, and its screens refresh and learn the bill's number as if this
 * tab had sent it. Started by the app (main.tsx) with a BroadcastChannel; tests pass their own.
 */
export function connectOutboxTabs(tabs: TabChannel, heard: (entry: OutboxEntry, answer: Record<string, unknown>) => void): void {
  channel = tabs;
  hear = heard;
  tabs.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (!isSentNews(data) || data.scope !== loadedScope()) return;
    if (keptEntry(data.entry.id)) void forget(data.entry.id).catch(() => undefined);
    hear?.(data.entry, data.answer);
  });
}

/** Tells the other tabs (if connected) that this one's operation reached the server. */
export function tellOtherTabs(scope: string, entry: OutboxEntry, answer: Record<string, unknown>): void {
  channel?.postMessage({ scope, entry, answer } satisfies SentNews);
}

/** Tests: no tabs connected. */
export function disconnectOutboxTabs(): void {
  channel = null;
  hear = null;
}
