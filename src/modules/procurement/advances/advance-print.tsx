import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { DocumentPrintFrame } from '../../../components/print/document-print';

interface Props {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  onClose: () => void;
  /** Rows of [label, rupees] printed as a table (a payment's bills). */
  lines?: ReadonlyArray<readonly [string, number]>;
}

/** A printable voucher (advance or payment): company, title, facts, optional lines; prints once shown. */
export function VoucherPrint({ title, facts, lines, onClose }: Props) {
  return (
    <DocumentPrintFrame title={title} onClose={onClose} signatures={['Prepared by', 'Authorised by', 'Received by']}>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{label === 'Date' ? formatDate(value) : value}</dd>
          </div>
        ))}
      </dl>
      {lines && (
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">Bill</th>
              <th scope="col" className="text-end">
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map(([bill, amount]) => (
              <tr key={bill}>
                <td>{bill}</td>
                <td className="text-end">{formatMoney(toPaise(amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentPrintFrame>
  );
}
