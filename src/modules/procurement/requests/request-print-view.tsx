import { DocumentPrintFrame } from '../../../components/print/document-print';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from './request-format';
import { printStatusLabel } from './request-status';
import type { RequestAnswer } from './request-types';
import type { RequestRequirements } from './requirement-types';
import { namesOfRequirements } from './requirement-masters';

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
      <table className="table table-sm">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col">Description</th>
            <th scope="col">Purpose</th>
            <th scope="col">Suggested supplier</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col">Unit</th>
            <th scope="col">Required by</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sno}>
              <td>{line.sno}</td>
              <td>{line.itemName}</td>
              <td>{line.itemDescription}</td>
              <td>{line.purpose}</td>
              <td>{line.suggestSupplier ? (names.supplier.get(line.suggestSupplier) ?? line.suggestSupplier) : ''}</td>
              <td className="text-end">{formatQuantity(line.qty)}</td>
              <td>{line.um}</td>
              <td>{formatDate(line.requiredBy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DocumentPrintFrame>
  );
}
