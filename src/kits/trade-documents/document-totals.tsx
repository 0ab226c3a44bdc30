import type { CSSProperties } from 'react';
import type { Paise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';

interface Props {
  /** The amounts before the total, each with its label, in paise. */
  rows: readonly (readonly [string, Paise])[];
  totalPaise: Paise;
  style?: CSSProperties;
}

/** A document's amounts as they will be saved (base, taxes, discount, …) and its total below a rule. */
export function DocumentTotals({ rows, totalPaise, style }: Props) {
  return (
    <dl aria-label="Totals" className="mb-0" style={style}>
      {rows.map(([label, paise]) => (
        <div key={label} className="d-flex justify-content-between gap-3">
          <dt className="fw-normal">{label}</dt>
          <dd className="mb-0 text-end">{formatMoney(paise)}</dd>
        </div>
      ))}
      <div className="d-flex justify-content-between gap-3 border-top">
        <dt>Total</dt>
        <dd className="mb-0 text-end fw-semibold">{formatMoney(totalPaise)}</dd>
      </div>
    </dl>
  );
}
