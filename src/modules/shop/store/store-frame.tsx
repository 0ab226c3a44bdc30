import { ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { ShopAccountLink } from '../shop-account-link';
import { useBasket } from './basket-store';
import { useStorePaths } from './store-paths';

function BasketLink({ shop }: { shop: number }) {
  const paths = useStorePaths(shop);
  const pieces = useBasket(shop).reduce((sum, line) => sum + line.qty, 0);
  return (
    <NavLink
      to={paths.checkout}
      className="nav-link"
      aria-label={`Basket, ${pieces} ${pieces === 1 ? 'item' : 'items'}`}
    >
      <ShoppingBasket size={18} aria-hidden="true" className="me-1" />
      Basket <span className="badge text-bg-primary">{pieces}</span>
    </NavLink>
  );
}

/**
 * A store's own frame (a public page): brand and store name, the store, basket and "my orders" links, the way in or
 * back to work.
 */
export function StoreFrame({ shop, name, children }: { shop: number | null; name?: string; children: ReactNode }) {
  const paths = useStorePaths(shop);
  return (
    <div className="shop container py-3">
      <header className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4 border-bottom pb-3">
        <Link
          to={paths.store}
          className="text-decoration-none text-reset d-flex align-items-center gap-2"
          aria-label={`${name ?? 'Store'} home`}
        >
          <BrandMark />
          {name && <span className="fw-semibold">{name}</span>}
        </Link>
        <nav aria-label="Store">
          <ul className="nav gap-1 align-items-center">
            <li className="nav-item">
              <NavLink end to={paths.store} className="nav-link">
                Store
              </NavLink>
            </li>
            {shop !== null && (
              <li className="nav-item">
                <BasketLink shop={shop} />
              </li>
            )}
            <li className="nav-item">
              <NavLink to={paths.orders} className="nav-link">
                My orders
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
