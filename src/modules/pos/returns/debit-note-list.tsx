import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ScreenAction } from '../../../engine/screen-action';
import { useCancelDebitNote, useDebitNoteList, usePrintDebitNote } from './debit-note-api';
import { DayListFrame } from './day-list-frame';
import { CANCELLED } from './domain/returns-types';
import { DEBIT_NOTE_KINDS, type DebitNoteHeader } from './domain/debit-note-types';
import { rupees } from './money';
import { RowActions } from './row-actions';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

function NoteActions({ row, onPrint }: { row: DebitNoteHeader; onPrint: (recordId: number) => void }) {
  const print = usePrintDebitNote();
  const cancel = useCancelDebitNote();
  return (
    <RowActions
      row={row}
      what="Debit note"
      cancelText={`${row.customerName} no longer owes it, and the books are restored.`}
      print={print}
      cancel={cancel}
      onPrint={onPrint}
    />
  );
}

const COLUMNS: ReadonlyArray<TableColumn<DebitNoteHeader>> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Customer', cell: (row) => row.customerName },
  { label: 'For', cell: (row) => `${DEBIT_NOTE_KINDS[row.kind]}: ${row.reason}` },
  { label: 'Bill', cell: (row) => row.billSeq },
  { label: 'Amount', cell: (row) => rupees(row.baseAmt), numeric: true },
  { label: 'Tax', cell: (row) => rupees(row.taxAmt), numeric: true },
  { label: 'Total', cell: (row) => rupees(row.totalAmt), numeric: true },
  { label: 'Status', cell: (row) => (row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force') },
];

/** The day's debit notes with the customer, what each is for, the bill it names and its total. */
export function DebitNoteList({ day, onDay, onNew, onPrint }: Props) {
  const list = useDebitNoteList(day);
  const rows = list.data ?? [];
  return (
    <DayListFrame
      title="Debit notes"
      idPrefix="debit-notes"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New debit note</Button>
        </ScreenAction>
      }
      day={day}
      onDay={onDay}
      query={list}
      loadingLabel="Loading debit notes…"
      emptyText="There are no debit notes on this day."
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
            cell: (row) => <NoteActions row={row} onPrint={onPrint} />,
          },
        ]}
        rowKey={(row) => row.recordId}
        caption={rows.length === 1 ? '1 debit note' : `${rows.length} debit notes`}
        captionPlacement="bottom"
        tableClassName="table table-sm table-hover align-middle"
        rowClassName={(row) => (row.pos === CANCELLED ? 'text-muted' : undefined)}
        cards
      />
    </DayListFrame>
  );
}
