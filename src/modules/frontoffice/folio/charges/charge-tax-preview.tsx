import { formatMoney } from '../../../../lib/money/money-format';
import { chargeFigures } from '../domain/folio-rules';
import type { ChargeHead } from '../domain/folio-types';
import { typedPaise, typedQuantity } from '../parts/typed-values';

/**
 * The charge as it will be posted, before it is saved: taxable value, CGST and SGST halves of the head's GST, total.
 */
export function ChargeTaxPreview({
  head,
  quantity,
  rate,
}: {
  head: ChargeHead | undefined;
  quantity: string;
  rate: string;
}) {
  const qty = typedQuantity(quantity);
  const paise = typedPaise(rate);
  if (!head || typeof qty === 'string' || typeof paise === 'string')
    return <p className="form-text">The tax shows once the head, quantity and rate are filled in.</p>;
  const figures = chargeFigures(paise, qty, head.taxPercent);
  const half = head.taxPercent / 2;
  return (
    <dl className="document-totals" aria-label="Charge with tax" aria-live="polite">
      <dt>Taxable value</dt>
      <dd>{formatMoney(figures.amount)}</dd>
      <dt>{`CGST ${half}%`}</dt>
      <dd>{formatMoney(figures.cgst)}</dd>
      <dt>{`SGST ${half}%`}</dt>
      <dd>{formatMoney(figures.sgst)}</dd>
      <dt>Total to the folio</dt>
      <dd className="fw-bold">{formatMoney(figures.total)}</dd>
    </dl>
  );
}
