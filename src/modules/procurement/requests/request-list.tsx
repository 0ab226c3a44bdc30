import Badge from 'react-bootstrap/Badge';
import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
import { countCaption, DocumentPeriodList } from '../../../kits/trade-documents/document-period-list';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, requestListStatusLabel } from '../domain/approval-status';
import { useRequestList } from './request-api';
import { RequestRowActions } from './request-row-actions';
import type { RequestListRow } from './request-types';

const COLUMNS: DocumentColumns<RequestListRow> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Department', cell: (row) => row.departmentname },
  { label: 'Employee', cell: (row) => row.employee },
  {
    label: 'Status',
    cell: (row) => (row.statu === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : requestListStatusLabel(row.statu)),
  },
  { label: 'Prints', cell: (row) => row.printCount, numeric: true },
];

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onEdit: (recordId: number) => void;
  onPrinted: (recordId: number) => void;
}

/** The requests of a period (kept in the URL) with their status, prints and the actions the user's rights allow. */
export function RequestList({ from, to, onPeriod, onNew, onEdit, onPrinted }: Props) {
  return (
    <DocumentPeriodList
      title="Purchase requests"
      idPrefix="requests"
      create={{ label: 'New request', onNew }}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={useRequestList(from, to)}
      loadingLabel="Loading purchase requests…"
      emptyText="There are no purchase requests in this period."
    >
      {(rows) => (
        <DocumentTable
          rows={rows}
          caption={countCaption(rows.length, 'request', 'requests')}
          columns={COLUMNS}
          rowKey={(row) => row.recordid}
          actions={(row) => <RequestRowActions row={row} onEdit={onEdit} onPrinted={onPrinted} />}
          rowClassName={(row) => (row.statu === CANCELLED ? 'text-muted' : undefined)}
        />
      )}
    </DocumentPeriodList>
  );
}
