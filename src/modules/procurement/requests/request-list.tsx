import Badge from 'react-bootstrap/Badge';
import type { DocumentColumns } from '../../../components/document-table';
import type { CountedListWords, ListPeriod } from '../../../kits/trade-documents/document-list-types';
import { PeriodDocumentTable } from '../../../kits/trade-documents/period-documents';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, requestListStatusLabel } from '../domain/approval-status';
import { useRequestList } from './request-api';
import { RequestRowActions } from './request-row-actions';
import type { RequestListRow } from './request-types';

const WORDS: CountedListWords = {
  title: 'Purchase requests',
  idPrefix: 'requests',
  loadingLabel: 'Loading purchase requests…',
  emptyText: 'There are no purchase requests in this period.',
  counted: ['request', 'requests'],
};

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

interface Props extends ListPeriod {
  onNew: () => void;
  onEdit: (recordId: number) => void;
  onPrinted: (recordId: number) => void;
}

/** The requests of a period (kept in the URL) with their status, prints and the actions the user's rights allow. */
export function RequestList({ onNew, onEdit, onPrinted, ...period }: Props) {
  return (
    <PeriodDocumentTable
      words={WORDS}
      period={period}
      create={{ label: 'New request', onNew }}
      query={useRequestList(period.from, period.to)}
      columns={COLUMNS}
      rowKey={(row) => row.recordid}
      actions={(row) => <RequestRowActions row={row} onEdit={onEdit} onPrinted={onPrinted} />}
      rowClassName={(row) => (row.statu === CANCELLED ? 'text-muted' : undefined)}
    />
  );
}
