import { currentSession } from '../../lib/session/session-store';
import type { ResourceRecord } from '../resource';

/** An unsaved form's values kept in localStorage, so a reload (offline too) does not lose them. */
export interface FormDraft {
  savedAt: number;
  values: ResourceRecord;
}

/** One draft per company, user, screen and record ('new' for a new one); null without a session. */
export function draftKey(screen: string, recordId: string | null): string | null {
  const usr = currentSession()?.usr;
  if (!usr) return null;
  return `erp-draft:${usr.cCode}:${usr.uCode.toLowerCase()}:${screen}:${recordId ?? 'new'}`;
}

export function readDraft(key: string | null): FormDraft | null {
  if (!key) return null;
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { savedAt, values } = parsed as Partial<FormDraft>;
    return typeof savedAt === 'number' && typeof values === 'object' && values !== null ? { savedAt, values } : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string | null, values: ResourceRecord): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values } satisfies FormDraft));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string | null): void {
  if (key) localStorage.removeItem(key);
}
