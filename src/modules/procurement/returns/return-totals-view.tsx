import { formatMoney } from '../../../lib/money/money-format';
import type { ReturnTotals } from '../domain/receipt-totals';

/** Base, each tax as on the receipt, and the total of the return. */
export function ReturnTotalsView({ totals, pendingPaise }: { totals: ReturnTotals; pendingPaise: number }) {
  const rows: Array<[string, number]> = [
    ['Base', totals.basePaise],
    ...totals.taxes.map((tax): [string, number] => [`${tax.taxCode} @ ${tax.taxPer}%`, tax.valuePaise]),
    ['Total', totals.totalPaise],
  ];
  return (
    <dl className="row small mb-3" aria-label="Totals of the return" style={{ maxWidth: '28rem' }}>
      {rows.map(([label, paise]) => (
        <div key={label} className="d-flex justify-content-between col-12">
          <dt className={label === 'Total' ? 'fw-bold' : 'fw-normal'}>{label}</dt>
          <dd className="mb-0 text-end">{formatMoney(paise)}</dd>
        </div>
      ))}
      <div className="d-flex justify-content-between col-12 text-muted">
        <dt className="fw-normal">Still pending on the bill</dt>
        <dd className="mb-0 text-end">{formatMoney(pendingPaise)}</dd>
      </div>
    </dl>
  );
}
