import Button from 'react-bootstrap/Button';
import type { TableColumn } from '../../../components/data-table';
import type { PaymentLineRow } from '../domain/payment-types';
import { MODE_LABELS, rupees } from './payment-format';

/** How the employee master pays them, and where a bank payment would go ("no account" when it could not). */
const payMode = (line: PaymentLineRow) =>
  `${MODE_LABELS[line.modeofPay] ?? ''}${
    line.modeofPay !== 3 && !line.hasBankAccount ? ' (no account)' : line.bankName ? `, ${line.bankName}` : ''
  }`;

type LineColumn = TableColumn<PaymentLineRow>;

/** A salary line's columns after its choose box, the first (the employee's code) naming the row. */
export const paymentLineColumns = (onPayslip: (empno: number) => void): [LineColumn, ...LineColumn[]] => [
  { label: 'Code', className: 'fw-normal', cell: (line) => line.empCode },
  { label: 'Employee', cell: (line) => line.empname },
  { label: 'Department', cell: (line) => line.department },
  { label: 'Pay mode', cell: payMode },
  { label: 'Paid days', numeric: true, cell: (line) => line.paidDays },
  { label: 'Gross', numeric: true, cell: (line) => rupees(line.gross) },
  { label: 'Deductions', numeric: true, cell: (line) => rupees(line.totalDeductions) },
  { label: 'Net pay', numeric: true, cell: (line) => rupees(line.net) },
  { label: 'Paid by', cell: (line) => line.paymentSeq || 'Unpaid' },
  {
    label: 'Payslip',
    hideLabel: true,
    cell: (line) => (
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Payslip of ${line.empname} (${line.empCode})`}
        onClick={() => onPayslip(line.empno)}
      >
        Payslip
      </Button>
    ),
  },
];
