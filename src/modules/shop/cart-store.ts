import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Product } from '../../lib/api/products-api';
import { toPaise } from '../../lib/money/money';
import { MAX_QUANTITY, type CartLine } from './cart-math';

interface CartState {
  lines: CartLine[];
  /** Puts `quantity` more of the product in the cart (up to MAX_QUANTITY of it); answers how many are in now. */
  add: (product: Product, quantity?: number) => number;
  setQuantity: (productId: string, quantity: number) => void;
  remove: (productId: string) => void;
  clear: () => void;
}

const capped = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));

/** The shop's cart, kept in this browser across reloads (localStorage key 'erp-cart'). */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (product, quantity = 1) => {
        const existing = get().lines.find((line) => line.productId === product._id);
        const next = capped((existing?.quantity ?? 0) + quantity);
        const line: CartLine = {
          productId: product._id,
          name: product.name,
          photo: product.photo,
          unitPaise: toPaise(product.price.sale),
          previousPaise: toPaise(product.price.previous),
          quantity: next,
        };
        set({
          lines: existing
            ? get().lines.map((candidate) => (candidate.productId === product._id ? line : candidate))
            : [...get().lines, line],
        });
        return next;
      },
      setQuantity: (productId, quantity) =>
        set({
          lines: get().lines.map((line) =>
            line.productId === productId ? { ...line, quantity: capped(quantity) } : line,
          ),
        }),
      remove: (productId) => set({ lines: get().lines.filter((line) => line.productId !== productId) }),
      clear: () => set({ lines: [] }),
    }),
    { name: 'erp-cart', partialize: (state) => ({ lines: state.lines }) },
  ),
);

/** How many pieces are in the cart. */
export function useCartPieces(): number {
  return useCartStore((state) => state.lines.reduce((sum, line) => sum + line.quantity, 0));
}
