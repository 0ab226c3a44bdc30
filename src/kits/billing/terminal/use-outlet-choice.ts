import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session/session-store';
import { RESTAURANT_BOOK } from '../domain/billing-book';
import type { PosOutlet } from '../domain/master-types';
import { useBillingBook } from '../billing-book-context';

/** Where the choice is remembered: per book (the restaurant's key as it always was), company and user. */
const keyOf = (book: string, company: number | undefined, user: string | undefined) =>
  `${book === RESTAURANT_BOOK.name ? 'pos' : book}.billing.outlet|${company ?? ''}|${user ?? ''}`;

function stored(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return ''; // storage refused (private mode): no memory, the first outlet
  }
}

/**
 * The outlet the cashier works in: the last one this user chose on this device, else their first outlet.
 * `choose` remembers the choice; `visit` (a link to another outlet's table) shows that outlet for this visit only.
 */
export function useOutletChoice(
  outlets: readonly PosOutlet[],
): [PosOutlet | null, (code: string) => void, (code: string) => void] {
  const session = useSession();
  const key = keyOf(useBillingBook().name, session?.usr.cCode, session?.usr.uCode);
  const [chosen, setChosen] = useState(() => stored(key));
  const outlet = outlets.find((row) => row.code === chosen) ?? outlets[0] ?? null;
  const choose = useCallback(
    (code: string) => {
      setChosen(code);
      try {
        localStorage.setItem(key, code);
      } catch {
        // not remembered; the choice still holds for this visit
      }
    },
    [key],
  );
  return [outlet, choose, setChosen];
}
