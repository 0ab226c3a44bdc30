import type { ComponentType } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { DocumentColumn, DocumentColumns } from '../../../components/document-table';
import { DayDocumentTable, type DayListWords } from '../../../kits/trade-documents/day-document-table';
import type { ListQuery } from '../../../kits/trade-documents/document-list-types';
import { CANCELLED } from './domain/returns-types';

/** What the screens give a day list of sale returns or debit notes. */
export interface ReturnsDayListProps {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

/** A sale return or a debit note as its list needs it: its record, and whether it stands or was cancelled. */
interface Returned {
  recordId: number;
  pos: number;
}

interface Props<Row extends Returned> extends ReturnsDayListProps {
  words: DayListWords;
  newLabel: string;
  query: ListQuery<Row>;
  /** The columns before Status. */
  columns: DocumentColumns<Row>;
  /** The row's Print or Reprint and Cancel. */
  RowActions: ComponentType<{ row: Row; onPrint: (recordId: number) => void }>;
}

const STATUS: DocumentColumn<Returned> = {
  label: 'Status',
  cell: (row) => (row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force'),
};

/** The day's sale returns or debit notes: a cancelled one stays, muted, its Status a red Cancelled. */
export function ReturnsDayList<Row extends Returned>({ newLabel, onNew, RowActions, onPrint, ...list }: Props<Row>) {
  return (
    <DayDocumentTable
      words={list.words}
      day={list.day}
      onDay={list.onDay}
      create={{ label: newLabel, onNew }}
      query={list.query}
      columns={[...list.columns, STATUS]}
      actions={(row) => <RowActions row={row} onPrint={onPrint} />}
      cancelled={(row) => row.pos === CANCELLED}
    />
  );
}
