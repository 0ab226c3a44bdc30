import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, statusLabel } from '../domain/approval-status';
import { useEnquiryList } from './enquiry-api';
import { EnquiryRowActions } from './enquiry-row-actions';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onShow: (recordId: number, view: 'print' | 'mail') => void;
}

/** The enquiries of a period (kept in the URL): one per supplier, with status, copies and actions. */
export function EnquiryList({ from, to, onPeriod, onNew, onShow }: Props) {
  const list = useEnquiryList(from, to);
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Purchase enquiries"
      idPrefix="enquiries"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New enquiry</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading purchase enquiries…"
      emptyText="There are no purchase enquiries in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>
            {rows.length} {rows.length === 1 ? 'enquiry' : 'enquiries'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">Supplier</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Copies
              </th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
                <th scope="row" data-label="Number">
                  {row.seq}
                </th>
                <td data-label="Date">{formatDate(row.dat)}</td>
                <td data-label="Supplier">{row.vendorname}</td>
                <td data-label="Address">{[row.addr, row.city].filter(Boolean).join(', ')}</td>
                <td data-label="Status">{statusLabel('enquiry', row.pos)}</td>
                <td data-label="Copies" className="text-end">
                  {row.printCount + row.mailCount}
                </td>
                <td data-label="Actions" className="list-row-actions">
                  <EnquiryRowActions row={row} onShow={onShow} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
