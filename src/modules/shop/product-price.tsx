import { toPaise } from '../../lib/money/money';
import { formatMoneyWithSign } from '../../lib/money/money-format';

/** Whole percent off the previous price, or 0 when there is no saving. */
export function percentOff(sale: number, previous: number): number {
  if (previous <= 0 || sale >= previous) return 0;
  return Math.round(((previous - sale) / previous) * 100);
}

/** The sale price, the previous one struck through (read as "was" by screen readers) and the saving. */
export function ProductPrice({ sale, previous, large = false }: { sale: number; previous: number; large?: boolean }) {
  const off = percentOff(sale, previous);
  return (
    <p className={`product-price mb-0 ${large ? 'fs-4' : ''}`}>
      <span className="fw-semibold">
        <span className="visually-hidden">Price </span>
        {formatMoneyWithSign(toPaise(sale))}
      </span>
      {off > 0 && (
        <>
          {' '}
          <del className="text-muted small">
            <span className="visually-hidden">was </span>
            {formatMoneyWithSign(toPaise(previous))}
          </del>{' '}
          <span className="small text-success">{off}% off</span>
        </>
      )}
    </p>
  );
}
