import Badge from 'react-bootstrap/Badge';
import type { TableColumn } from '../../../components/data-table';
import {
  actionsColumn,
  openingColumn,
  PeriodDocumentList,
  type PeriodListProps,
} from '../../../engine/list/period-document-list';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useStockDocuments } from './stock-api';
import { StockPrintButton } from './stock-print-button';
import type { StockDocumentHeader } from './stock-wire';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props extends PeriodListProps {
  traType: TraType;
  title: string;
  /** After the server counted a print: show the document for printing. */
  onPrinted: (recordId: string) => void;
  /** The header reference in words (a department's or loss type's name). */
  referenceName: (code: string) => string;
}

/** The documents of a type in a period (kept in the URL), cancelled ones marked, with the active value. */
export function StockDocumentList({ traType, title, onPrinted, referenceName, ...period }: Props) {
  const list = useStockDocuments(traType, period.from, period.to);
  const rows = list.data ?? [];
  const { noun, reference } = TRA_TYPES[traType];
  const total = sumPaise(rows.filter((row) => row.status === 'Active').map((row) => toPaise(row.total)));
  const referenceLabel = reference === 'department' ? 'Department' : 'Loss type';
  const columns: TableColumn<StockDocumentHeader>[] = [
    openingColumn('Number', (row) => row.recordId, period.onOpen),
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
    actionsColumn((row) => <StockPrintButton header={row} size="sm" onPrinted={() => onPrinted(row.recordId)} />),
  ];
  return (
    <PeriodDocumentList
      {...period}
      title={title}
      idPrefix="stock"
      noun={noun.toLowerCase()}
      query={list}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.recordId}
      caption={`${rows.length} ${rows.length === 1 ? 'document' : 'documents'}; active value ${formatMoney(total)}`}
      rowClassName={(row) => (row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined)}
    />
  );
}
