import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { useLayoutName } from '../../lib/ui/use-layout-name';
import { useCartPieces } from './cart-store';
import { NavItem, PageLink, PiecesLink, StorefrontFrame } from './storefront-frame';

/** Where the shop's pages are, under the layout the URL names. */
export function useShopPaths() {
  const layout = useLayoutName();
  return {
    catalogue: `/${layout}/ecommerce`,
    cart: `/${layout}/ecommerce/cart`,
    product: (id: string) => `/${layout}/ecommerce?product=${encodeURIComponent(id)}`,
  };
}

/**
 * The shop's own frame (a public page): brand, the catalogue and cart links, the way in or back to work, then the page.
 */
export function ShopFrame({ children }: { children: ReactNode }) {
  const paths = useShopPaths();
  const pieces = useCartPieces();
  const layout = useLayoutName();
  return (
    <StorefrontFrame
      home={
        <Link to={paths.catalogue} className="text-decoration-none text-reset" aria-label="ERP Suite shop home">
          <BrandMark />
        </Link>
      }
      navLabel="Shop"
      links={
        <>
          <PageLink end to={paths.catalogue}>
            Products
          </PageLink>
          <PageLink to={`/${layout}/ecommerce/store`}>Online store</PageLink>
          <NavItem>
            <PiecesLink to={paths.cart} word="Cart" icon={ShoppingCart} pieces={pieces} />
          </NavItem>
        </>
      }
    >
      {children}
    </StorefrontFrame>
  );
}
