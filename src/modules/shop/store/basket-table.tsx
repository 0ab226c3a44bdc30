import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { QuantityStepper } from '../quantity-stepper';
import { useBasketStore, type StoreBasketLine } from './basket-store';
import type { StoreQuote } from '../../../kits/storefront/store-types';

/**
 * The basket's lines: each one's quantity (typed or stepped), its amount (the store's price when it has quoted),
 * Remove.
 */
export function BasketTable({
  shop,
  lines,
  quote,
}: {
  shop: number;
  lines: readonly StoreBasketLine[];
  quote: StoreQuote | undefined;
}) {
  const setQuantity = useBasketStore((state) => state.setQuantity);
  const remove = useBasketStore((state) => state.remove);
  const quoted = (item: string, qty: number) => quote?.lines.find((line) => line.item === item && line.qty === qty);
  return (
    <Table responsive className="align-middle">
      <caption className="visually-hidden">Products in your basket</caption>
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
        {lines.map((line) => {
          const priced = quoted(line.item, line.qty);
          const rate = priced?.rate ?? line.rate;
          return (
            <tr key={line.item}>
              <th scope="row" className="fw-normal">
                {line.name}
              </th>
              <td className="text-end">{formatMoneyWithSign(toPaise(rate))}</td>
              <td>
                <QuantityStepper
                  id={`basket-quantity-${line.item}`}
                  name={line.name}
                  quantity={line.qty}
                  keeper="the basket"
                  onChange={(qty) => setQuantity(shop, line.item, qty)}
                />
              </td>
              <td className="text-end">
                {formatMoneyWithSign(priced ? toPaise(priced.amount) : multiplyByQuantity(toPaise(rate), line.qty))}
              </td>
              <td>
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={`Remove ${line.name} from the basket`}
                  onClick={() => remove(shop, line.item)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
