import { DocumentPrintFrame } from '../../../components/print/document-print';

interface Props {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  /** A table printed below the facts: its caption, column headers and rows of text. */
  table?: { caption: string; headers: readonly string[]; rows: ReadonlyArray<readonly string[]> };
  onClose: () => void;
}

/** A printable receipt or payment: the company, the title, the facts, a table; the print dialog opens once shown. */
export function DocumentPrint({ title, facts, table, onClose }: Props) {
  return (
    <DocumentPrintFrame title={title} onClose={onClose} signatures={['Prepared by', 'Authorised by', 'Received by']}>
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
    </DocumentPrintFrame>
  );
}
