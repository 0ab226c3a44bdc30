import { useEffect, useState } from 'react';
import type { Bill } from '../../domain/billing-types';
import { whenSent } from '../billing-api';

/** How long an open slip waits for its number (a terminal offline for a long service). */
const NUMBER_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * The bill with the number the server gave it, for a bill kept without its number (made offline, or the backend slow to answer), once
 * the outbox delivers it; null until then, and for a bill that already has its number.
 */
export function useNumberedCopy(bill: Bill): Bill | null {
  const [numbered, setNumbered] = useState<Bill | null>(null);
  useEffect(() => {
    if (bill.seq) return;
    let live = true;
    void whenSent(bill.billId, NUMBER_WAIT_MS).then((answer) => {
      const bills = answer && Array.isArray(answer.bills) ? (answer.bills as Bill[]) : [];
      const mine = bills.find((row) => (row.part ?? 0) === (bill.part ?? 0)) ?? (bills.length === 1 ? bills[0] : undefined);
      // Only the number is taken: the bill in hand may have moved on since (settled, with its tenders).
      if (live && mine?.seq) setNumbered({ ...bill, seq: mine.seq, billNo: mine.billNo });
    });
    return () => {
      live = false;
    };
  }, [bill]);
  return numbered && numbered.billId === bill.billId ? numbered : null;
}
