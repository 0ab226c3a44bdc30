import { formatDate } from '../../../lib/format/date-format';
import type { JournalReceiptsAnswer } from '../domain/library-types';

/** The issues missing (flagged first) and the receipts of the period. */
export function JournalTables({ answer }: { answer: JournalReceiptsAnswer }) {
  const titleOf = new Map(answer.journals.map((one) => [one.code, one.title]));
  return (
    <>
      <h2 className="h5">Missing issues</h2>
      {answer.missing.length === 0 ? (
        <p role="status">No issue is missing in the period.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">Missing issues</caption>
            <thead>
              <tr>
                <th scope="col">Journal</th>
                <th scope="col">Issue</th>
                <th scope="col">Due by</th>
              </tr>
            </thead>
            <tbody>
              {answer.missing.map((slot) => (
                <tr key={`${slot.journal}|${slot.from}`} className="table-warning">
                  <th scope="row">{slot.title}</th>
                  <td>{slot.label}</td>
                  <td>{formatDate(slot.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="h5 mt-3">Issues received</h2>
      {answer.receipts.length === 0 ? (
        <p>None received in the period.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">Issues received</caption>
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Received on</th>
                <th scope="col">Journal</th>
                <th scope="col">Issue</th>
                <th scope="col" className="text-end">
                  Copies
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.receipts.map((row) => (
                <tr key={row.receiptNo}>
                  <th scope="row">{row.receiptNo}</th>
                  <td>{formatDate(row.date)}</td>
                  <td>{titleOf.get(row.journal) ?? row.journal}</td>
                  <td>{row.issueLabel || (row.issueDate ? formatDate(row.issueDate) : '')}</td>
                  <td className="text-end">{row.copies}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
