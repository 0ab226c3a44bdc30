import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
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
  // The store's rate and amount when it has quoted this quantity, else the price list's rate times the quantity.
  const rateOf = (line: StoreBasketLine) => toPaise(quoted(line.item, line.qty)?.rate ?? line.rate);
  const amountOf = (line: StoreBasketLine) => {
    const priced = quoted(line.item, line.qty);
    return priced ? toPaise(priced.amount) : multiplyByQuantity(toPaise(line.rate), line.qty);
  };
  const columns: ReadonlyArray<TableColumn<StoreBasketLine>> = [
    { label: 'Product', cell: (line) => line.name, className: 'fw-normal' },
    { label: 'Price', numeric: true, cell: (line) => formatMoneyWithSign(rateOf(line)) },
    {
      label: 'Quantity',
      cell: (line) => (
        <QuantityStepper
          id={`basket-quantity-${line.item}`}
          name={line.name}
          quantity={line.qty}
          keeper="the basket"
          onChange={(qty) => setQuantity(shop, line.item, qty)}
        />
      ),
    },
    { label: 'Amount', numeric: true, cell: (line) => formatMoneyWithSign(amountOf(line)) },
    {
      label: 'Remove',
      hideLabel: true,
      cell: (line) => (
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Remove ${line.name} from the basket`}
          onClick={() => remove(shop, line.item)}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      rows={lines}
      columns={columns}
      rowKey={(line) => line.item}
      caption="Products in your basket"
      captionPlacement="hidden"
      tableClassName="table align-middle"
    />
  );
}
