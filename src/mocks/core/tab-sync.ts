import { closeDemoDb } from './db/demo-db';

/** The part of a BroadcastChannel the demo backend's tabs need. */
export interface DemoTabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
}

/**
 * Each tab runs its own demo backend over the one IndexedDB database, and keeps what it read in memory (the
 * stores' caches, keyed by the open database). A tab that has answered a call tells the others; each of them,
 * before its next call with none under way, closes its database, so it reopens it and reads afresh what the other
 * tab wrote (a KOT another tab sent shows on this one). A real server has no such copies.
 */
export function syncWithOtherTabs(channel: DemoTabChannel | null) {
  let stale = false;
  channel?.addEventListener('message', () => {
    stale = true;
  });
  return {
    /** Before a call: forget what this tab read if another has answered since, and nothing is under way here. */
    async beforeCall(underWay: number): Promise<void> {
      if (!stale || underWay > 0) return;
      stale = false;
      await closeDemoDb();
    },
    /** After a call this tab answered. */
    answered(): void {
      channel?.postMessage('answered');
    },
  };
}
