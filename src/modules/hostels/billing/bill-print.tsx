import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { monthName } from '../domain/hostel-dates';
import { bedName } from '../domain/room-panel-types';
import { FactList } from '../shared/fact-list';
import { rupees } from '../shared/hostel-format';
import { useBill } from './billing-api';
import { DocumentPrintFrame } from '../../../components/print/document-print';

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
      <div className="table-responsive">
        <table className="table table-sm">
          <caption className="caption-top">Charges</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="text-end">
                GST
              </th>
              <th scope="col" className="text-end">
                CGST
              </th>
              <th scope="col" className="text-end">
                SGST
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={`${line.item}|${line.description}`}>
                <td>{line.description}</td>
                <td className="text-end">{rupees(line.amount)}</td>
                <td className="text-end">{line.taxPercent} %</td>
                <td className="text-end">{rupees(line.cgst)}</td>
                <td className="text-end">{rupees(line.sgst)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
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
          </tfoot>
        </table>
      </div>
    </DocumentPrintFrame>
  );
}
