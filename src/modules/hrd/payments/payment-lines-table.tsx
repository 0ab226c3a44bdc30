import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { PaymentLineRow } from '../domain/payment-types';
import { MODE_LABELS, rupees } from './payment-format';

interface Props {
  caption: string;
  lines: readonly PaymentLineRow[];
  selected: ReadonlySet<number>;
  onSelect: (empnos: readonly number[], on: boolean) => void;
  /** Selection offered (the month locked and the create right). */
  selectable: boolean;
  onPayslip: (empno: number) => void;
}

/** The month's salary lines: a checkbox per unpaid employee (and one for all), paid ones naming their payment. */
export function PaymentLinesTable({ caption, lines, selected, onSelect, selectable, onPayslip }: Props) {
  const unpaid = lines.filter((line) => !line.paymentSeq).map((line) => line.empno);
  const allOn = unpaid.length > 0 && unpaid.every((empno) => selected.has(empno));
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-sm align-middle">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              {selectable && unpaid.length > 0 ? (
                <Form.Check
                  aria-label="Select every unpaid employee"
                  checked={allOn}
                  onChange={(event) => onSelect(unpaid, event.target.checked)}
                />
              ) : (
                <span className="visually-hidden">Select</span>
              )}
            </th>
            <th scope="col">Code</th>
            <th scope="col">Employee</th>
            <th scope="col">Department</th>
            <th scope="col">Pay mode</th>
            <th scope="col" className="text-end">
              Paid days
            </th>
            <th scope="col" className="text-end">
              Gross
            </th>
            <th scope="col" className="text-end">
              Deductions
            </th>
            <th scope="col" className="text-end">
              Net pay
            </th>
            <th scope="col">Paid by</th>
            <th scope="col">
              <span className="visually-hidden">Payslip</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.empno}>
              <td>
                {selectable && !line.paymentSeq && (
                  <Form.Check
                    aria-label={`Pay ${line.empname} (${line.empCode})`}
                    checked={selected.has(line.empno)}
                    onChange={(event) => onSelect([line.empno], event.target.checked)}
                  />
                )}
              </td>
              <th scope="row" className="fw-normal">
                {line.empCode}
              </th>
              <td>{line.empname}</td>
              <td>{line.department}</td>
              <td>
                {MODE_LABELS[line.modeofPay] ?? ''}
                {line.modeofPay !== 3 && !line.hasBankAccount
                  ? ' (no account)'
                  : line.bankName
                    ? `, ${line.bankName}`
                    : ''}
              </td>
              <td className="text-end">{line.paidDays}</td>
              <td className="text-end">{rupees(line.gross)}</td>
              <td className="text-end">{rupees(line.totalDeductions)}</td>
              <td className="text-end">{rupees(line.net)}</td>
              <td>{line.paymentSeq || 'Unpaid'}</td>
              <td>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-label={`Payslip of ${line.empname} (${line.empCode})`}
                  onClick={() => onPayslip(line.empno)}
                >
                  Payslip
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
