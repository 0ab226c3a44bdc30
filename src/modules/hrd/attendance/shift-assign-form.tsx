import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { ShiftAssignmentsAnswer } from '../domain/attendance-shift-wire';
import { displayDate } from '../domain/attendance-dates';
import { useShiftAssignWrite } from './shift-assign-api';

type Employee = ShiftAssignmentsAnswer['employees'][number];

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
  const columns: ReadonlyArray<TableColumn<Employee>> = [
    {
      label: 'Assign',
      cell: (one) => (
        <Form.Check
          aria-label={`Assign ${one.empno} ${one.empname}`}
          checked={chosen.has(one.recordid)}
          onChange={() => toggle(one.recordid)}
        />
      ),
    },
    { label: 'Employee', cell: (one) => `${one.empno} ${one.empname}` },
    { label: 'Department', cell: (one) => one.department },
    { label: 'Own shift', cell: (one) => one.ownShift },
    { label: 'Shift today', cell: (one) => one.shiftToday },
  ];
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
        <DataTable
          rows={shown}
          columns={columns}
          rowKey={(one) => one.recordid}
          caption="Employees"
          captionPlacement="hidden"
          rowHeader={1}
          responsive={false}
        />
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
