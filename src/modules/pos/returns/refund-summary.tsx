import { formatMoney } from '../../../lib/money/money-format';
import type { ReturnFigures } from './domain/refund-rules';

/**
 * The refund's figures: goods, discount and service charge given back, each tax as the bill charged it, the round-off
 * and the refund.
 */
export function RefundSummary({ figures }: { figures: ReturnFigures }) {
  const rows: Array<[string, string]> = [
    ['Goods', formatMoney(figures.amount)],
    ...(figures.discount !== 0 ? [['Less their discount', formatMoney(-figures.discount)] as [string, string]] : []),
    ...(figures.serviceCharge !== 0
      ? [['Their service charge', formatMoney(figures.serviceCharge)] as [string, string]]
      : []),
    ...figures.taxes.map(
      (tax) =>
        [`${tax.component} ${tax.percent}% on ${formatMoney(tax.taxable)}`, formatMoney(tax.amount)] as [
          string,
          string,
        ],
    ),
    ...(figures.roundOff !== 0 ? [['Round-off', formatMoney(figures.roundOff)] as [string, string]] : []),
  ];
  return (
    <dl className="small mb-3" aria-label="Refund" style={{ maxWidth: '28rem' }}>
      {rows.map(([label, value]) => (
        <div key={label} className="d-flex justify-content-between">
          <dt className="fw-normal">{label}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
      <div className="d-flex justify-content-between border-top fw-semibold">
        <dt>Refund</dt>
        <dd className="mb-0">{formatMoney(figures.total)}</dd>
      </div>
    </dl>
  );
}
