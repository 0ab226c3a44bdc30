import { forget, keptEntry, loadedScope, onStoredChange, refreshEntry } from './outbox-memory';
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

/** That a tab wrote or deleted one of the scope's operations in IndexedDB. */
interface ChangedNews {
  scope: string;
  changed: string;
}

export interface TabListeners {
  /** An operation another tab sent, with the server's answer. */
  heard: (entry: OutboxEntry, answer: Record<string, unknown>) => void;
  /** The loaded copy took another tab's change (something may now wait to be sent here). */
  changed: () => void;
}

let channel: TabChannel | null = null;
let hear: TabListeners['heard'] | null = null;

function isSentNews(data: unknown): data is SentNews {
  if (typeof data !== 'object' || data === null) return false;
  const news = data as Partial<SentNews>;
  return (
    typeof news.scope === 'string' &&
    typeof news.entry?.id === 'string' &&
    typeof news.answer === 'object' &&
    news.answer !== null
  );
}

function isChangedNews(data: unknown): data is ChangedNews {
  if (typeof data !== 'object' || data === null) return false;
  const news = data as Partial<ChangedNews>;
  return typeof news.scope === 'string' && typeof news.changed === 'string';
}

/**
 * Tells the terminal's other tabs what this one has sent, with the server's answer, and hears theirs: an operation
 * another tab sent leaves this tab's queue at once, and its screens refresh and learn the bill's number as if this
 * tab had sent it. Each operation a tab keeps, changes or discards is news too: every tab holds the whole queue (its
 * header's count is the queue's), and sends what a closed tab left. Started by the app (main.tsx) with a
 * BroadcastChannel; tests pass their own.
 */
export function connectOutboxTabs(tabs: TabChannel, listeners: TabListeners): void {
  channel = tabs;
  hear = listeners.heard;
  onStoredChange((scope, id) => tabs.postMessage({ scope, changed: id } satisfies ChangedNews));
  tabs.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (isChangedNews(data)) {
      if (data.scope === loadedScope()) void refreshEntry(data.changed).then(listeners.changed, () => undefined);
      return;
    }
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
  onStoredChange(null);
}
