import { useSearchParams } from 'react-router-dom';
import { useLayoutName } from '../../../lib/ui/use-layout-name';
import { useShops } from './store-api';

/** Where a store's pages are, under the layout the URL names. */
export function useStorePaths(shop: number | null) {
  const layout = useLayoutName();
  const query = shop === null ? '' : `?shop=${shop}`;
  return {
    store: `/${layout}/ecommerce/store${query}`,
    checkout: `/${layout}/ecommerce/checkout${query}`,
    orders: `/${layout}/ecommerce/orders${query}`,
    products: `/${layout}/ecommerce`,
  };
}

/**
 * The store a page is of: `?shop=<company code>`, else the first store the backend hosts (there is one in the
 * demo). Null while the stores are still being asked for, or when there is none.
 */
export function useShopCode(): { shop: number | null; pending: boolean; failure: unknown } {
  const [params] = useSearchParams();
  const named = Number(params.get('shop'));
  const given = Number.isInteger(named) && named > 0;
  const shops = useShops(!given);
  if (given) return { shop: named, pending: false, failure: null };
  return { shop: shops.data?.[0]?.shop ?? null, pending: shops.isPending, failure: shops.error };
}
