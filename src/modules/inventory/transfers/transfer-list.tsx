import type { TableColumn } from '../../../components/data-table';
import {
  actionsColumn,
  openingColumn,
  PeriodDocumentList,
  printedStatus,
  type PeriodListProps,
} from '../../../engine/list/period-document-list';
import { formatDate } from '../../../lib/format/date-format';
import { TRANSFER_KINDS } from './transfer-kinds';
import { useTransferList } from './transfer-api';
import { placeName, type TransferNames } from './transfer-names';
import { TransferPrintButton } from './transfer-print-button';
import type { TransferHeader, TransferKind } from './transfer-types';

interface Props extends PeriodListProps {
  kind: TransferKind;
  names: TransferNames;
  /** After the server counted a print from a row: show the transfer for printing. */
  onPrinted: (id: string) => void;
}

/** The transfers of a period (kept in the URL), cancelled ones marked. */
export function TransferList({ kind, names, onPrinted, ...period }: Props) {
  const { screen, noun } = TRANSFER_KINDS[kind];
  const list = useTransferList(kind, period.from, period.to);
  const rows = list.data ?? [];
  const columns: TableColumn<TransferHeader>[] = [
    openingColumn('Number', (row) => row.recordId, period.onOpen),
    { label: 'Date', cell: (row) => formatDate(row.dat) },
    { label: 'From', cell: (row) => placeName(names, row.fromStore, row.fromBranch) },
    { label: 'To', cell: (row) => placeName(names, row.toStore, row.toBranch) },
    { label: 'Description', cell: (row) => row.descriptio },
    { label: 'Lines', cell: (row) => row.lineCount, numeric: true },
    { label: 'Status', cell: printedStatus },
    actionsColumn((row) => (
      <TransferPrintButton kind={kind} header={row} inRow onPrinted={() => onPrinted(row.recordId)} />
    )),
  ];
  return (
    <PeriodDocumentList
      {...period}
      title={screen.title}
      idPrefix="transfers"
      noun={noun.toLowerCase()}
      query={list}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.recordId}
      caption={`${rows.length} ${rows.length === 1 ? noun.toLowerCase() : `${noun.toLowerCase()}s`}`}
      rowClassName={(row) => (row.status === 'Cancelled' ? 'text-muted' : undefined)}
    />
  );
}
