import { PriceSaving } from '../../kits/storefront/price-saving';
import { toPaise } from '../../lib/money/money';
import { formatMoneyWithSign } from '../../lib/money/money-format';

/** The sale price, the previous one struck through (read as "was" by screen readers) and the saving. */
export function ProductPrice({ sale, previous, large = false }: { sale: number; previous: number; large?: boolean }) {
  return (
    <p className={`product-price mb-0 ${large ? 'fs-4' : ''}`}>
      <span className="fw-semibold">
        <span className="visually-hidden">Price </span>
        {formatMoneyWithSign(toPaise(sale))}
      </span>
      <PriceSaving sale={sale} previous={previous} />
    </p>
  );
}
