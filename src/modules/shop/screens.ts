import type { ScreenMap } from '../../engine/module-manifest';
import { screen } from '../../lib/screens/screen-declaration';
import { CartScreen } from './cart-screen';
import { ShopScreen } from './shop-screen';

/** The shop's screens: the catalogue (`?product=<id>` shows one product) and the cart. */
export const SHOP = {
  catalogue: screen('ecommerce', 'Shop'),
  cart: screen('ecommerce/cart', 'Cart'),
} as const;

export const declarations = Object.values(SHOP);

/** The public shop: products from GET api/products, the cart kept in the browser. */
export const screens: ScreenMap = {
  [SHOP.catalogue.path]: ShopScreen,
  [SHOP.cart.path]: CartScreen,
};
