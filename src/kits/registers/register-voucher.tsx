import { DocumentPrintFrame } from '../../components/print/document-print';
import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';

interface Props {
  title: string;
  /** [label, text] pairs; an empty one is left out. */
  facts: ReadonlyArray<readonly [string, string]>;
  onClose: () => void;
  /** Rows of [label, rupees] printed as a table under the facts (a payment's bills). */
  lines?: { labels: readonly [string, string]; rows: ReadonlyArray<readonly [string, number]> };
  signatures?: readonly string[];
}

const SIGNATURES = ['Prepared by', 'Authorised by', 'Received by'] as const;

/**
 * A register's printed voucher (an advance, a payment): the company, the title, the facts, any lines; printed once
 * shown.
 */
export function RegisterVoucher({ title, facts, lines, onClose, signatures = SIGNATURES }: Props) {
  return (
    <DocumentPrintFrame title={title} onClose={onClose} signatures={signatures}>
      <dl className="row small">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {lines && (
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{lines.labels[0]}</th>
              <th scope="col" className="text-end">
                {lines.labels[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.rows.map(([label, amount]) => (
              <tr key={label}>
                <td>{label}</td>
                <td className="text-end">{formatMoney(toPaise(amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentPrintFrame>
  );
}
