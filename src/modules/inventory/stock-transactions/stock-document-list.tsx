import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useStockDocuments } from './stock-api';
import { StockPrintButton } from './stock-print-button';
import type { StockDocumentHeader } from './stock-wire';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props {
  traType: TraType;
  title: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
  /** After the server counted a print: show the document for printing. */
  onPrinted: (recordId: string) => void;
  /** The header reference in words (a department's or loss type's name). */
  referenceName: (code: string) => string;
}

/** The documents of a type in a period (kept in the URL), cancelled ones marked, with the active value. */
export function StockDocumentList({ traType, title, from, to, onPeriod, onOpen, onPrinted, referenceName }: Props) {
  const list = useStockDocuments(traType, from, to);
  const rows = list.data ?? [];
  const { noun, reference } = TRA_TYPES[traType];
  const total = sumPaise(rows.filter((row) => row.status === 'Active').map((row) => toPaise(row.total)));
  const referenceLabel = reference === 'department' ? 'Department' : 'Loss type';
  const columns: TableColumn<StockDocumentHeader>[] = [
    {
      label: 'Number',
      cell: (row) => (
        <Button variant="link" className="p-0" onClick={() => onOpen(row.recordId)}>
          {row.recordId}
        </Button>
      ),
    },
    { label: 'Date', cell: (row) => formatDate(row.dat) },
    ...(reference
      ? [
          {
            label: referenceLabel,
            cell: (row: StockDocumentHeader) =>
              referenceName(reference === 'department' ? row.department : row.lossType),
          },
        ]
      : []),
    { label: 'Description', cell: (row) => row.descriptio },
    { label: 'Value', cell: (row) => formatMoney(toPaise(row.total)), numeric: true },
    { label: 'Status', cell: (row) => (row.status === 'Cancelled' ? <Badge bg="danger">Cancelled</Badge> : 'Active') },
    {
      label: 'Actions',
      headClassName: 'list-actions-head',
      className: 'list-row-actions',
      cell: (row) => <StockPrintButton header={row} size="sm" onPrinted={() => onPrinted(row.recordId)} />,
    },
  ];
  return (
    <PeriodListFrame
      title={title}
      idPrefix="stock"
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
        caption={`${rows.length} ${rows.length === 1 ? 'document' : 'documents'}; active value ${formatMoney(total)}`}
        captionPlacement="bottom"
        rowHeader={false}
        rowClassName={(row) => (row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined)}
        tableClassName="table table-sm table-hover align-middle"
        cards
      />
    </PeriodListFrame>
  );
}
