import Alert from 'react-bootstrap/Alert';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import type { BillLine } from '../domain/hostel-bill-types';
import { monthName } from '../domain/hostel-dates';
import { bedName } from '../domain/room-panel-types';
import { FactList } from '../shared/fact-list';
import { rupees } from '../shared/hostel-format';
import { useBill } from './billing-api';
import { DocumentPrintFrame } from '../../../components/print/document-print';

const LINE_COLUMNS: TableColumn<BillLine>[] = [
  { label: 'Description', cell: (line) => line.description },
  { label: 'Amount', cell: (line) => rupees(line.amount), numeric: true },
  { label: 'GST', cell: (line) => `${line.taxPercent} %`, numeric: true },
  { label: 'CGST', cell: (line) => rupees(line.cgst), numeric: true },
  { label: 'SGST', cell: (line) => rupees(line.sgst), numeric: true },
];

/**
 * A hostel bill as printed: the company, the occupant, each line with its GST, the totals, what was received and is
 * due.
 */
export function BillPrint({ billNo, onClose }: { billNo: string; onClose: () => void }) {
  const bill = useBill(billNo);
  // Anyone who may open billing may look at a bill; printing it is the print right's (7).
  const allowed = useScreenPermission();
  if (bill.error) return <LoadFailed message={toApiError(bill.error).message} onRetry={() => void bill.refetch()} />;
  if (bill.isPending) return <Loading label="Loading the bill…" />;
  if (!bill.data) return <Alert variant="warning">There is no bill {billNo}.</Alert>;
  const { data } = bill;
  const facts: Array<[string, string]> = [
    ['Date', formatDate(data.date)],
    ['For', monthName(data.month)],
    [
      'Occupant',
      `${data.occupant.name}${data.occupant.admissionNo ? ` (${data.occupant.admissionNo}${data.occupant.className ? `, ${data.occupant.className}` : ''})` : ''}`,
    ],
    ['Bed', bedName(data.bedId)],
    ...(data.status === 'CANCELLED' ? [['Cancelled', data.cancelReason] as [string, string]] : []),
  ];
  return (
    <DocumentPrintFrame
      title={`Hostel bill ${data.billNo}${data.status === 'CANCELLED' ? ' (cancelled)' : ''}`}
      onClose={onClose}
      closeLabel="Back to billing"
      autoPrint={false}
      mayPrint={allowed('print')}
      maxWidth="48rem"
    >
      <FactList facts={facts} />
      <DataTable
        rows={data.lines}
        columns={LINE_COLUMNS}
        rowKey={(line) => `${line.item}|${line.description}`}
        caption="Charges"
        rowHeader={false}
        tableClassName="table table-sm"
        footer={
          <>
            <tr>
              <th scope="row">Taxable value</th>
              <td className="text-end">{rupees(data.taxable)}</td>
              <td />
              <td className="text-end">{rupees(data.cgst)}</td>
              <td className="text-end">{rupees(data.sgst)}</td>
            </tr>
            <tr>
              <th scope="row">Total</th>
              <td className="text-end fw-semibold" colSpan={4}>
                {rupees(data.total)}
              </td>
            </tr>
            <tr>
              <th scope="row">Received</th>
              <td className="text-end" colSpan={4}>
                {rupees(data.received)}
              </td>
            </tr>
            <tr>
              <th scope="row">Due</th>
              <td className="text-end fw-semibold" colSpan={4}>
                {rupees(data.due)}
              </td>
            </tr>
          </>
        }
      />
    </DocumentPrintFrame>
  );
}
