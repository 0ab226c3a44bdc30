import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
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
  const list = useRequestList(from, to);
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Purchase requests"
      idPrefix="requests"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New request</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading purchase requests…"
      emptyText="There are no purchase requests in this period."
      empty={rows.length === 0}
    >
      <DocumentTable
        rows={rows}
        caption={`${rows.length} ${rows.length === 1 ? 'request' : 'requests'}`}
        columns={COLUMNS}
        rowKey={(row) => row.recordid}
        actions={(row) => <RequestRowActions row={row} onEdit={onEdit} onPrinted={onPrinted} />}
        rowClassName={(row) => (row.statu === CANCELLED ? 'text-muted' : undefined)}
      />
    </PeriodListFrame>
  );
}
