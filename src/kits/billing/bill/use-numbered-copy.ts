import { useEffect, useState } from 'react';
import type { Bill } from '../domain/bill-types';
import { whenSent } from '../billing-api';
import { numberedFrom } from './numbered-answer';

/** How long an open slip waits for its number (a terminal offline for a long service). */
const NUMBER_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * The bill with the number the server gave it, for a bill kept without its number (made offline, or the backend slow to
 * answer), once the outbox delivers it (a table's bill or a counter sale kept under the bill's id); null until then,
 * and for a bill that already has its number.
 */
export function useNumberedCopy<T extends Bill>(bill: T): T | null {
  const [numbered, setNumbered] = useState<T | null>(null);
  useEffect(() => {
    if (bill.seq) return;
    let live = true;
    void whenSent(bill.billId, NUMBER_WAIT_MS).then((answer) => {
      const copy = numberedFrom(bill, answer);
      if (live && copy) setNumbered(copy);
    });
    return () => {
      live = false;
    };
  }, [bill]);
  return numbered && numbered.billId === bill.billId ? numbered : null;
}
