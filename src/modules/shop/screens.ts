import type { ScreenMap } from '../../engine/module-manifest';
import { screen } from '../../lib/screens/screen-declaration';
import { CartScreen } from './cart-screen';
import { ShopScreen } from './shop-screen';
import { CheckoutScreen } from './store/checkout-screen';
import { MyOrdersScreen } from './store/my-orders-screen';
import { StoreScreen } from './store/store-screen';

/**
 * The shop's screens: the demo catalogue (`?product=<id>` shows one product) and its cart; and a company's
 * online store (`?shop=<company code>`): its products and banners, the basket and checkout, and "my orders".
 */
export const SHOP = {
  catalogue: screen('ecommerce', 'Shop'),
  cart: screen('ecommerce/cart', 'Cart'),
  store: screen('ecommerce/store', 'Store'),
  checkout: screen('ecommerce/checkout', 'Basket and checkout'),
  orders: screen('ecommerce/orders', 'My orders'),
} as const;

export const declarations = Object.values(SHOP);

/** The public shop: products from GET api/products, the cart kept in the browser; the store on the ShopOnline calls. */
export const screens: ScreenMap = {
  [SHOP.catalogue.path]: ShopScreen,
  [SHOP.cart.path]: CartScreen,
  [SHOP.store.path]: StoreScreen,
  [SHOP.checkout.path]: CheckoutScreen,
  [SHOP.orders.path]: MyOrdersScreen,
};
