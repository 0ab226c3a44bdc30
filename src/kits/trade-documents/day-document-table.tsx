import type { ReactNode } from 'react';
import { DocumentTable, type DocumentColumns } from '../../components/document-table';
import { DayListFrame } from './day-list-frame';
import { countCaption } from './document-period-list';
import type { CountedListWords, ListCreate, ListQuery } from './document-list-types';
import { NewDocumentButton } from './new-document-button';

/** A day list's words: the period list's, and the label of its day box. */
export interface DayListWords extends CountedListWords {
  dateLabel: string;
}

interface Props<Row extends { recordId: number }> {
  words: DayListWords;
  day: string;
  onDay: (day: string) => void;
  /** Buttons before New (Pending dispatches). */
  more?: ReactNode;
  create: ListCreate;
  query: ListQuery<Row>;
  columns: DocumentColumns<Row>;
  /** The row's buttons, in the last column. */
  actions: (row: Row) => ReactNode;
  /** A cancelled document stays in the list, muted. */
  cancelled: (row: Row) => boolean;
}

/** A day's documents as a table (cards on a phone), the caption counting them, each row with its buttons. */
export function DayDocumentTable<Row extends { recordId: number }>({
  words,
  more,
  create,
  query,
  ...props
}: Props<Row>) {
  const { columns, actions, cancelled } = props;
  const { counted, ...frameWords } = words;
  const rows = query.data ?? [];
  return (
    <DayListFrame
      {...frameWords}
      actions={
        <>
          {more}
          <NewDocumentButton {...create} />
        </>
      }
      day={props.day}
      onDay={props.onDay}
      query={query}
      empty={rows.length === 0}
    >
      <DocumentTable
        rows={rows}
        caption={countCaption(rows.length, ...counted)}
        columns={columns}
        rowKey={(row) => row.recordId}
        actions={actions}
        rowClassName={(row) => (cancelled(row) ? 'text-muted' : undefined)}
      />
    </DayListFrame>
  );
}
