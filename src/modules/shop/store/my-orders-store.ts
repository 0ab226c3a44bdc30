import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The most orders a browser remembers per store (the oldest drop off). */
const KEPT = 50;

interface MyOrdersState {
  /** The ids of the orders placed from this browser, per store (company code), newest first. */
  orders: Record<string, string[]>;
  remember: (shop: number, orderId: string) => void;
}

/**
 * The customer's orders are the ones placed from this browser (the shop has no customer accounts): their ids,
 * made here and unguessable, are the customer's key to them (localStorage key 'erp-store-orders').
 */
export const useMyOrdersStore = create<MyOrdersState>()(
  persist(
    (set, get) => ({
      orders: {},
      remember: (shop, orderId) => {
        const kept = get().orders[String(shop)] ?? [];
        if (kept.includes(orderId)) return;
        set({ orders: { ...get().orders, [String(shop)]: [orderId, ...kept].slice(0, KEPT) } });
      },
    }),
    { name: 'erp-store-orders', partialize: (state) => ({ orders: state.orders }) },
  ),
);

const NONE: string[] = [];
export const useMyOrderIds = (shop: number) => useMyOrdersStore((state) => state.orders[String(shop)] ?? NONE);
