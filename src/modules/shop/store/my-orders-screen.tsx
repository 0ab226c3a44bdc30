import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { useMyOrderIds } from './my-orders-store';
import { statusSentence } from './order-status-words';
import { useMyOrders, useStoreFront } from './store-api';
import { StoreFrame } from './store-frame';
import { useShopCode, useStorePaths } from './store-paths';
import type { ShopOrder } from '../../../kits/storefront/store-types';

const money = (rupees: number) => formatMoneyWithSign(toPaise(rupees));

function OrderCard({ order }: { order: ShopOrder }) {
  const titleId = `order-${order.seq}`;
  return (
    <article aria-labelledby={titleId} className="card mb-3">
      <div className="card-body">
        <h2 id={titleId} className="h6">
          Order {order.seq}
        </h2>
        <p className="small text-muted mb-2">
          Placed {format(new Date(order.placedAt), 'dd-MMM-yyyy HH:mm')}, to {order.address}
        </p>
        <p className="fw-semibold mb-1">{statusSentence(order)}</p>
        {order.reason && <p className="text-danger mb-2">Reason: {order.reason}</p>}
        <ul className="mb-2">
          {order.lines.map((line) => (
            <li key={line.item}>
              {line.qty} × {line.name}, {money(line.amount)}
            </li>
          ))}
        </ul>
        <p className="mb-0">
          Total {money(order.total)} ·{' '}
          {order.payment === 'COD'
            ? 'Cash on delivery'
            : `Paid by ${order.prepaidMode === 'CARD' ? 'card' : 'UPI'} (ref. ${order.payReference})`}
        </p>
      </div>
    </article>
  );
}

function MyOrders({ shop }: { shop: number }) {
  const ids = useMyOrderIds(shop);
  const orders = useMyOrders(shop, ids);
  const front = useStoreFront(shop);
  const paths = useStorePaths(shop);
  return (
    <StoreFrame shop={shop} name={front.data?.shop.name}>
      <h1 id="screen-title" className="h3 mb-3">
        My orders
      </h1>
      {ids.length === 0 ? (
        <p>
          You have not ordered from this browser yet. <Link to={paths.store}>Visit the store</Link>.
        </p>
      ) : orders.isPending ? (
        <Loading label="Loading your orders…" />
      ) : orders.isError ? (
        <LoadFailed message={toApiError(orders.error).message} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <p className="small text-muted">
            The orders placed from this browser; their status follows the store as it moves them.
          </p>
          {orders.data.map((order) => (
            <OrderCard key={order.orderId} order={order} />
          ))}
        </>
      )}
    </StoreFrame>
  );
}

/**
 * /ecommerce/orders: the customer's orders (placed from this browser) with their status and, when it was turned back,
 * the reason.
 */
export function MyOrdersScreen() {
  const { shop, pending } = useShopCode();
  if (shop !== null) return <MyOrders shop={shop} />;
  return (
    <StoreFrame shop={null}>
      <h1 id="screen-title" className="h3">
        My orders
      </h1>
      {pending ? <Loading label="Finding the store…" /> : <p>No store is open online.</p>}
    </StoreFrame>
  );
}
