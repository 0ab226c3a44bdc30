import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { ReturnSaved } from './return-form';

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
      <div className="table-responsive">
        <table className="table table-sm">
          <caption className="visually-hidden">Copies returned</caption>
          <thead>
            <tr>
              <th scope="col">Copy</th>
              <th scope="col">Title</th>
              <th scope="col">Due back</th>
              <th scope="col" className="text-end">
                Days late
              </th>
              <th scope="col" className="text-end">
                Fine
              </th>
            </tr>
          </thead>
          <tbody>
            {saved.lines.map((line) => (
              <tr key={line.copy}>
                <th scope="row">{line.copy}</th>
                <td>{line.title}</td>
                <td>{formatDate(line.dueDate)}</td>
                <td className="text-end">{line.daysLate}</td>
                <td className="text-end">{formatMoney(toPaise(line.fine))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
