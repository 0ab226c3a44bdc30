import Form from 'react-bootstrap/Form';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { InputField } from '../../../../components/form/controlled-fields';
import { EmployeePicker } from '../../recruitment/shared/employee-picker';

export interface AttendeeDraft {
  empno: number;
  attended: boolean;
  remarks: string;
}

/** Whether each chosen attendee attended (and, for trainings, a remark), once it has been held. */
export function AttendanceLines({
  id,
  attendees,
  employees,
  withRemarks,
  onChange,
}: {
  id: string;
  attendees: AttendeeDraft[];
  employees: readonly EmployeeChoice[];
  withRemarks: boolean;
  onChange: (attendees: AttendeeDraft[]) => void;
}) {
  if (attendees.length === 0) return null;
  const patch = (empno: number, change: Partial<AttendeeDraft>) =>
    onChange(attendees.map((one) => (one.empno === empno ? { ...one, ...change } : one)));
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Attendance</legend>
      {attendees.map((one) => {
        const name = employees.find((employee) => employee.recordid === one.empno)?.empname ?? String(one.empno);
        return (
          <div key={one.empno} className="d-flex flex-wrap gap-3 align-items-center">
            <Form.Check
              id={`${id}-attended-${one.empno}`}
              label={`${name} attended`}
              checked={one.attended}
              onChange={(event) => patch(one.empno, { attended: event.target.checked })}
            />
            {withRemarks && (
              <InputField
                id={`${id}-remarks-${one.empno}`}
                label={`Remarks on ${name}`}
                value={one.remarks}
                onChange={(remarks) => patch(one.empno, { remarks })}
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
export function AttendeesPicker({
  id,
  employees,
  attendees,
  onChange,
  error,
}: {
  id: string;
  employees: EmployeeChoice[];
  attendees: AttendeeDraft[];
  onChange: (attendees: AttendeeDraft[]) => void;
  error?: string;
}) {
  return (
    <EmployeePicker
      id={`${id}-attendees`}
      legend="Attendees"
      employees={employees}
      chosen={attendees.map((one) => one.empno)}
      onChange={(chosen) => onChange(withAttendees(attendees, chosen))}
      error={error}
    />
  );
}
