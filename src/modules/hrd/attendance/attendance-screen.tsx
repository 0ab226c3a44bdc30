import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { codeIndex } from '../domain/attendance-codes';
import { monthBefore, monthTitle } from '../domain/attendance-dates';
import { changedColumns, gridRows, type GridRow } from '../domain/attendance-edit';
import type { MonthGridAnswer } from '../domain/attendance-month';
import { useDepartments, useMonthGrid, useServerDate } from './attendance-api';
import { AttendanceGrid } from './attendance-grid';
import { AttendanceLegend } from './attendance-legend';
import { rowProblems } from './grid-problems';
import { useSaveDays } from './use-save-days';

function Editor({ answer, department, editable }: { answer: MonthGridAnswer; department: string; editable: boolean }) {
  const [rows, setRows] = useState<GridRow[]>(() => gridRows(answer.employees.map((employee) => employee.cells)));
  const known = useMemo(() => new Set(codeIndex(answer.codes).keys()), [answer.codes]);
  const changed = useMemo(() => changedColumns(rows), [rows]);
  const problems = useMemo(
    () =>
      answer.employees.flatMap((employee, index) => [
        ...(rowProblems(employee, answer.days, rows[index]!, answer.today, known)?.values() ?? []),
      ]),
    [answer, rows, known],
  );
  const { save, saving, failure } = useSaveDays(answer, department, rows, setRows);
  const [blocked, setBlocked] = useState(false);
  const leaveQuestion = useLeaveGuard(changed.length > 0);
  const onSave = () => {
    setBlocked(problems.length > 0);
    if (problems.length === 0) void save();
  };
  const title = monthTitle(answer.month);
  return (
    <>
      {answer.employees.length === 0 ? (
        <p>No employee of this choice is in service in {title}.</p>
      ) : (
        <AttendanceGrid
          answer={answer}
          rows={rows}
          onRowsChange={setRows}
          caption={`Attendance of ${title}`}
          readOnly={!editable}
        />
      )}
      <p className="small text-body-secondary mt-2" aria-live="polite">
        {changed.length === 0
          ? 'No changes.'
          : `${changed.length} ${changed.length === 1 ? 'day' : 'days'} changed, not saved yet.`}
      </p>
      {problems.length > 0 && (
        <Alert variant={blocked ? 'danger' : 'warning'} role={blocked ? 'alert' : undefined}>
          <p className="mb-1">
            {blocked
              ? `Correct the ${problems.length} marked ${problems.length === 1 ? 'cell' : 'cells'} before saving:`
              : 'Marked cells:'}
          </p>
          <ul className="mb-0" aria-label="Problems">
            {problems.slice(0, 20).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {problems.length > 20 && <p className="mb-0">And {problems.length - 20} more.</p>}
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {editable && (
        <LoadingButton
          type="button"
          loading={saving}
          loadingText="Saving"
          disabled={changed.length === 0}
          onClick={onSave}
        >
          Save
        </LoadingButton>
      )}
      {leaveQuestion}
    </>
  );
}

/**
 * Attendance (/hrd/hrd-attendances and /hrd/hrdattendances): a month's grid of employees by days, saved days as saved,
 * the rest proposed from shifts, punches, holidays and approved leave; edited like a spreadsheet; Save sends each
 * changed day's full list through SetHRDAppointment.
 */
export function AttendanceScreen() {
  const { params, change: changeParams } = useScreenParams();
  const serverDate = useServerDate();
  const departments = useDepartments();
  const allowed = useScreenPermission();
  const current = serverDate.data?.date.slice(0, 7) ?? '';
  const month = params.get('month') ?? current;
  const department = params.get('department') ?? '';
  const grid = useMonthGrid(month, department);
  // The URL holds the choice; the fields show it, and follow it when it changes (back and forward).
  const filters = useForm({ values: { month, department } });
  const months = useMemo(
    () => (current ? Array.from({ length: 13 }, (_, back) => monthBefore(current, back)) : []),
    [current],
  );
  const change = (name: string, value: string) => changeParams({ [name]: value || null });
  const failed = serverDate.error ?? grid.error;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Attendance
      </h1>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
        {/* Each select is drawn afresh when its options come: it can show the URL's choice only among them. */}
        <Field
          key={current}
          form={filters}
          name="month"
          id="attendance-month"
          label="Month"
          options={months.map((value) => ({ value, label: monthTitle(value) }))}
          choose={null}
          onChange={(value) => change('month', value)}
          className="mb-0"
        />
        <Field
          key={departments.data ? 'loaded' : 'loading'}
          form={filters}
          name="department"
          id="attendance-department"
          label="Department"
          options={(departments.data ?? []).map((one) => ({ value: String(one.recordId), label: one.department }))}
          choose="All departments"
          onChange={(value) => change('department', value)}
          className="mb-0"
        />
      </div>
      <AttendanceLegend codes={grid.data?.codes ?? []} />
      {failed ? (
        <LoadFailed
          message={toApiError(failed).message}
          onRetry={() => void (serverDate.error ? serverDate.refetch() : grid.refetch())}
        />
      ) : !grid.data ? (
        <Loading label="Loading the month's attendance…" />
      ) : (
        <Editor
          key={`${grid.data.month}|${department}|${grid.dataUpdatedAt}`}
          answer={grid.data}
          department={department}
          editable={allowed('create') || allowed('modify')}
        />
      )}
    </section>
  );
}
