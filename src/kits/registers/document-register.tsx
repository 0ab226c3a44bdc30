import type { UseQueryResult } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../components/period-list-frame';
import { ScreenAction } from '../../engine/screen-action';
import { formatDate } from '../../lib/format/date-format';
import { RegisterRowActions } from './register-row-actions';
import type { RegisterColumn, RegisterDocument, RegisterWork } from './register-types';

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
  columns: ReadonlyArray<RegisterColumn<R>>;
  print: RegisterWork<R>;
  cancel: RegisterWork<R, string>;
  cancelEffect: string;
  onPrinted: (recordId: number) => void;
}

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
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{rows.length === 1 ? `1 ${noun.toLowerCase()}` : `${rows.length} ${plural}`}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              {columns.map((column) => (
                <th key={column.head} scope="col" className={column.end ? 'text-end' : undefined}>
                  {column.head}
                </th>
              ))}
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId} className={row.cancelled ? 'text-muted' : undefined}>
                <th scope="row" data-label="Number">
                  {row.seq} {row.cancelled && <Badge bg="danger">Cancelled</Badge>}
                </th>
                <td data-label="Date">{formatDate(row.dat)}</td>
                {columns.map((column) => (
                  <td key={column.head} data-label={column.head} className={column.end ? 'text-end' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
                <td data-label="Actions" className="list-row-actions">
                  <RegisterRowActions
                    row={row}
                    noun={noun}
                    print={props.print}
                    cancel={props.cancel}
                    cancelEffect={props.cancelEffect}
                    onPrinted={props.onPrinted}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
