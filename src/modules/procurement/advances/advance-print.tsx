import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useSession } from '../../../lib/session/session-store';

interface Props {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  onClose: () => void;
  /** Rows of [label, rupees] printed as a table (a payment's bills). */
  lines?: ReadonlyArray<readonly [string, number]>;
}

/** A printable voucher (advance or payment): company, title, facts, optional lines; prints once shown. */
export function VoucherPrint({ title, facts, lines, onClose }: Props) {
  const session = useSession();
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <article className="document-print" aria-labelledby="print-title">
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <h1 id="print-title" className="h4">
        {title}
      </h1>
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
      <div className="voucher-signatures d-none d-print-flex">
        <span>Prepared by</span>
        <span>Authorised by</span>
        <span>Received by</span>
      </div>
    </article>
  );
}
