import type { ReactNode } from 'react';
import { PeriodListFrame } from '../../components/period-list-frame';
import type { ListCreate, ListQuery } from './document-list-types';
import { NewDocumentButton } from './new-document-button';

/** "1 quotation", "3 quotations": a list's caption by its count. */
export function countCaption(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

interface Props<Row> {
  title: string;
  idPrefix: string;
  /** The New button (shown only with the create right); a report without one leaves it out. */
  create?: ListCreate | undefined;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  query: ListQuery<Row>;
  loadingLabel: string;
  emptyText: string;
  /** The table (and its dialogs) once the period has documents. */
  children: (rows: readonly Row[]) => ReactNode;
}

/** The documents of a period (kept in the URL) under the screen's heading and New button. */
export function DocumentPeriodList<Row>({ create, query, children, ...frame }: Props<Row>) {
  const rows = query.data ?? [];
  return (
    <PeriodListFrame
      {...frame}
      actions={create && <NewDocumentButton {...create} />}
      query={query}
      empty={rows.length === 0}
    >
      {children(rows)}
    </PeriodListFrame>
  );
}
