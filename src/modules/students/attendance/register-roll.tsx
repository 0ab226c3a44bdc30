import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ABSENCE_REASON_MAX } from '../domain/attendance-rules';
import type { RollPupil } from '../domain/student-records';
import type { useRollKeys } from './use-roll-keys';

interface Props {
  caption: string;
  roll: readonly RollPupil[];
  /** The absentees marked: admission number → reason. */
  absent: ReadonlyMap<string, string>;
  editable: boolean;
  keys: ReturnType<typeof useRollKeys>;
  onToggle: (index: number) => void;
  onReason: (admissionNo: string, reason: string) => void;
}

/**
 * The class roll as a table: each pupil's absent box (the roll's roving tab stop), present or absent, and the reason
 * when absent.
 */
export function RegisterRoll({ caption, roll, absent, editable, keys, onToggle, onReason }: Props) {
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Pupil</th>
            <th scope="col">Absent</th>
            <th scope="col">Status</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody onKeyDown={keys.onKeyDown}>
          {roll.map((pupil, index) => {
            const away = absent.has(pupil.admissionNo);
            const label = `${pupil.name} (${pupil.admissionNo})`;
            return (
              <tr key={pupil.admissionNo} className={away ? 'table-warning' : undefined}>
                <td>{index + 1}</td>
                <th scope="row" className="fw-normal">
                  {label}
                </th>
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    ref={keys.rowRef(index)}
                    tabIndex={index === keys.active ? 0 : -1}
                    checked={away}
                    disabled={!editable}
                    aria-label={`Absent: ${label}`}
                    onChange={() => onToggle(index)}
                    onFocus={() => keys.onRowFocus(index)}
                  />
                </td>
                <td>{away ? <strong>Absent</strong> : 'Present'}</td>
                <td>
                  {away && (
                    <Form.Control
                      size="sm"
                      aria-label={`Reason for ${label}`}
                      maxLength={ABSENCE_REASON_MAX}
                      value={absent.get(pupil.admissionNo) ?? ''}
                      readOnly={!editable}
                      onChange={(event) => onReason(pupil.admissionNo, event.target.value)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
