import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { ShiftAssignmentsAnswer } from '../domain/attendance-shift-wire';
import { displayDate } from '../domain/attendance-dates';
import { useShiftAssignWrite } from './shift-assign-api';

/**
 * Choose a shift, the date it applies from and the employees (filtered by name or department); Assign writes one
 * assignment each.
 */
export function ShiftAssignForm({ data }: { data: ShiftAssignmentsAnswer }) {
  const form = useForm({ defaultValues: { shift: '', fromDate: data.today, filter: '' } });
  const filter = useWatch({ control: form.control, name: 'filter' });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<{ shift?: string; fromDate?: string; employees?: string }>({});
  const write = useShiftAssignWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const shifts = useMemo(
    () =>
      data.shifts.map((one) => ({
        value: one.code,
        label: `${one.code} ${one.name} (${one.startTime}–${one.endTime}, off ${one.weeklyOff === 'ROT' ? 'rotating' : one.weeklyOff})`,
      })),
    [data.shifts],
  );
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return text
      ? data.employees.filter((one) => `${one.empno} ${one.empname} ${one.department}`.toLowerCase().includes(text))
      : data.employees;
  }, [data.employees, filter]);
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const assign = () => {
    const { shift, fromDate } = form.getValues();
    const found = {
      shift: shift ? undefined : 'Choose the shift.',
      fromDate: fromDate ? undefined : 'Give the date the shift applies from.',
      employees: chosen.size > 0 ? undefined : 'Tick the employees to assign it to.',
    };
    setErrors(found);
    if (found.shift || found.fromDate || found.employees) return;
    void submit(async () => {
      const body = { assignment: { shift, fromDate, empnos: [...chosen] }, traCheck: 1 as const };
      await write.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(
        `Shift ${shift} assigned to ${chosen.size} ${chosen.size === 1 ? 'employee' : 'employees'} from ${displayDate(fromDate)}.`,
      );
      setChosen(new Set());
    });
  };
  return (
    <section aria-labelledby="assign-title" className="mb-4">
      <h2 id="assign-title" className="h5">
        Assign a shift
      </h2>
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="shift"
          id="assign-shift"
          label="Shift"
          options={shifts}
          problem={errors.shift}
          className="mb-0"
        />
        <Field
          form={form}
          name="fromDate"
          id="assign-from"
          label="From"
          type="date"
          problem={errors.fromDate}
          className="mb-0"
        />
        <Field form={form} name="filter" id="assign-filter" label="Find employees" className="mb-0" />
      </div>
      <div
        className="table-responsive"
        style={{ maxHeight: '40vh' }}
        tabIndex={0}
        role="region"
        aria-label="Employees to assign"
      >
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Employees</caption>
          <thead>
            <tr>
              <th scope="col">Assign</th>
              <th scope="col">Employee</th>
              <th scope="col">Department</th>
              <th scope="col">Own shift</th>
              <th scope="col">Shift today</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((one) => (
              <tr key={one.recordid}>
                <td>
                  <Form.Check
                    aria-label={`Assign ${one.empno} ${one.empname}`}
                    checked={chosen.has(one.recordid)}
                    onChange={() => toggle(one.recordid)}
                  />
                </td>
                <th scope="row">
                  {one.empno} {one.empname}
                </th>
                <td>{one.department}</td>
                <td>{one.ownShift}</td>
                <td>{one.shiftToday}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.employees && (
        <p className="text-danger small" role="alert">
          {errors.employees}
        </p>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <LoadingButton type="button" loading={saving} loadingText="Assigning" onClick={assign}>
        Assign to {chosen.size} {chosen.size === 1 ? 'employee' : 'employees'}
      </LoadingButton>
    </section>
  );
}
