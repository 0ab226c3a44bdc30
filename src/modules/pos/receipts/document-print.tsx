import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useSession } from '../../../lib/session/session-store';

interface Props {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  /** A table printed below the facts: its caption, column headers and rows of text. */
  table?: { caption: string; headers: readonly string[]; rows: ReadonlyArray<readonly string[]> };
  onClose: () => void;
}

/** A printable receipt or payment: the company, the title, the facts, a table; the print dialog opens once shown. */
export function DocumentPrint({ title, facts, table, onClose }: Props) {
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
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {table && table.rows.length > 0 && (
        <table className="table table-sm">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th key={header} scope="col" className={index > 1 ? 'text-end' : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) => (
                  <td key={index} className={index > 1 ? 'text-end' : undefined}>
                    {cell}
                  </td>
                ))}
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
