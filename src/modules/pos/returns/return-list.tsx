import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDateTime } from '../../../lib/format/date-format';
import { DayListFrame } from './day-list-frame';
import { CANCELLED, type SaleReturnHeader } from './domain/returns-types';
import { rupees } from './money';
import { useSaleReturnList } from './return-api';
import { ReturnRowActions } from './return-row-actions';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

const COLUMNS: ReadonlyArray<TableColumn<SaleReturnHeader>> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Time', cell: (row) => formatDateTime(row.time) },
  { label: 'Bill', cell: (row) => row.billSeq },
  { label: 'Customer', cell: (row) => row.customerName || 'Walk-in' },
  { label: 'Refunded', cell: (row) => (row.refundMode === 'CASH' ? 'In cash' : 'As credit') },
  { label: 'Amount', cell: (row) => rupees(row.total), numeric: true },
  { label: 'Status', cell: (row) => (row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force') },
];

/**
 * The day's sale returns with the bill each went back against, how it was refunded, and the actions the user's rights
 * allow.
 */
export function ReturnList({ day, onDay, onNew, onPrint }: Props) {
  const list = useSaleReturnList(day);
  const rows = list.data ?? [];
  return (
    <DayListFrame
      title="Sale returns"
      idPrefix="sale-returns"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New sale return</Button>
        </ScreenAction>
      }
      day={day}
      onDay={onDay}
      query={list}
      loadingLabel="Loading sale returns…"
      emptyText="There are no sale returns on this day."
      empty={rows.length === 0}
    >
      <DataTable
        rows={rows}
        columns={[
          ...COLUMNS,
          {
            label: 'Actions',
            headClassName: 'list-actions-head',
            className: 'list-row-actions',
            cell: (row) => <ReturnRowActions row={row} onPrint={onPrint} />,
          },
        ]}
        rowKey={(row) => row.recordId}
        caption={rows.length === 1 ? '1 return' : `${rows.length} returns`}
        captionPlacement="bottom"
        tableClassName="table table-sm table-hover align-middle"
        rowClassName={(row) => (row.pos === CANCELLED ? 'text-muted' : undefined)}
        cards
      />
    </DayListFrame>
  );
}
