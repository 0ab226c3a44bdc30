import type { DocumentColumns } from '../../../components/document-table';
import type { DayListWords } from '../../../kits/trade-documents/day-document-table';
import { useCancelDebitNote, useDebitNoteList, usePrintDebitNote } from './debit-note-api';
import { DEBIT_NOTE_KINDS, type DebitNoteHeader } from './domain/debit-note-types';
import { rupees } from './money';
import { type ReturnsDayListProps, ReturnsDayList } from './returns-day-list';
import { RowActions } from './row-actions';

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

const WORDS: DayListWords = {
  title: 'Debit notes',
  idPrefix: 'debit-notes',
  dateLabel: 'Date',
  loadingLabel: 'Loading debit notes…',
  emptyText: 'There are no debit notes on this day.',
  counted: ['debit note', 'debit notes'],
};

const COLUMNS: DocumentColumns<DebitNoteHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Customer', cell: (row) => row.customerName },
  { label: 'For', cell: (row) => `${DEBIT_NOTE_KINDS[row.kind]}: ${row.reason}` },
  { label: 'Bill', cell: (row) => row.billSeq },
  { label: 'Amount', cell: (row) => rupees(row.baseAmt), numeric: true },
  { label: 'Tax', cell: (row) => rupees(row.taxAmt), numeric: true },
  { label: 'Total', cell: (row) => rupees(row.totalAmt), numeric: true },
];

/** The day's debit notes with the customer, what each is for, the bill it names and its total. */
export function DebitNoteList(props: ReturnsDayListProps) {
  return (
    <ReturnsDayList
      {...props}
      words={WORDS}
      newLabel="New debit note"
      query={useDebitNoteList(props.day)}
      columns={COLUMNS}
      RowActions={NoteActions}
    />
  );
}
