import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { ReturnSaved } from './return-form';

const LINE_COLUMNS: TableColumn<ReturnSaved['lines'][number]>[] = [
  { label: 'Copy', cell: (line) => line.copy },
  { label: 'Title', cell: (line) => line.title },
  { label: 'Due back', cell: (line) => formatDate(line.dueDate) },
  { label: 'Days late', cell: (line) => line.daysLate, numeric: true },
  { label: 'Fine', cell: (line) => formatMoney(toPaise(line.fine)), numeric: true },
];

/**
 * The slip of a return just saved: who returned what, each copy's days late and fine, and where the fine went;
 * printable.
 */
export function ReturnSlip({ saved, canPrint }: { saved: ReturnSaved; canPrint: boolean }) {
  return (
    <article
      aria-labelledby="lib-return-slip-title"
      className="document-print border rounded p-3 mb-4"
      style={{ maxWidth: '40rem' }}
    >
      <h2 id="lib-return-slip-title" className="h5">
        Return slip {saved.returnNo}
      </h2>
      <p className="mb-2">
        {saved.memberName}, {formatDate(saved.date)}
      </p>
      <DataTable
        rows={saved.lines}
        columns={LINE_COLUMNS}
        rowKey={(line) => line.copy}
        caption="Copies returned"
        captionPlacement="hidden"
        tableClassName="table table-sm"
      />
      <p className="mb-2 fw-semibold">
        Fine {formatMoney(toPaise(saved.fine))}
        {saved.fine > 0 && (saved.receiptNo ? `, paid on fee receipt ${saved.receiptNo}` : ', on the fee ledger')}
      </p>
      {canPrint && (
        <Button className="d-print-none" variant="outline-primary" onClick={() => window.print()}>
          Print the return slip
        </Button>
      )}
    </article>
  );
}
