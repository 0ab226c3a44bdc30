import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { InterviewRow } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';

const stateOf = (row: InterviewRow) =>
  row.cancelled
    ? 'Cancelled'
    : row.pos === 2
      ? 'Appointments recorded'
      : row.awaited > 0
        ? `${row.awaited} result(s) awaited`
        : 'Results in';

/** The interviews: the open ones (or every one), with the post, venue and how the candidates stand. */
export function InterviewList({ onOpen }: { onOpen: (recordId: string) => void }) {
  const [every, setEvery] = useState(false);
  const interviews = useRecruitRead<InterviewRow[]>(HRD_ROUTES.interviewsList, every ? { detail: 'ALL' } : {});
  const allowed = useScreenPermission();
  const rows = interviews.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Interviews
        </h1>
        {allowed('create') && <Button onClick={() => onOpen('new')}>New interview</Button>}
      </div>
      <Form.Check
        id="interviews-every"
        className="mb-3"
        label="Show closed and cancelled interviews too"
        checked={every}
        onChange={(event) => setEvery(event.target.checked)}
      />
      {interviews.isPending ? (
        <Loading label="Loading the interviews…" />
      ) : interviews.isError ? (
        <LoadFailed message={toApiError(interviews.error).message} onRetry={() => void interviews.refetch()} />
      ) : rows.length === 0 ? (
        <p>No interview is open.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="caption-top">
              {every ? 'Every interview, latest first' : 'Open interviews, latest first'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Interview</th>
                <th scope="col">Date</th>
                <th scope="col">Post</th>
                <th scope="col">Venue</th>
                <th scope="col" className="text-end">
                  Candidates
                </th>
                <th scope="col" className="text-end">
                  Passed
                </th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recordId} className={row.cancelled ? 'text-body-secondary' : undefined}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {row.seq}
                  </th>
                  <td className="text-nowrap">{formatDate(row.interviewDate)}</td>
                  <td>{row.department ? `${row.designationName} (${row.department})` : row.designationName}</td>
                  <td>{row.venue}</td>
                  <td className="text-end">{row.candidates}</td>
                  <td className="text-end">{row.passed}</td>
                  <td>{stateOf(row)}</td>
                  <td>
                    <Button size="sm" variant="outline-primary" onClick={() => onOpen(String(row.recordId))}>
                      Open {row.seq}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
