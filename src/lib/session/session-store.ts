import { create } from 'zustand';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';
import type { SessionRecord } from './session-types';

interface SessionState {
  session: SessionRecord | null;
  signIn: (record: SessionRecord) => void;
  signOut: () => void;
  /** Re-reads local storage (another tab may have signed in or out). */
  reload: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  session: readStoredSession(),
  signIn: (record) => {
    writeStoredSession(record);
    set({ session: record });
  },
  signOut: () => {
    clearStoredSession();
    set({ session: null });
  },
  reload: () => set({ session: readStoredSession() }),
}));

export function currentSession(): SessionRecord | null {
  return useSessionStore.getState().session;
}

export function useSession(): SessionRecord | null {
  return useSessionStore((state) => state.session);
}
