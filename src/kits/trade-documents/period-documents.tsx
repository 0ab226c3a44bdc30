import type { Key, ReactNode } from 'react';
import { DocumentTable, type DocumentColumns } from '../../components/document-table';
import { countCaption, DocumentPeriodList } from './document-period-list';
import type { CountedListWords, DocumentListWords, ListCreate, ListPeriod, ListQuery } from './document-list-types';

interface Props<Row> {
  words: DocumentListWords;
  period: ListPeriod;
  create?: ListCreate | undefined;
  query: ListQuery<Row>;
  /** The table (and its dialogs) once the period has documents. */
  children: (rows: readonly Row[]) => ReactNode;
}

/** A period's documents under the words the list declares once: its heading, New button and states. */
export function PeriodDocuments<Row>({ words, period, ...list }: Props<Row>) {
  return <DocumentPeriodList {...words} {...period} {...list} />;
}

interface TableProps<Row> extends Omit<Props<Row>, 'words' | 'children'> {
  words: CountedListWords;
  columns: DocumentColumns<Row>;
  rowKey: (row: Row) => Key;
  /** The row's buttons, in the last column. */
  actions: (row: Row) => ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  /** What ↑/↓ and Enter open, as the row's own button does. */
  onOpen?: (row: Row) => void;
}

/** A period's documents as a table (cards on a phone), its caption counting them, each row with its buttons. */
export function PeriodDocumentTable<Row>({ words, period, create, query, ...table }: TableProps<Row>) {
  const { counted, ...listWords } = words;
  return (
    <PeriodDocuments words={listWords} period={period} create={create} query={query}>
      {(rows) => <DocumentTable {...table} rows={rows} caption={countCaption(rows.length, ...counted)} />}
    </PeriodDocuments>
  );
}
