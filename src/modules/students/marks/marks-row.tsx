import type { KeyboardEvent } from 'react';
import type { RollPupil } from '../domain/student-records';
import type { MarksEntry } from './marks-entries';

interface Props {
  pupil: RollPupil;
  /** The row's element ids start with it. */
  cell: string;
  entry: MarksEntry;
  problem: string | undefined;
  mayWrite: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onMarks: (marks: string) => void;
  onAbsent: (absent: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A pupil's row of the marks grid: the marks (labelled "Marks of <name>", its refusal beside it) and the absent mark
 * apart.
 */
export function MarksRowView({ pupil, cell, entry, problem, mayWrite, inputRef, onMarks, onAbsent, onKeyDown }: Props) {
  return (
    <tr>
      <td>{pupil.admissionNo}</td>
      <th scope="row" className="fw-normal">
        {pupil.name}
      </th>
      <td>
        <label className="visually-hidden" htmlFor={cell}>
          Marks of {pupil.name}
        </label>
        <input
          id={cell}
          ref={inputRef}
          className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
          style={{ width: '6rem' }}
          inputMode="decimal"
          autoComplete="off"
          value={entry.marks}
          readOnly={!mayWrite}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${cell}-problem` : undefined}
          onChange={(event) => onMarks(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {problem && (
          <div id={`${cell}-problem`} className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </td>
      <td>
        <div className="form-check">
          <input
            id={`${cell}-absent`}
            type="checkbox"
            className="form-check-input"
            aria-label={`Absent (${pupil.name})`}
            checked={entry.absent}
            disabled={!mayWrite}
            onChange={(event) => onAbsent(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${cell}-absent`}>
            Absent
          </label>
        </div>
      </td>
    </tr>
  );
}
