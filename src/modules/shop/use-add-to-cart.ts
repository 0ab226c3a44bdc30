import type { Product } from '../../lib/api/products-api';
import { showDoneToast } from '../../lib/messages/messages';
import { useCartStore } from './cart-store';

/** Puts a product in the cart and says so in a toast, with how many of it the cart now holds. */
export function useAddToCart(): (product: Product, quantity?: number) => void {
  const add = useCartStore((state) => state.add);
  return (product, quantity = 1) => {
    const count = add(product, quantity);
    showDoneToast(`${product.name} is in the cart (${count} in all).`);
  };
}
