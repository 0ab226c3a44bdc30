import { DataTable, type TableColumn } from '../../../components/data-table';
import { DocumentPrintFrame } from '../../../components/print/document-print';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from './request-format';
import { printStatusLabel } from './request-status';
import type { RequestAnswer, RequestLineAnswer } from './request-types';
import type { RequestRequirements } from './requirement-types';
import { namesOfRequirements } from './requirement-masters';

/** The items' columns; the suggested supplier by name where the requirements know it. */
const columns = (names: ReturnType<typeof namesOfRequirements>): TableColumn<RequestLineAnswer>[] => [
  { label: '#', cell: (line) => line.sno },
  { label: 'Item', cell: (line) => line.itemName },
  { label: 'Description', cell: (line) => line.itemDescription },
  { label: 'Purpose', cell: (line) => line.purpose },
  {
    label: 'Suggested supplier',
    cell: (line) => (line.suggestSupplier ? (names.supplier.get(line.suggestSupplier) ?? line.suggestSupplier) : ''),
  },
  { label: 'Quantity', cell: (line) => formatQuantity(line.qty), numeric: true },
  { label: 'Unit', cell: (line) => line.um },
  { label: 'Required by', cell: (line) => formatDate(line.requiredBy) },
];

interface Props {
  answer: RequestAnswer;
  requirements: RequestRequirements;
  onClose: () => void;
}

/** The printable request: company, number, date, department, employee, status, the items by name; prints once shown. */
export function RequestPrintView({ answer, requirements, onClose }: Props) {
  const names = namesOfRequirements(requirements);
  const { header, lines } = answer;
  const facts: Array<[string, string]> = [
    ['Date', formatDate(header.dat)],
    ['Department', header.department ? (names.department.get(header.department) ?? header.department) : ''],
    ['Employee', header.empno ? (names.employee.get(header.empno) ?? header.empno) : ''],
    ['Status', printStatusLabel(header.statu)],
    ['Requested by', header.usr],
  ];
  return (
    <DocumentPrintFrame
      title={`Purchase request ${header.seq}`}
      onClose={onClose}
      withAddress
      signatures={['Requested by', 'Head of department', 'Approved by']}
    >
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {header.descriptio && <p>{header.descriptio}</p>}
      <DataTable
        rows={lines}
        columns={columns(names)}
        rowKey={(line) => line.sno}
        caption="Items"
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        responsive={false}
      />
    </DocumentPrintFrame>
  );
}
