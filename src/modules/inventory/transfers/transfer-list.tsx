import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { TRANSFER_KINDS } from './transfer-kinds';
import { useTransferList } from './transfer-api';
import { placeName, type TransferNames } from './transfer-names';
import { TransferPrintButton } from './transfer-print-button';
import type { TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  from: string;
  to: string;
  names: TransferNames;
  onPeriod: (from: string, to: string) => void;
  onOpen: (id: string) => void;
  /** After the server counted a print from a row: show the transfer for printing. */
  onPrinted: (id: string) => void;
}

/** The transfers of a period (kept in the URL), cancelled ones marked. */
export function TransferList({ kind, from, to, names, onPeriod, onOpen, onPrinted }: Props) {
  const { screen, noun } = TRANSFER_KINDS[kind];
  const list = useTransferList(kind, from, to);
  const rows = list.data ?? [];
  const title = screen.title;
  return (
    <PeriodListFrame
      title={title}
      idPrefix="transfers"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New {noun.toLowerCase()}</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel={`Loading ${title.toLowerCase()}…`}
      emptyText={`There are no ${title.toLowerCase()} in this period.`}
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>
            {rows.length} {rows.length === 1 ? noun.toLowerCase() : `${noun.toLowerCase()}s`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Description</th>
              <th scope="col" className="text-end">
                Lines
              </th>
              <th scope="col">Status</th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId} className={row.status === 'Cancelled' ? 'text-muted' : undefined}>
                <td data-label="Number">
                  <Button variant="link" className="p-0" onClick={() => onOpen(row.recordId)}>
                    {row.recordId}
                  </Button>
                </td>
                <td data-label="Date">{formatDate(row.dat)}</td>
                <td data-label="From">{placeName(names, row.fromStore, row.fromBranch)}</td>
                <td data-label="To">{placeName(names, row.toStore, row.toBranch)}</td>
                <td data-label="Description">{row.descriptio}</td>
                <td data-label="Lines" className="text-end">
                  {row.lineCount}
                </td>
                <td data-label="Status">
                  {row.status === 'Cancelled' ? (
                    <Badge bg="danger">Cancelled</Badge>
                  ) : row.printCount > 0 ? (
                    `Printed ${row.printCount}×`
                  ) : (
                    'Active'
                  )}
                </td>
                <td data-label="Actions" className="list-row-actions">
                  <TransferPrintButton kind={kind} header={row} inRow onPrinted={() => onPrinted(row.recordId)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
