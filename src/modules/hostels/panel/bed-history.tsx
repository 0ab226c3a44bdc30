import { formatDate } from '../../../lib/format/date-format';
import { rupees } from '../shared/hostel-format';
import { useAllocation } from './panel-api';

/** The beds an allocation has held, oldest first (a transfer keeps the earlier ones). */
export function BedHistory({ allocNo }: { allocNo: string }) {
  const allocation = useAllocation(allocNo);
  if (!allocation.data) return allocation.isPending ? <p role="status">Loading the bed history…</p> : null;
  return (
    <div className="table-responsive">
      <table className="table table-sm small">
        <caption className="caption-top">Bed history</caption>
        <thead>
          <tr>
            <th scope="col">Bed</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Package</th>
            <th scope="col" className="text-end">
              Rent a month
            </th>
          </tr>
        </thead>
        <tbody>
          {allocation.data.segments.map((segment) => (
            <tr key={`${segment.bedId}|${segment.from}`}>
              <td>{segment.bedId}</td>
              <td>{formatDate(segment.from)}</td>
              <td>{segment.to ? formatDate(segment.to) : 'now'}</td>
              <td>{segment.packageName}</td>
              <td className="text-end">{rupees(segment.monthlyRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
