import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import { useSession } from '../../../lib/session/session-store';
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
  const session = useSession();
  const names = namesOfRequirements(requirements);
  const { header, lines } = answer;
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  const facts: Array<[string, string]> = [
    ['Date', formatDate(header.dat)],
    ['Department', header.department ? (names.department.get(header.department) ?? header.department) : ''],
    ['Employee', header.empno ? (names.employee.get(header.empno) ?? header.empno) : ''],
    ['Status', printStatusLabel(header.statu)],
    ['Requested by', header.usr],
  ];
  return (
    <article className="document-print" aria-labelledby="print-title">
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <p className="text-muted small">{[session?.addr.address, session?.addr.city].filter(Boolean).join(', ')}</p>
      <h1 id="print-title" className="h4">
        Purchase request {header.seq}
      </h1>
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
      <div className="voucher-signatures d-none d-print-flex">
        <span>Requested by</span>
        <span>Head of department</span>
        <span>Approved by</span>
      </div>
    </article>
  );
}
