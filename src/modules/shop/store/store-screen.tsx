import { Link } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { StoreBanners } from './store-banners';
import { StoreCatalogue } from './store-catalogue';
import { StoreFrame } from './store-frame';
import { useShopCode, useStorePaths } from './store-paths';
import { useStoreFront } from './store-api';

function StoreFront({ shop }: { shop: number }) {
  const front = useStoreFront(shop);
  const paths = useStorePaths(shop);
  const name = front.data?.shop.name;
  return (
    <StoreFrame shop={shop} name={name}>
      <h1 id="screen-title" className="h3 mb-1">
        {name ?? 'Store'}
      </h1>
      {front.isPending ? (
        <Loading label="Loading the store…" />
      ) : front.isError ? (
        <LoadFailed message={toApiError(front.error).message} onRetry={() => void front.refetch()} />
      ) : (
        <>
          <p className="text-muted">
            {front.data.outlet.name}, delivering from {front.data.shop.city}.{' '}
            {front.data.outlet.minimumOrder > 0 && <>Orders from ₹ {front.data.outlet.minimumOrder}. </>}
            Pay on delivery or now by UPI or card. <Link to={paths.checkout}>Go to the basket</Link>.
          </p>
          <StoreBanners banners={front.data.banners} />
          {front.data.items.length === 0 ? (
            <p>The store lists nothing for sale today.</p>
          ) : (
            <StoreCatalogue shop={shop} front={front.data} />
          )}
        </>
      )}
    </StoreFrame>
  );
}

/**
 * /ecommerce/store: a company's online store (`?shop=<company code>`, else the store the backend hosts): banners,
 * products, the basket.
 */
export function StoreScreen() {
  const { shop, pending, failure } = useShopCode();
  if (shop !== null) return <StoreFront shop={shop} />;
  return (
    <StoreFrame shop={null}>
      <h1 id="screen-title" className="h3">
        Store
      </h1>
      {pending ? (
        <Loading label="Finding the store…" />
      ) : failure ? (
        <p role="alert">{toApiError(failure).message}</p>
      ) : (
        <p>No store is open online.</p>
      )}
    </StoreFrame>
  );
}
