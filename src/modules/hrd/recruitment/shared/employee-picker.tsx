import Form from 'react-bootstrap/Form';
import type { EmployeeChoice } from '../../domain/recruit-types';

interface Props {
  id: string;
  legend: string;
  employees: readonly EmployeeChoice[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  error?: string;
}

/**
 * A group of employee check boxes (panel members, attendees) with its problem beside it; only employees in service are
 * offered, plus any already chosen.
 */
export function EmployeePicker({ id, legend, employees, chosen, onChange, error }: Props) {
  const offered = employees.filter((one) => one.inService || chosen.includes(one.recordid));
  const toggle = (recordid: number, on: boolean) =>
    onChange(on ? [...chosen, recordid] : chosen.filter((one) => one !== recordid));
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fs-6">{legend}</legend>
      <div className="border rounded p-2" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
        {offered.map((one) => (
          <Form.Check
            key={one.recordid}
            id={`${id}-${one.recordid}`}
            label={`${one.empname} (${one.empno})${one.designation ? `, ${one.designation}` : ''}`}
            checked={chosen.includes(one.recordid)}
            onChange={(event) => toggle(one.recordid, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
