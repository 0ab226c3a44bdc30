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
  /** The caption's count when shorter than the noun's: ['return', 'returns']. */
  counted?: readonly [one: string, many: string] | undefined;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  list: UseQueryResult<R[]>;
  /** The columns after the number and the date. */
  columns: ReadonlyArray<DocumentColumn<R>>;
  /** A Status column last instead of the badge beside the number. */
  statusColumn?: boolean | undefined;
  print: RegisterWork<R>;
  cancel: RegisterWork<R, string>;
  cancelEffect: string | ((row: R) => string);
  confirmLabel?: string | undefined;
  onPrinted: (recordId: number) => void;
}

type Dated = RegisterDocument & { dat: string };

const CANCELLED_BADGE = <Badge bg="danger">Cancelled</Badge>;

/** Every register opens with the document's number (cancelled ones marked, unless in a Status column) and its date. */
const NUMBER: DocumentColumn<Dated> = {
  label: 'Number',
  cell: (row) => (
    <>
      {row.seq} {row.cancelled && CANCELLED_BADGE}
    </>
  ),
};
const BARE_NUMBER: DocumentColumn<Dated> = { label: 'Number', cell: (row) => row.seq };
const DATE: DocumentColumn<Dated> = { label: 'Date', cell: (row) => formatDate(row.dat) };
const STATUS: DocumentColumn<Dated> = {
  label: 'Status',
  cell: (row) => (row.cancelled ? CANCELLED_BADGE : 'In force'),
};

/**
 * A register of documents of a period (advances, payments, receipts): New with the create right, one row per
 * document, numbered and dated, cancelled ones kept and marked, each with Print or Reprint and Cancel by the user's
 * rights; on a phone each row is a card.
 */
export function DocumentRegister<R extends RegisterDocument & { dat: string }>(props: Props<R>) {
  const { list, noun, plural, columns, statusColumn, cancelEffect } = props;
  const rows = list.data ?? [];
  const [one, many] = props.counted ?? [noun.toLowerCase(), plural];
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
        caption={rows.length === 1 ? `1 ${one}` : `${rows.length} ${many}`}
        columns={statusColumn ? [BARE_NUMBER, DATE, ...columns, STATUS] : [NUMBER, DATE, ...columns]}
        rowKey={(row) => row.recordId}
        rowClassName={(row) => (row.cancelled ? 'text-muted' : undefined)}
        actions={(row) => (
          <RegisterRowActions
            row={row}
            noun={noun}
            print={props.print}
            cancel={props.cancel}
            cancelEffect={typeof cancelEffect === 'string' ? cancelEffect : cancelEffect(row)}
            confirmLabel={props.confirmLabel}
            onPrinted={props.onPrinted}
          />
        )}
      />
    </PeriodListFrame>
  );
}
