import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OrderHead } from '../../../kits/billing/domain/order-types';

/** How long a head is kept after its order was started: past a day's service it is the backend's to know. */
const KEPT_MS = 24 * 60 * 60_000;

interface OrderHeads {
  heads: Readonly<Record<string, OrderHead>>;
  keep(code: string, head: OrderHead): void;
}

/**
 * The heads of the orders started at this counter (type, customer, and the start time every line is priced by: a
 * happy hour the order began in holds for all its lines), until the order's first KOT has carried its head to the
 * backend. Kept outside the screen, and in the tab's session storage, so that neither the screen being shown again
 * nor a reload with the KOT still waiting to be sent starts the order afresh at another time and price.
 */
export const useOrderHeads = create<OrderHeads>()(
  persist(
    (set) => ({
      heads: {},
      keep: (code, head) =>
        set((state) => {
          const since = Date.now() - KEPT_MS;
          const kept = Object.entries(state.heads).filter(([, one]) => Date.parse(one.startedAt) >= since);
          return { heads: { ...Object.fromEntries(kept), [code]: head } };
        }),
    }),
    { name: 'erp.takeaway.order-heads', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** A new order's head, started now. */
export const newHead = (): OrderHead => ({
  orderType: 'TAKEAWAY',
  customer: '',
  customerName: '',
  phone: '',
  address: '',
  startedAt: new Date().toISOString(),
});
