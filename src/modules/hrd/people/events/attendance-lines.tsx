import Form from 'react-bootstrap/Form';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { EmployeePicker } from '../../recruitment/shared/employee-picker';
import { problemsOf } from '../../recruitment/shared/field-problems';

export interface AttendeeDraft {
  empno: number;
  attended: boolean;
  remarks: string;
}

/** The part of a meeting's or a training's form these read and write (the form is given by a FormProvider). */
interface AttendeeValues {
  attendees: AttendeeDraft[];
}

/** Whether each chosen attendee attended (and, for trainings, a remark), once it has been held. */
export function AttendanceLines({
  id,
  employees,
  withRemarks,
}: {
  id: string;
  employees: readonly EmployeeChoice[];
  withRemarks: boolean;
}) {
  const form = useFormContext<AttendeeValues>();
  // Rendered for the line's identity only: what is marked lives in the form's fields.
  const { fields: attendees } = useFieldArray({ control: form.control, name: 'attendees' });
  if (attendees.length === 0) return null;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Attendance</legend>
      {attendees.map((one, index) => {
        const name = employees.find((employee) => employee.recordid === one.empno)?.empname ?? String(one.empno);
        return (
          <div key={one.id} className="d-flex flex-wrap gap-3 align-items-center">
            <Form.Check
              id={`${id}-attended-${one.empno}`}
              label={`${name} attended`}
              {...form.register(`attendees.${index}.attended`)}
            />
            {withRemarks && (
              <Field
                form={form}
                name={`attendees.${index}.remarks`}
                id={`${id}-remarks-${one.empno}`}
                label={`Remarks on ${name}`}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The chosen employees as attendees, keeping what was marked for those already there. */
export const withAttendees = (current: readonly AttendeeDraft[], chosen: readonly number[]): AttendeeDraft[] =>
  chosen.map((empno) => current.find((one) => one.empno === empno) ?? { empno, attended: false, remarks: '' });

/** The employees who attend a meeting or a training, chosen from the list; what was marked stays with each. */
export function AttendeesPicker({ id, employees }: { id: string; employees: EmployeeChoice[] }) {
  const form = useFormContext<AttendeeValues>();
  const attendees = useWatch({ control: form.control, name: 'attendees' });
  // Once an attendee's line is bound, the list's own problem is its root.
  const problems = problemsOf(form.formState.errors);
  return (
    <EmployeePicker
      id={`${id}-attendees`}
      legend="Attendees"
      employees={employees}
      chosen={attendees.map((one) => one.empno)}
      onChange={(chosen) =>
        form.setValue('attendees', withAttendees(form.getValues('attendees'), chosen), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
      error={problems.attendees ?? problems['attendees.root']}
    />
  );
}
