import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { TRANSFER_KINDS } from './transfer-kinds';
import { useTransferList } from './transfer-api';
import { placeName, type TransferNames } from './transfer-names';
import { TransferPrintButton } from './transfer-print-button';
import type { TransferHeader, TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  from: string;
  to: string;
  names: TransferNames;
  onPeriod: (from: string, to: string) => void;
  onOpen: (id: string) => void;
  /** After the server counted a print from a row: show the transfer for printing. */
  onPrinted: (id: string) => void;
}

/** Cancelled (a badge), else how often it was printed, else active. */
const statusOf = (row: TransferHeader) =>
  row.status === 'Cancelled' ? (
    <Badge bg="danger">Cancelled</Badge>
  ) : row.printCount > 0 ? (
    `Printed ${row.printCount}×`
  ) : (
    'Active'
  );

/** The transfers of a period (kept in the URL), cancelled ones marked. */
export function TransferList({ kind, from, to, names, onPeriod, onOpen, onPrinted }: Props) {
  const { screen, noun } = TRANSFER_KINDS[kind];
  const list = useTransferList(kind, from, to);
  const rows = list.data ?? [];
  const title = screen.title;
  const columns: TableColumn<TransferHeader>[] = [
    {
      label: 'Number',
      cell: (row) => (
        <Button variant="link" className="p-0" onClick={() => onOpen(row.recordId)}>
          {row.recordId}
        </Button>
      ),
    },
    { label: 'Date', cell: (row) => formatDate(row.dat) },
    { label: 'From', cell: (row) => placeName(names, row.fromStore, row.fromBranch) },
    { label: 'To', cell: (row) => placeName(names, row.toStore, row.toBranch) },
    { label: 'Description', cell: (row) => row.descriptio },
    { label: 'Lines', cell: (row) => row.lineCount, numeric: true },
    { label: 'Status', cell: statusOf },
    {
      label: 'Actions',
      headClassName: 'list-actions-head',
      className: 'list-row-actions',
      cell: (row) => <TransferPrintButton kind={kind} header={row} inRow onPrinted={() => onPrinted(row.recordId)} />,
    },
  ];
  return (
    <PeriodListFrame
      title={title}
      idPrefix="transfers"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New {noun.toLowerCase()}</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel={`Loading ${title.toLowerCase()}…`}
      emptyText={`There are no ${title.toLowerCase()} in this period.`}
      empty={rows.length === 0}
    >
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.recordId}
        caption={`${rows.length} ${rows.length === 1 ? noun.toLowerCase() : `${noun.toLowerCase()}s`}`}
        captionPlacement="bottom"
        rowHeader={false}
        rowClassName={(row) => (row.status === 'Cancelled' ? 'text-muted' : undefined)}
        tableClassName="table table-sm table-hover align-middle"
        cards
      />
    </PeriodListFrame>
  );
}
