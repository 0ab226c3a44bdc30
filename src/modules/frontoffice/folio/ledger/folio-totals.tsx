import { formatMoney } from '../../../../lib/money/money-format';
import type { FolioLine } from '../../domain/stay-types';
import { folioTotals } from '../domain/folio-rules';

/** The folio's totals: charges before tax, taxes, money received, and the balance owed (or held in credit). */
export function FolioTotals({ lines }: { lines: readonly FolioLine[] }) {
  const totals = folioTotals(lines);
  const owed = totals.balance >= 0;
  return (
    <dl className="document-totals" aria-label="Folio totals">
      <dt>Charges</dt>
      <dd>{formatMoney(totals.charges)}</dd>
      <dt>Taxes</dt>
      <dd>{formatMoney(totals.taxes)}</dd>
      <dt>Credits</dt>
      <dd>{formatMoney(totals.credits)}</dd>
      <dt>{owed ? 'Balance due' : 'Balance in credit'}</dt>
      <dd className="fw-bold">{formatMoney(Math.abs(totals.balance))}</dd>
    </dl>
  );
}
