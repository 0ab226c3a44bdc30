import type { UseQueryResult } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DocumentTable, type DocumentColumn } from '../../components/document-table';
import { PeriodListFrame } from '../../components/period-list-frame';
import { ScreenAction } from '../../engine/screen-action';
import { formatDate } from '../../lib/format/date-format';
import { RegisterRowActions } from './register-row-actions';
import type { RegisterDocument, RegisterWork } from './register-types';

interface Props<R extends RegisterDocument & { dat: string }> {
  title: string;
  idPrefix: string;
  /** The document's name, capitalised, and its plural: 'Advance', 'advances'. */
  noun: string;
  plural: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  list: UseQueryResult<R[]>;
  /** The columns after the number and the date. */
  columns: ReadonlyArray<DocumentColumn<R>>;
  print: RegisterWork<R>;
  cancel: RegisterWork<R, string>;
  cancelEffect: string;
  onPrinted: (recordId: number) => void;
}

type Dated = RegisterDocument & { dat: string };

/** Every register opens with the document's number (cancelled ones marked) and its date. */
const NUMBER: DocumentColumn<Dated> = {
  label: 'Number',
  cell: (row) => (
    <>
      {row.seq} {row.cancelled && <Badge bg="danger">Cancelled</Badge>}
    </>
  ),
};
const DATE: DocumentColumn<Dated> = { label: 'Date', cell: (row) => formatDate(row.dat) };

/**
 * A register of documents of a period (advances, payments, receipts): New with the create right, one row per
 * document, numbered and dated, cancelled ones kept and marked, each with Print or Reprint and Cancel by the user's
 * rights; on a phone each row is a card.
 */
export function DocumentRegister<R extends RegisterDocument & { dat: string }>(props: Props<R>) {
  const { list, noun, plural, columns } = props;
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title={props.title}
      idPrefix={props.idPrefix}
      actions={
        <ScreenAction transaction="create">
          <Button onClick={props.onNew}>New {noun.toLowerCase()}</Button>
        </ScreenAction>
      }
      from={props.from}
      to={props.to}
      onPeriod={props.onPeriod}
      query={list}
      loadingLabel={`Loading ${plural}…`}
      emptyText={`There are no ${plural} in this period.`}
      empty={rows.length === 0}
    >
      <DocumentTable
        rows={rows}
        caption={rows.length === 1 ? `1 ${noun.toLowerCase()}` : `${rows.length} ${plural}`}
        columns={[NUMBER, DATE, ...columns]}
        rowKey={(row) => row.recordId}
        rowClassName={(row) => (row.cancelled ? 'text-muted' : undefined)}
        actions={(row) => (
          <RegisterRowActions
            row={row}
            noun={noun}
            print={props.print}
            cancel={props.cancel}
            cancelEffect={props.cancelEffect}
            onPrinted={props.onPrinted}
          />
        )}
      />
    </PeriodListFrame>
  );
}
