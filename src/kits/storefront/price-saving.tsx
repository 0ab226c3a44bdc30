import { toPaise } from '../../lib/money/money';
import { formatMoneyWithSign } from '../../lib/money/money-format';

/** Whole percent off the previous price, or 0 when there is no saving. */
export function percentOff(sale: number, previous: number): number {
  if (previous <= 0 || sale >= previous) return 0;
  return Math.round(((previous - sale) / previous) * 100);
}

/**
 * What follows a sale price when there is a saving: the previous price struck through (read as "was" by screen
 * readers) and the percent off; nothing otherwise.
 */
export function PriceSaving({ sale, previous }: { sale: number; previous: number }) {
  const off = percentOff(sale, previous);
  if (off <= 0) return null;
  return (
    <>
      {' '}
      <del className="text-muted small">
        <span className="visually-hidden">was </span>
        {formatMoneyWithSign(toPaise(previous))}
      </del>{' '}
      <span className="small text-success">{off}% off</span>
    </>
  );
}
