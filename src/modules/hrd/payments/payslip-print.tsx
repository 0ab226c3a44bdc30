import Alert from 'react-bootstrap/Alert';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { DocumentPrintFrame } from '../../../components/print/document-print';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import type { Payslip } from '../domain/payment-types';
import type { SalaryComponent } from '../domain/payroll-types';
import { rupees } from './payment-format';
import { usePayslip } from './payments-api';

const PART_COLUMNS: ReadonlyArray<TableColumn<SalaryComponent>> = [
  { label: 'Head', cell: (part) => part.name },
  { label: 'Amount', cell: (part) => rupees(part.amount), numeric: true },
];

function Parts({
  caption,
  parts,
  total,
  totalLabel,
}: {
  caption: string;
  parts: readonly SalaryComponent[];
  total: number;
  totalLabel: string;
}) {
  // The total is a free footer row: the heads are plain cells, yet the total's label names its row.
  return (
    <DataTable
      rows={parts}
      columns={PART_COLUMNS}
      rowKey={(part) => `${part.allowanceId}-${part.name}`}
      caption={caption}
      rowHeader={false}
      tableClassName="table table-sm"
      responsive={false}
      footer={
        <tr>
          <th scope="row">{totalLabel}</th>
          <td className="text-end fw-semibold">{rupees(total)}</td>
        </tr>
      }
    />
  );
}

function Slip({ slip, onClose, canPrint }: { slip: Payslip; onClose: () => void; canPrint: boolean }) {
  const facts: Array<[string, string]> = [
    ['Employee', `${slip.empname} (${slip.empCode})`],
    ['Department', slip.department],
    ['Designation', slip.designation],
    ['Joined', formatDate(slip.doj)],
    ['PAN', slip.pan || '—'],
    ['UAN', slip.uan || '—'],
    ['ESI number', slip.esiNo || '—'],
    ['Bank', slip.bankName ? `${slip.bankName} ${slip.account}` : 'Cash'],
    ['Days in the month', String(slip.daysInMonth)],
    ['Paid days', String(slip.paidDays)],
    ['Loss of pay days', String(slip.lopDays)],
    ['Paid', slip.paymentSeq ? `${slip.paymentSeq} on ${formatDate(slip.paidOn)}` : 'Not paid yet'],
  ];
  return (
    <DocumentPrintFrame
      title={`Payslip for ${slip.monthLabel}: ${slip.empname}`}
      onClose={onClose}
      closeLabel="Back to the payments"
      autoPrint={false}
      mayPrint={canPrint}
      printLabel="Print the payslip"
      company={slip.company}
      maxWidth="48rem"
    >
      <dl className="row small">
        {facts.map(([term, value]) => (
          <div key={term} className="col-6 col-md-4 d-flex gap-1">
            <dt className="fw-normal text-body-secondary">{term}:</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="row">
        <div className="col-md-6">
          <Parts caption="Earnings" parts={slip.earnings} total={slip.gross} totalLabel="Gross earnings" />
        </div>
        <div className="col-md-6">
          <Parts
            caption="Deductions"
            parts={slip.deductions}
            total={slip.totalDeductions}
            totalLabel="Total deductions"
          />
        </div>
      </div>
      <p className="fs-5 mb-1">
        Net pay: <strong>{rupees(slip.net)}</strong>
      </p>
      <p>Net pay in words: {slip.netInWords}</p>
    </DocumentPrintFrame>
  );
}

/** An employee's payslip for the month (print view). */
export function PayslipPrint({
  month,
  empno,
  onClose,
  canPrint,
}: {
  month: string;
  empno: number;
  onClose: () => void;
  canPrint: boolean;
}) {
  const slip = usePayslip(month, empno);
  if (slip.error) return <LoadFailed message={toApiError(slip.error).message} onRetry={() => void slip.refetch()} />;
  if (slip.isPending) return <Loading label="Loading the payslip…" />;
  if (!slip.data) return <Alert variant="warning">There is no salary line of this employee in the month.</Alert>;
  return <Slip slip={slip.data} onClose={onClose} canPrint={canPrint} />;
}
