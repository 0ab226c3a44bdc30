import { useNavigate, Link } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useBasket, useBasketStore } from './basket-store';
import { BasketTable } from './basket-table';
import { CheckoutForm } from './checkout-form';
import { useMyOrdersStore } from './my-orders-store';
import { QuoteSummary } from './quote-summary';
import { useQuote, useStoreFront } from './store-api';
import { StoreFrame } from './store-frame';
import { useShopCode, useStorePaths } from './store-paths';

function Checkout({ shop }: { shop: number }) {
  const front = useStoreFront(shop);
  const lines = useBasket(shop);
  const paths = useStorePaths(shop);
  const navigate = useNavigate();
  const clear = useBasketStore((state) => state.clear);
  const remember = useMyOrdersStore((state) => state.remember);
  const basket = lines.map((line) => ({ item: line.item, qty: line.qty }));
  const quote = useQuote(shop, front.data?.outlet.code ?? '', basket);
  return (
    <StoreFrame shop={shop} name={front.data?.shop.name}>
      <h1 id="screen-title" className="h3 mb-3">
        Basket and checkout
      </h1>
      {lines.length === 0 ? (
        <p>
          Your basket is empty. <Link to={paths.store}>Find something in the store</Link>.
        </p>
      ) : front.isPending ? (
        <Loading label="Loading the store…" />
      ) : front.isError ? (
        <LoadFailed message={toApiError(front.error).message} onRetry={() => void front.refetch()} />
      ) : (
        <>
          <BasketTable shop={shop} lines={lines} quote={quote.data} />
          <QuoteSummary quote={quote.data} pending={quote.isFetching} error={quote.error} />
          <CheckoutForm
            shop={shop}
            outlet={front.data.outlet.code}
            lines={basket}
            quote={quote.data}
            onPlaced={(order) => {
              remember(shop, order.orderId);
              clear(shop);
              showDoneToast(`Order ${order.seq} is placed.`);
              void navigate(paths.orders);
            }}
          />
        </>
      )}
    </StoreFrame>
  );
}

/** /ecommerce/checkout: the store's basket, priced by the store, then the customer's details and payment. */
export function CheckoutScreen() {
  const { shop, pending } = useShopCode();
  if (shop !== null) return <Checkout shop={shop} />;
  return (
    <StoreFrame shop={null}>
      <h1 id="screen-title" className="h3">
        Basket and checkout
      </h1>
      {pending ? <Loading label="Finding the store…" /> : <p>No store is open online.</p>}
    </StoreFrame>
  );
}
