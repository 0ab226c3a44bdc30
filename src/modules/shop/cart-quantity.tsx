import type { CartLine } from './cart-math';
import { useCartStore } from './cart-store';
import { QuantityStepper } from './quantity-stepper';

/** A cart line's quantity: typed or one less / one more (QuantityStepper). */
export function CartQuantity({ line }: { line: CartLine }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  return (
    <QuantityStepper
      id={`cart-quantity-${line.productId}`}
      name={line.name}
      quantity={line.quantity}
      keeper="the cart"
      onChange={(quantity) => setQuantity(line.productId, quantity)}
    />
  );
}
