import { create } from 'zustand';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';
import type { SessionRecord } from './session-types';

interface SessionState {
  session: SessionRecord | null;
  /** Where the sign-in check sends the user after a deliberate sign-out or an ended session. */
  exitTo: string | null;
  signIn: (record: SessionRecord) => void;
  signOut: (exitTo?: string) => void;
  /** Re-reads local storage (another tab may have signed in or out). */
  reload: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  session: readStoredSession(),
  exitTo: null,
  signIn: (record) => {
    writeStoredSession(record);
    set({ session: record, exitTo: null });
  },
  signOut: (exitTo) => {
    clearStoredSession();
    set({ session: null, exitTo: exitTo ?? null });
  },
  reload: () => set({ session: readStoredSession() }),
}));

export function currentSession(): SessionRecord | null {
  return useSessionStore.getState().session;
}

export function useSession(): SessionRecord | null {
  return useSessionStore((state) => state.session);
}
