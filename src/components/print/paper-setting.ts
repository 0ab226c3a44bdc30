import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session/session-store';
import { choosePaper, paperFor, readPaperSetting, type PaperWidth } from './thermal-paper';

/**
 * The outlet (or counter) the screen bills for: the thermal slips printed under it take that outlet's roll. The
 * billing terminal provides it; a print with an outlet of its own (a bill) names it instead.
 */
export const PrintOutlet = createContext<string | undefined>(undefined);

/**
 * Kept on the device, not the server: the real server's outlet record (ResOutletMaster) has no paper field, and the
 * roll is the printer's, which belongs to the counter's machine.
 */
const keyOf = (company: number | undefined) => `erp.print.paper|${company ?? ''}`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the device changing the roll counts too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): the default roll
  }
}

/** The roll a thermal print is laid out for: its outlet's (the one it names, else the screen's), else the device's. */
export function usePaperWidth(outlet?: string): PaperWidth {
  const session = useSession();
  const screenOutlet = useContext(PrintOutlet);
  const key = keyOf(session?.usr.cCode);
  const text = useSyncExternalStore(subscribe, () => stored(key));
  return paperFor(readPaperSetting(text), outlet || screenOutlet);
}

/** Sets an outlet's roll on this device (every slip on screen follows at once). */
export function useChoosePaper(): (outlet: string, width: PaperWidth) => void {
  const session = useSession();
  const key = keyOf(session?.usr.cCode);
  return useCallback(
    (outlet, width) => {
      try {
        localStorage.setItem(key, JSON.stringify(choosePaper(readPaperSetting(stored(key)), outlet, width)));
      } catch {
        return; // not kept: the roll stays as it was
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
}
