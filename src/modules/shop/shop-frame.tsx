import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { useLayoutName } from '../../lib/ui/use-layout-name';
import { useCartPieces } from './cart-store';
import { ShopAccountLink } from './shop-account-link';

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
    <div className="shop container py-3">
      <header className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4 border-bottom pb-3">
        <Link to={paths.catalogue} className="text-decoration-none text-reset" aria-label="ERP Suite shop home">
          <BrandMark />
        </Link>
        <nav aria-label="Shop">
          <ul className="nav gap-1 align-items-center">
            <li className="nav-item">
              <NavLink end to={paths.catalogue} className="nav-link">
                Products
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to={`/${layout}/ecommerce/store`} className="nav-link">
                Online store
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink
                to={paths.cart}
                className="nav-link"
                aria-label={`Cart, ${pieces} ${pieces === 1 ? 'item' : 'items'}`}
              >
                <ShoppingCart size={18} aria-hidden="true" className="me-1" />
                Cart <span className="badge text-bg-primary">{pieces}</span>
              </NavLink>
            </li>
            <li className="nav-item">
              <ShopAccountLink />
            </li>
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}
