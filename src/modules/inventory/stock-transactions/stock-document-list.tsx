import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useStockDocuments } from './stock-api';
import { StockPrintButton } from './stock-print-button';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props {
  traType: TraType;
  title: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
  /** After the server counted a print: show the document for printing. */
  onPrinted: (recordId: string) => void;
  /** The header reference in words (a department's or loss type's name). */
  referenceName: (code: string) => string;
}

/** The documents of a type in a period (kept in the URL), cancelled ones marked, with the active value. */
export function StockDocumentList({ traType, title, from, to, onPeriod, onOpen, onPrinted, referenceName }: Props) {
  const list = useStockDocuments(traType, from, to);
  const rows = list.data ?? [];
  const { noun, reference } = TRA_TYPES[traType];
  const total = sumPaise(rows.filter((row) => row.status === 'Active').map((row) => toPaise(row.total)));
  const referenceLabel = reference === 'department' ? 'Department' : 'Loss type';
  return (
    <PeriodListFrame
      title={title}
      idPrefix="stock"
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
            {rows.length} {rows.length === 1 ? 'document' : 'documents'}; active value {formatMoney(total)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              {reference && <th scope="col">{referenceLabel}</th>}
              <th scope="col">Description</th>
              <th scope="col" className="text-end">
                Value
              </th>
              <th scope="col">Status</th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.recordId}
                className={row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined}
              >
                <td data-label="Number">
                  <Button variant="link" className="p-0" onClick={() => onOpen(row.recordId)}>
                    {row.recordId}
                  </Button>
                </td>
                <td data-label="Date">{formatDate(row.dat)}</td>
                {reference && (
                  <td data-label={referenceLabel}>
                    {referenceName(reference === 'department' ? row.department : row.lossType)}
                  </td>
                )}
                <td data-label="Description">{row.descriptio}</td>
                <td data-label="Value" className="text-end">
                  {formatMoney(toPaise(row.total))}
                </td>
                <td data-label="Status">
                  {row.status === 'Cancelled' ? <Badge bg="danger">Cancelled</Badge> : 'Active'}
                </td>
                <td data-label="Actions" className="list-row-actions">
                  <StockPrintButton header={row} size="sm" onPrinted={() => onPrinted(row.recordId)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
