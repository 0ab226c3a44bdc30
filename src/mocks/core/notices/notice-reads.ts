import { readRecord, writeRecord } from '../record-store';
import type { DemoSession } from '../sessions/auth';

/** Where each user's read marks sit in the records store: id the user name (lower case), data `{ keys }`. */
export const NOTICE_READS = 'admin.notice-reads';

/** The client's own notices (its outbox) are kept read by key too: only the latest this many. */
export const CLIENT_KEYS_KEPT = 100;

interface StoredReads {
  keys: string[];
}

const userId = (session: DemoSession) => session.userName.trim().toLowerCase();

/** The keys the user has read. */
export async function readKeysOf(session: DemoSession): Promise<Set<string>> {
  const stored = await readRecord<StoredReads>(NOTICE_READS, session.companyCode, userId(session));
  return new Set(stored?.keys ?? []);
}

/**
 * What stays marked after `marked` are read: the new keys, and of the old only those still standing. A notice of
 * the server's that has gone is forgotten, so if its case comes back it is news again; the client's keys (kinds the
 * server does not raise) cannot be checked here and are kept, the latest CLIENT_KEYS_KEPT of them.
 */
export function keptReads(
  old: readonly string[],
  marked: readonly string[],
  standing: ReadonlySet<string>,
  serverKind: (key: string) => boolean,
): string[] {
  const fresh = new Set(marked);
  const kept = old.filter((key) => !fresh.has(key) && (serverKind(key) ? standing.has(key) : true));
  const all = [...kept, ...fresh];
  const client = all.filter((key) => !serverKind(key));
  const dropped = new Set(client.slice(0, Math.max(0, client.length - CLIENT_KEYS_KEPT)));
  return all.filter((key) => !dropped.has(key));
}

/** Marks `keys` read for the user (see keptReads for what is forgotten). */
export async function markRead(
  session: DemoSession,
  keys: readonly string[],
  standing: ReadonlySet<string>,
  serverKind: (key: string) => boolean,
): Promise<void> {
  const old = [...(await readKeysOf(session))];
  await writeRecord(NOTICE_READS, session.companyCode, userId(session), {
    keys: keptReads(old, keys, standing, serverKind),
  });
}
