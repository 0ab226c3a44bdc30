import { ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { NavItem, PageLink, PiecesLink, StorefrontFrame } from '../storefront-frame';
import { useBasket } from './basket-store';
import { useStorePaths } from './store-paths';

function BasketLink({ shop }: { shop: number }) {
  const paths = useStorePaths(shop);
  const pieces = useBasket(shop).reduce((sum, line) => sum + line.qty, 0);
  return <PiecesLink to={paths.checkout} word="Basket" icon={ShoppingBasket} pieces={pieces} />;
}

/**
 * A store's own frame (a public page): brand and store name, the store, basket and "my orders" links, the way in or
 * back to work.
 */
export function StoreFrame({ shop, name, children }: { shop: number | null; name?: string; children: ReactNode }) {
  const paths = useStorePaths(shop);
  return (
    <StorefrontFrame
      home={
        <Link
          to={paths.store}
          className="text-decoration-none text-reset d-flex align-items-center gap-2"
          aria-label={`${name ?? 'Store'} home`}
        >
          <BrandMark />
          {name && <span className="fw-semibold">{name}</span>}
        </Link>
      }
      navLabel="Store"
      links={
        <>
          <PageLink end to={paths.store}>
            Store
          </PageLink>
          {shop !== null && (
            <NavItem>
              <BasketLink shop={shop} />
            </NavItem>
          )}
          <PageLink to={paths.orders}>My orders</PageLink>
        </>
      }
    >
      {children}
    </StorefrontFrame>
  );
}
