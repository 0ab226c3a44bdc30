import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { DocumentColumns } from '../../../../components/document-table';
import { DayDocumentTable, type DayListWords } from '../../../../kits/trade-documents/day-document-table';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { SALE_CANCELLED, type SaleHeader } from '../domain/stock-sale-types';
import { useSalesOfDay } from './sale-api';
import { gateStatus } from './gate-status';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onOpen: (recordId: number) => void;
  onDispatches: () => void;
}

const cancelled = (row: SaleHeader) => row.pos === SALE_CANCELLED;

const COLUMNS: DocumentColumns<SaleHeader> = [
  {
    label: 'Number',
    cell: (row) => (
      <>
        {row.seq} {cancelled(row) && <Badge bg="danger">Cancelled</Badge>}
      </>
    ),
  },
  { label: 'Customer', cell: (row) => row.partyName },
  { label: 'Sale type', cell: (row) => row.saleType },
  { label: 'Gate', cell: (row) => (cancelled(row) ? '' : gateStatus(row)) },
  { label: 'Total', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
  { label: 'To receive', cell: (row) => formatMoney(toPaise(row.pending)), numeric: true },
];

const WORDS: DayListWords = {
  title: 'Stock sales',
  idPrefix: 'sales',
  dateLabel: 'Day',
  loadingLabel: 'Loading the day’s invoices…',
  emptyText: 'There are no invoices on this day.',
  counted: ['invoice', 'invoices'],
};

/** The day's invoices with their customer, type, total, what is left to receive and where the goods are. */
export function SaleList({ day, onDay, onNew, onOpen, onDispatches }: Props) {
  return (
    <DayDocumentTable
      words={WORDS}
      day={day}
      onDay={onDay}
      more={
        <Button variant="outline-secondary" onClick={onDispatches}>
          Pending dispatches
        </Button>
      }
      create={{ label: 'New invoice', onNew }}
      query={useSalesOfDay(day)}
      columns={COLUMNS}
      actions={(row) => (
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Open ${row.seq}`}
          onClick={() => onOpen(row.recordId)}
        >
          Open
        </Button>
      )}
      cancelled={cancelled}
    />
  );
}
