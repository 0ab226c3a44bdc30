import { parseSessionRecord } from './parse-session-record';
import type { SessionRecord } from './session-types';

/** Local-storage keys the customer's client uses (spec section 3). */
export const SESSION_KEY = 'userdetails';
export const MODULE_NAME_KEY = 'modulename';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Parses a stored session; anything missing, corrupt or of the wrong shape yields null. */
export function parseSession(raw: string | null | undefined): SessionRecord | null {
  if (!raw) return null;
  try {
    return parseSessionRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function readStoredSession(): SessionRecord | null {
  try {
    return parseSession(storage()?.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

/** A full or blocked storage must not stop a sign-in: the session then lasts for this page only. */
export function writeStoredSession(record: SessionRecord): void {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(record));
  } catch {
    // kept in memory only
  }
}

export function clearStoredSession(): void {
  try {
    const store = storage();
    store?.removeItem(SESSION_KEY);
    store?.removeItem(MODULE_NAME_KEY);
  } catch {
    // nothing stored that could be removed
  }
}

export function writeModuleName(name: string): void {
  try {
    storage()?.setItem(MODULE_NAME_KEY, name);
  } catch {
    // A full or blocked storage must not break navigation.
  }
}
