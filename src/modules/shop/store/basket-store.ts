import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { MAX_QUANTITY } from '../cart-math';
import type { StoreItem } from '../../../kits/storefront/store-types';

/** One item in a store's basket: what was added (rate as listed, rupees) and how many. */
export interface StoreBasketLine {
  item: string;
  name: string;
  rate: number;
  qty: number;
}

interface BasketState {
  /** Each store's basket, by its company code. */
  baskets: Record<string, StoreBasketLine[]>;
  /** Adds `qty` more (up to MAX_QUANTITY); answers how many are in now. */
  add: (shop: number, item: StoreItem, qty?: number) => number;
  setQuantity: (shop: number, item: string, qty: number) => void;
  remove: (shop: number, item: string) => void;
  clear: (shop: number) => void;
}

const capped = (qty: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(qty)));

/** The stores' baskets, kept in this browser across reloads (localStorage key 'erp-store-basket'). */
export const useBasketStore = create<BasketState>()(
  persist(
    (set, get) => {
      const linesOf = (shop: number) => get().baskets[String(shop)] ?? [];
      const put = (shop: number, lines: StoreBasketLine[]) =>
        set({ baskets: { ...get().baskets, [String(shop)]: lines } });
      return {
        baskets: {},
        add: (shop, item, qty = 1) => {
          const lines = linesOf(shop);
          const existing = lines.find((line) => line.item === item.code);
          const next = capped((existing?.qty ?? 0) + qty);
          const line: StoreBasketLine = { item: item.code, name: item.name, rate: item.rate, qty: next };
          put(
            shop,
            existing ? lines.map((candidate) => (candidate.item === item.code ? line : candidate)) : [...lines, line],
          );
          return next;
        },
        setQuantity: (shop, item, qty) =>
          put(
            shop,
            linesOf(shop).map((line) => (line.item === item ? { ...line, qty: capped(qty) } : line)),
          ),
        remove: (shop, item) =>
          put(
            shop,
            linesOf(shop).filter((line) => line.item !== item),
          ),
        clear: (shop) => put(shop, []),
      };
    },
    { name: 'erp-store-basket', partialize: (state) => ({ baskets: state.baskets }) },
  ),
);

const NO_LINES: StoreBasketLine[] = [];

/** A store's basket lines. */
export const useBasket = (shop: number) => useBasketStore((state) => state.baskets[String(shop)] ?? NO_LINES);
