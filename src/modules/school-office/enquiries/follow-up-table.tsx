import { formatDate } from '../../../lib/format/date-format';
import type { FollowUp } from '../domain/enquiry-types';

/** An enquiry's follow-ups in order: when, what was said, the next date agreed and by whom. */
export function FollowUpTable({ lines }: { lines: readonly FollowUp[] }) {
  if (lines.length === 0) return <p>No follow-up yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption className="caption-top">Follow-ups ({lines.length})</caption>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Date</th>
            <th scope="col">Discussed</th>
            <th scope="col">Next follow-up</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row" className="fw-normal">
                {line.lineNo}
              </th>
              <td className="text-nowrap">{formatDate(line.date)}</td>
              <td>{line.note}</td>
              <td className="text-nowrap">{line.nextDate ? formatDate(line.nextDate) : '—'}</td>
              <td>{line.by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
