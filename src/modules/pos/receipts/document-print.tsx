import { DataTable, type TableColumn } from '../../../components/data-table';
import { DocumentPrintFrame } from '../../../components/print/document-print';

type Row = readonly string[];

interface Props {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  /** A table printed below the facts: its caption, column headers and rows of text. */
  table?: { caption: string; headers: readonly string[]; rows: ReadonlyArray<Row> };
  onClose: () => void;
}

/** One column per header, the text at its place in each row; the third column on are figures. */
const columnsOf = (headers: readonly string[]): Array<TableColumn<Row>> =>
  headers.map((label, index) => ({ label, cell: (row) => row[index], numeric: index > 1 }));

/**
 * A printable receipt or payment on the counter's thermal roll: the company, the title, the facts, a table; the print
 * dialog opens once shown.
 */
export function DocumentPrint({ title, facts, table, onClose }: Props) {
  return (
    <DocumentPrintFrame
      title={title}
      onClose={onClose}
      signatures={['Prepared by', 'Authorised by', 'Received by']}
      paper="thermal"
    >
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {table && table.rows.length > 0 && (
        <DataTable
          rows={table.rows}
          columns={columnsOf(table.headers)}
          rowKey={(row) => row.join('|')}
          caption={table.caption}
          captionPlacement="bottom"
          rowHeader={false}
          tableClassName="table table-sm"
          responsive={false}
        />
      )}
    </DocumentPrintFrame>
  );
}
