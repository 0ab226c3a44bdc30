import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../components/period-list-frame';
import { ScreenAction } from '../../engine/screen-action';

/** "1 quotation", "3 quotations": a list's caption by its count. */
export function countCaption(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

interface Props<Row> {
  title: string;
  idPrefix: string;
  /** The New button (shown only with the create right); a report without one leaves it out. */
  create?: { label: string; onNew: () => void };
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  /** The list's query as TanStack Query gives it. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: readonly Row[] | undefined;
    refetch: () => unknown;
  };
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
      actions={
        create && (
          <ScreenAction transaction="create">
            <Button onClick={create.onNew}>{create.label}</Button>
          </ScreenAction>
        )
      }
      query={query}
      empty={rows.length === 0}
    >
      {children(rows)}
    </PeriodListFrame>
  );
}
