import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../../components/data-table';
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

const COLUMNS: ReadonlyArray<TableColumn<Assignment>> = [
  { label: 'Employee', cell: (one) => `${one.empCode} ${one.empname}` },
  { label: 'Shift', cell: (one) => one.shift },
  { label: 'From', cell: (one) => displayDate(one.fromDate) },
  { label: 'By', cell: (one) => one.by },
];

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
  const actions: TableColumn<Assignment> = {
    label: 'Actions',
    cell: (one) => (
      <Button size="sm" variant="outline-danger" disabled={saving} onClick={() => setDeleting(one)}>
        Delete {one.empCode} from {displayDate(one.fromDate)}
      </Button>
    ),
  };
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
          <DataTable
            rows={data.data.assignments}
            columns={allowed('delete') ? [...COLUMNS, actions] : COLUMNS}
            rowKey={(one) => one.recordId}
            caption="Assignments"
            captionPlacement="hidden"
            tableClassName="table table-sm"
            responsive={false}
          />
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
