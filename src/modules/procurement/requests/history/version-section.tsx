import { DataTable, type TableColumn } from '../../../../components/data-table';
import { formatDate, formatDateTime } from '../../../../lib/format/date-format';
import { statusLabel } from '../../domain/approval-status';
import { formatQuantity } from '../request-format';
import { AUDIT_TYPE_LABELS, type RequestAuditLine, type RequestVersion } from './history-types';
import { lineChanges, versionChanges, type HistoryNames, type LineChange } from './version-changes';

/** A line's change as its own column says it, in words. */
function changeWords(change: LineChange | undefined): string {
  if (!change) return 'Unchanged';
  if (change.kind === 'added') return 'New line';
  return `Changed: ${change.fields.map((field) => field.label).join(', ')}`;
}

const lineColumns = (
  names: HistoryNames,
  changes: ReadonlyMap<number, LineChange>,
  first: boolean,
): TableColumn<RequestAuditLine>[] => [
  { label: 'Line', cell: (line) => line.sno, numeric: true },
  { label: 'Item', cell: (line) => names.item(line.itemId) },
  { label: 'Description', cell: (line) => line.itemDescription },
  { label: 'Purpose', cell: (line) => line.purpose },
  { label: 'Quantity', cell: (line) => formatQuantity(line.qty), numeric: true },
  { label: 'Unit', cell: (line) => names.unit(line.itemId, line.um) },
  { label: 'Approved quantity', cell: (line) => formatQuantity(line.approvedQty), numeric: true },
  { label: 'Required by', cell: (line) => formatDate(line.reqdBy) },
  {
    label: 'Suggested supplier',
    cell: (line) => (line.suggestedSupplier ? names.supplier(line.suggestedSupplier) : ''),
  },
  { label: 'Status', cell: (line) => statusLabel('request', line.pos) },
  ...(first ? [] : [{ label: 'Change', cell: (line: RequestAuditLine) => changeWords(changes.get(line.sno)) }]),
];

interface Props {
  number: number;
  version: RequestVersion;
  previous: RequestVersion | undefined;
  names: HistoryNames;
}

/** One version of a request: who saved it and when, its header, what changed from the one before, and its lines. */
export function VersionSection({ number, version, previous, names }: Props) {
  const { header, lines } = version;
  const first = previous === undefined;
  const changes = new Map(
    (previous ? lineChanges(previous.lines, lines, names) : []).map((change) => [change.sno, change]),
  );
  const titleId = `request-version-${header.auditId}`;
  const facts: Array<[string, string]> = [
    ['Request date', formatDate(header.dat)],
    ['Department', header.department ? names.department(header.department) : ''],
    ['Employee', header.empno ? names.employee(header.empno) : ''],
    ['Status', statusLabel('request', header.statu)],
    ['Description', header.descriptio],
  ];
  return (
    <section aria-labelledby={titleId} className="mb-4">
      <h2 id={titleId} className="h5">
        {`Version ${number}: ${AUDIT_TYPE_LABELS[header.auditType].toLowerCase()} on `}
        {`${formatDateTime(header.auditDat)} by ${header.auditUsr}`}
      </h2>
      <dl className="row small mb-2">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="h6">{first ? 'What it was created with' : `What changed from version ${number - 1}`}</h3>
      <ul aria-label={`What changed in version ${number}`}>
        {versionChanges(previous, version, names).map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <DataTable
        rows={lines}
        caption={`Lines of version ${number}`}
        columns={lineColumns(names, changes, first)}
        rowKey={(line) => line.sno}
        rowClassName={(line) => (changes.has(line.sno) ? 'table-warning' : undefined)}
        empty={<p>This version has no lines.</p>}
        cards
      />
    </section>
  );
}
