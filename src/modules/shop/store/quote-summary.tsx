import Alert from 'react-bootstrap/Alert';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { toApiError } from '../../../lib/api/api-error';
import type { StoreQuote } from '../../../kits/storefront/store-types';

const money = (rupees: number) => formatMoneyWithSign(toPaise(rupees));

/**
 * What the order costs, as the store priced it: the total to pay, the taxes in it, the round-off; or why it cannot be
 * ordered.
 */
export function QuoteSummary({
  quote,
  pending,
  error,
}: {
  quote: StoreQuote | undefined;
  pending: boolean;
  error: unknown;
}) {
  if (error) return <Alert variant="warning">The store could not price the basket: {toApiError(error).message}</Alert>;
  if (!quote) return <p role="status">{pending ? 'Pricing your basket…' : ''}</p>;
  if (quote.result !== 'OK') {
    return (
      <Alert variant="warning" role="alert">
        {quote.result}
      </Alert>
    );
  }
  return (
    <dl className="row mb-3" aria-label="Order total">
      <dt className="col-6 col-md-3">Total to pay</dt>
      <dd className="col-6 col-md-9 fw-semibold">{money(quote.total)}</dd>
      <dt className="col-6 col-md-3 fw-normal">Taxes included</dt>
      <dd className="col-6 col-md-9">{money(quote.taxTotal)}</dd>
      {quote.roundOff !== 0 && (
        <>
          <dt className="col-6 col-md-3 fw-normal">Rounded by</dt>
          <dd className="col-6 col-md-9">{money(quote.roundOff)}</dd>
        </>
      )}
    </dl>
  );
}
