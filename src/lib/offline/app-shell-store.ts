import { create } from 'zustand';

interface AppShellState {
  /** Set while a new version of the app is installed and waits for the person to reload into it. */
  update: (() => void) | null;
  offerUpdate: (apply: () => void) => void;
  dismiss: () => void;
}

/** What the app shell's service worker has to say to the person; nothing is applied without their choice. */
export const useAppShell = create<AppShellState>((set) => ({
  update: null,
  offerUpdate: (apply) => set({ update: apply }),
  dismiss: () => set({ update: null }),
}));
