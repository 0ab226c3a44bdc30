import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showDoneToast } from '../../lib/messages/messages';
import { formatMoneyWithSign } from '../../lib/money/money-format';
import { cartTotals } from './cart-math';
import { CartQuantity } from './cart-quantity';
import { useCartStore } from './cart-store';
import { ShopFrame, useShopPaths } from './shop-frame';

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
            <Table responsive className="align-middle">
              <caption className="visually-hidden">Products in your cart</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="text-end">
                    Price
                  </th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className="text-end">
                    Amount
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  <tr key={line.productId}>
                    <th scope="row" className="fw-normal">
                      <img
                        src={line.photo}
                        alt=""
                        width={48}
                        height={48}
                        className="me-2"
                        style={{ objectFit: 'contain' }}
                      />
                      <Link to={paths.product(line.productId)}>{line.name}</Link>
                    </th>
                    <td className="text-end">{formatMoneyWithSign(line.unitPaise)}</td>
                    <td>
                      <CartQuantity line={line} />
                    </td>
                    <td className="text-end">{formatMoneyWithSign(totals.amounts[index] ?? 0)}</td>
                    <td>
                      <Button
                        variant="outline-danger"
                        size="sm"
                        aria-label={`Remove ${line.name} from the cart`}
                        onClick={() => {
                          remove(line.productId);
                          showDoneToast(`${line.name} is out of the cart.`);
                        }}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
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
              </tfoot>
            </Table>
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
