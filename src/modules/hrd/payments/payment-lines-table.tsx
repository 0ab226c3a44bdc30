import Form from 'react-bootstrap/Form';
import type { PaymentLineRow } from '../domain/payment-types';
import { paymentLineColumns } from './payment-line-columns';

interface Props {
  caption: string;
  lines: readonly PaymentLineRow[];
  selected: ReadonlySet<number>;
  onSelect: (empnos: readonly number[], on: boolean) => void;
  /** Selection offered (the month locked and the create right). */
  selectable: boolean;
  onPayslip: (empno: number) => void;
}

/**
 * The month's salary lines: a checkbox per unpaid employee (and one for all), paid ones naming their payment. Laid
 * out by hand, not by the data table, because the header of the checkboxes' column holds a checkbox too.
 */
export function PaymentLinesTable({ caption, lines, selected, onSelect, selectable, onPayslip }: Props) {
  const unpaid = lines.filter((line) => !line.paymentSeq).map((line) => line.empno);
  const allOn = unpaid.length > 0 && unpaid.every((empno) => selected.has(empno));
  const columns = paymentLineColumns(onPayslip);
  const [named, ...rest] = columns;
  const figure = (numeric?: boolean) => (numeric ? 'text-end' : undefined);
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
            {columns.map((column) => (
              <th key={column.label} scope="col" className={figure(column.numeric)}>
                {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
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
              <th scope="row" className={named.className}>
                {named.cell(line, index)}
              </th>
              {rest.map((column) => (
                <td key={column.label} className={figure(column.numeric)}>
                  {column.cell(line, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
