import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ScreenAction } from '../../../engine/screen-action';
import { useCancelDebitNote, useDebitNoteList, usePrintDebitNote } from './debit-note-api';
import { DayListFrame } from './day-list-frame';
import { CANCELLED } from './domain/returns-types';
import { DEBIT_NOTE_KINDS, type DebitNoteHeader } from './domain/debit-note-types';
import { rupees } from './money';
import { RowActions } from './row-actions';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

function NoteActions({ row, onPrint }: { row: DebitNoteHeader; onPrint: (recordId: number) => void }) {
  const print = usePrintDebitNote();
  const cancel = useCancelDebitNote();
  return (
    <RowActions
      row={row}
      what="Debit note"
      cancelText={`${row.customerName} no longer owes it, and the books are restored.`}
      print={print}
      cancel={cancel}
      onPrint={onPrint}
    />
  );
}

/** The day's debit notes with the customer, what each is for, the bill it names and its total. */
export function DebitNoteList({ day, onDay, onNew, onPrint }: Props) {
  const list = useDebitNoteList(day);
  const rows = list.data ?? [];
  return (
    <DayListFrame
      title="Debit notes"
      idPrefix="debit-notes"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New debit note</Button>
        </ScreenAction>
      }
      day={day}
      onDay={onDay}
      query={list}
      loadingLabel="Loading debit notes…"
      emptyText="There are no debit notes on this day."
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{rows.length === 1 ? '1 debit note' : `${rows.length} debit notes`}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Customer</th>
              <th scope="col">For</th>
              <th scope="col">Bill</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="text-end">
                Tax
              </th>
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
                <th scope="row" data-label="Number">
                  {row.seq}
                </th>
                <td data-label="Customer">{row.customerName}</td>
                <td data-label="For">{`${DEBIT_NOTE_KINDS[row.kind]}: ${row.reason}`}</td>
                <td data-label="Bill">{row.billSeq}</td>
                <td data-label="Amount" className="text-end">
                  {rupees(row.baseAmt)}
                </td>
                <td data-label="Tax" className="text-end">
                  {rupees(row.taxAmt)}
                </td>
                <td data-label="Total" className="text-end">
                  {rupees(row.totalAmt)}
                </td>
                <td data-label="Status">{row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force'}</td>
                <td data-label="Actions" className="list-row-actions">
                  <NoteActions row={row} onPrint={onPrint} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DayListFrame>
  );
}
