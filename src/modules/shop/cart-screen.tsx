import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { showDoneToast } from '../../lib/messages/messages';
import { formatMoneyWithSign } from '../../lib/money/money-format';
import type { Paise } from '../../lib/money/money';
import { cartTotals, type CartLine } from './cart-math';
import { CartQuantity } from './cart-quantity';
import { useCartStore } from './cart-store';
import { ShopFrame, useShopPaths } from './shop-frame';

/** The cart's columns: the product (its photo and a link to it), price, quantity, amount and its Remove button. */
const cartColumns = (
  productPath: (id: string) => string,
  amounts: readonly Paise[],
  onRemove: (line: CartLine) => void,
): ReadonlyArray<TableColumn<CartLine>> => [
  {
    label: 'Product',
    className: 'fw-normal',
    cell: (line) => (
      <>
        <img src={line.photo} alt="" width={48} height={48} className="me-2" style={{ objectFit: 'contain' }} />
        <Link to={productPath(line.productId)}>{line.name}</Link>
      </>
    ),
  },
  { label: 'Price', numeric: true, cell: (line) => formatMoneyWithSign(line.unitPaise) },
  { label: 'Quantity', cell: (line) => <CartQuantity line={line} /> },
  { label: 'Amount', numeric: true, cell: (_line, index) => formatMoneyWithSign(amounts[index] ?? 0) },
  {
    label: 'Remove',
    hideLabel: true,
    cell: (line) => (
      <Button
        variant="outline-danger"
        size="sm"
        aria-label={`Remove ${line.name} from the cart`}
        onClick={() => onRemove(line)}
      >
        Remove
      </Button>
    ),
  },
];

/**
 * /ecommerce/cart: what is in the cart, each line's quantity and amount, a way to remove it, and the totals in exact
 * paise.
 */
export function CartScreen() {
  const paths = useShopPaths();
  const lines = useCartStore((state) => state.lines);
  const remove = useCartStore((state) => state.remove);
  const clear = useCartStore((state) => state.clear);
  const [confirming, setConfirming] = useState(false);
  const totals = cartTotals(lines);
  return (
    <ShopFrame>
      <section aria-labelledby="screen-title">
        <h1 id="screen-title" className="h3 mb-3">
          Cart
        </h1>
        {lines.length === 0 ? (
          <p>
            Your cart is empty. <Link to={paths.catalogue}>Find something in the shop</Link>.
          </p>
        ) : (
          <>
            <DataTable
              rows={lines}
              columns={cartColumns(paths.product, totals.amounts, (line) => {
                remove(line.productId);
                showDoneToast(`${line.name} is out of the cart.`);
              })}
              rowKey={(line) => line.productId}
              caption="Products in your cart"
              captionPlacement="hidden"
              tableClassName="table align-middle"
              footer={
                <>
                  <tr>
                    <th scope="row" colSpan={3}>
                      Total, {totals.pieces} {totals.pieces === 1 ? 'piece' : 'pieces'}
                    </th>
                    <td className="text-end fw-semibold">{formatMoneyWithSign(totals.total)}</td>
                    <td />
                  </tr>
                  {totals.savings > 0 && (
                    <tr>
                      <th scope="row" colSpan={3} className="fw-normal">
                        You save on the previous prices
                      </th>
                      <td className="text-end text-success">{formatMoneyWithSign(totals.savings)}</td>
                      <td />
                    </tr>
                  )}
                </>
              }
            />
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-outline-primary" to={paths.catalogue}>
                Keep shopping
              </Link>
              <Button variant="outline-danger" onClick={() => setConfirming(true)}>
                Empty the cart
              </Button>
            </div>
          </>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title="Empty the cart"
          text={`Take all ${totals.pieces} ${totals.pieces === 1 ? 'piece' : 'pieces'} out of the cart?`}
          confirmLabel="Empty the cart"
          onConfirm={() => {
            clear();
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </ShopFrame>
  );
}
