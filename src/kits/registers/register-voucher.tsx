import { DataTable, type TableColumn } from '../../components/data-table';
import { DocumentPrintFrame } from '../../components/print/document-print';
import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';

interface Props {
  title: string;
  /** [label, text] pairs; an empty one is left out. */
  facts: ReadonlyArray<readonly [string, string]>;
  onClose: () => void;
  /** Rows of [label, rupees] printed as a table under the facts (a payment's bills), named by a hidden caption. */
  lines?: { caption: string; labels: readonly [string, string]; rows: ReadonlyArray<readonly [string, number]> };
  signatures?: readonly string[];
}

const SIGNATURES = ['Prepared by', 'Authorised by', 'Received by'] as const;

type Line = readonly [string, number];

/** The lines' two columns: what each is (a bill) and its rupees. */
const lineColumns = ([what, amount]: readonly [string, string]): TableColumn<Line>[] => [
  { label: what, cell: ([label]) => label },
  { label: amount, cell: ([, rupees]) => formatMoney(toPaise(rupees)), numeric: true },
];

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
        <DataTable
          rows={lines.rows}
          columns={lineColumns(lines.labels)}
          rowKey={([label]) => label}
          caption={lines.caption}
          captionPlacement="hidden"
          rowHeader={false}
          tableClassName="table table-sm"
          responsive={false}
        />
      )}
    </DocumentPrintFrame>
  );
}
