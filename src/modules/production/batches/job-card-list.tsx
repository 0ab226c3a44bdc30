import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { JobCardRow } from '../domain/batch-wire';
import { useBatchRead } from './batch-api';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
}

/** The job cards of a period (getTodaysProductionDetails), newest first. */
export function JobCardList({ from, to, onPeriod, onOpen }: Props) {
  const cards = useBatchRead<JobCardRow[]>(BATCH_ROUTES.jobCards, { frmDate: from, toDate: to });
  const rows = cards.data ?? [];
  return (
    <PeriodListFrame
      title="Job cards"
      level={2}
      idPrefix="job-cards"
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={cards}
      loadingLabel="Loading the job cards…"
      emptyText="No job card in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Job cards, newest first ({rows.length})</caption>
          <thead>
            <tr>
              <th scope="col">Job card</th>
              <th scope="col">Date</th>
              <th scope="col">Process</th>
              <th scope="col">In-charge</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
              <th scope="col">Batch steps</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordid}>
                <th scope="row" className="fw-normal text-nowrap">
                  {row.jobcardno}
                </th>
                <td className="text-nowrap">{formatDate(row.dat)}</td>
                <td>{row.processname}</td>
                <td>{row.processincharge}</td>
                <td className="text-end">{formatQuantity(row.qty)}</td>
                <td>{row.batches}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => onOpen(String(row.recordid))}
                    aria-label={`Open job card ${row.jobcardno}`}
                  >
                    Open
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
