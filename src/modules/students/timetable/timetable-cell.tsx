import { memo } from 'react';
import Form from 'react-bootstrap/Form';
import { DAY_NAMES, type SchoolDay, type TeacherChoice } from '../domain/timetable-types';
import type { CellDraft } from './timetable-draft';

export interface CellProps {
  day: SchoolDay;
  period: number;
  cell: CellDraft;
  subjects: ReadonlyArray<{ code: string; name: string }>;
  teachers: readonly TeacherChoice[];
  /** The problems named for this cell (the grid's own or the server's clashes), shown beside it. */
  problems: readonly string[];
  readOnly: boolean;
  onChange: (day: SchoolDay, period: number, field: keyof CellDraft, value: string) => void;
  /** The teacher whose load is shown (the cell's, when its teacher list is used). */
  onTeacher: (teacher: string) => void;
}

/** One period of the week: its subject, teacher and room, each a labelled control ("Tuesday period 3 subject"). */
export const TimetableCell = memo(function TimetableCell({
  day,
  period,
  cell,
  subjects,
  teachers,
  problems,
  readOnly,
  onChange,
  onTeacher,
}: CellProps) {
  const id = `tt-${day}-${period}`;
  const where = `${DAY_NAMES[day]} period ${period}`;
  const invalid = problems.length > 0;
  const described = invalid ? `${id}-problem` : undefined;
  return (
    <td className={invalid ? 'table-danger' : undefined} style={{ minWidth: '9.5rem' }}>
      {/* Each control inside its label (the words hidden: the row and column headings show them): a label found by
          nesting, not by id, keeps the 144 controls' labels cheap to resolve. */}
      <label className="d-block">
        <span className="visually-hidden">{where} subject</span>
        <Form.Select
          size="sm"
          id={`${id}-subject`}
          value={cell.subject}
          disabled={readOnly}
          isInvalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(event) => onChange(day, period, 'subject', event.target.value)}
        >
          <option value="">Free</option>
          {subjects.map((one) => (
            <option key={one.code} value={one.code}>
              {one.name}
            </option>
          ))}
        </Form.Select>
      </label>
      <label className="d-block mt-1">
        <span className="visually-hidden">{where} teacher</span>
        <Form.Select
          size="sm"
          id={`${id}-teacher`}
          value={cell.teacher}
          disabled={readOnly}
          isInvalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onFocus={() => cell.teacher && onTeacher(cell.teacher)}
          onChange={(event) => {
            onChange(day, period, 'teacher', event.target.value);
            if (event.target.value) onTeacher(event.target.value);
          }}
        >
          <option value="">No teacher</option>
          {teachers.map((one) => (
            <option key={one.key} value={one.key}>
              {one.name}
            </option>
          ))}
        </Form.Select>
      </label>
      <label className="d-block mt-1">
        <span className="visually-hidden">{where} room</span>
        <Form.Control
          size="sm"
          id={`${id}-room`}
          value={cell.room}
          maxLength={20}
          autoComplete="off"
          list="tt-rooms"
          disabled={readOnly}
          onChange={(event) => onChange(day, period, 'room', event.target.value)}
        />
      </label>
      {invalid && (
        <div id={`${id}-problem`} className="small text-danger mt-1">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </div>
      )}
    </td>
  );
});
