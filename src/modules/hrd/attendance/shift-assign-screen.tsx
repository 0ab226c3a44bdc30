import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { displayDate } from '../domain/attendance-dates';
import type { ShiftAssignmentsAnswer } from '../domain/attendance-shift-wire';
import { useShiftAssignments, useShiftAssignWrite } from './shift-assign-api';
import { ShiftAssignForm } from './shift-assign-form';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

type Assignment = ShiftAssignmentsAnswer['assignments'][number];

/**
 * Shift assignment (/hrd/hrdshiftassign): a shift for many employees from a date; the attendance proposal uses the
 * latest on or before each day.
 */
export function ShiftAssignScreen() {
  const data = useShiftAssignments();
  const allowed = useScreenPermission();
  const write = useShiftAssignWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  // A delete is asked first (the row named): one stray click must not drop an assignment.
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  if (data.error) return <LoadFailed message={toApiError(data.error).message} onRetry={() => void data.refetch()} />;
  if (!data.data) return <Loading label="Loading the shifts and employees…" />;
  const remove = (recordId: number) =>
    void submit(async () => {
      const body = { recordId, traCheck: 3 as const };
      await write.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
    }).finally(() => setDeleting(null));
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Shift assignment
      </h1>
      {allowed('create') && <ShiftAssignForm data={data.data} />}
      <h2 className="h5">Assignments</h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {data.data.assignments.length === 0 ? (
        <p>No shift has been assigned yet: each employee works the shift of the employee master.</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Assignments table">
          <table className="table table-sm">
            <caption className="visually-hidden">Assignments</caption>
            <thead>
              <tr>
                <th scope="col">Employee</th>
                <th scope="col">Shift</th>
                <th scope="col">From</th>
                <th scope="col">By</th>
                {allowed('delete') && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {data.data.assignments.map((one) => (
                <tr key={one.recordId}>
                  <th scope="row">
                    {one.empCode} {one.empname}
                  </th>
                  <td>{one.shift}</td>
                  <td>{displayDate(one.fromDate)}</td>
                  <td>{one.by}</td>
                  {allowed('delete') && (
                    <td>
                      <Button size="sm" variant="outline-danger" disabled={saving} onClick={() => setDeleting(one)}>
                        Delete {one.empCode} from {displayDate(one.fromDate)}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete the shift assignment?"
          text={`${deleting.empCode} ${deleting.empname}: shift ${deleting.shift} from ${displayDate(deleting.fromDate)}..`}
          confirmLabel="Delete"
          busy={saving}
          onConfirm={() => remove(deleting.recordId)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
