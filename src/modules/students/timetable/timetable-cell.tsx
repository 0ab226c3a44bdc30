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

/** What a cell's controls share: the cell's id and words ("Tuesday period 3"), and its state. */
interface CellPlace {
  id: string;
  where: string;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}

interface SelectProps {
  place: CellPlace;
  what: 'subject' | 'teacher';
  className: string;
  value: string;
  /** The first choice, for none. */
  empty: string;
  choices: ReadonlyArray<{ value: string; name: string }>;
  onFocus?: () => void;
  onChange: (value: string) => void;
}

/** A cell's subject or teacher, inside its label ("Tuesday period 3 subject", the words hidden). */
function CellSelect({ place, what, className, value, empty, choices, onFocus, onChange }: SelectProps) {
  return (
    <label className={className}>
      <span className="visually-hidden">
        {place.where} {what}
      </span>
      <Form.Select
        size="sm"
        id={`${place.id}-${what}`}
        value={value}
        disabled={place.disabled}
        isInvalid={place.invalid}
        aria-invalid={place.invalid || undefined}
        aria-describedby={place.describedBy}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{empty}</option>
        {choices.map((one) => (
          <option key={one.value} value={one.value}>
            {one.name}
          </option>
        ))}
      </Form.Select>
    </label>
  );
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
  const place: CellPlace = { id, where, disabled: readOnly, invalid, describedBy: described };
  return (
    // Wide enough for the longest subject and teacher names ("Environmental studies"); the week scrolls sideways.
    <td className={invalid ? 'table-danger' : undefined} style={{ minWidth: '12rem' }}>
      {/* Each control inside its label (the words hidden: the row and column headings show them): a label found by
          nesting, not by id, keeps the 144 controls' labels cheap to resolve. */}
      <CellSelect
        place={place}
        what="subject"
        className="d-block"
        value={cell.subject}
        empty="Free"
        choices={subjects.map((one) => ({ value: one.code, name: one.name }))}
        onChange={(value) => onChange(day, period, 'subject', value)}
      />
      <CellSelect
        place={place}
        what="teacher"
        className="d-block mt-1"
        value={cell.teacher}
        empty="No teacher"
        choices={teachers.map((one) => ({ value: one.key, name: one.name }))}
        onFocus={() => cell.teacher && onTeacher(cell.teacher)}
        onChange={(value) => {
          onChange(day, period, 'teacher', value);
          if (value) onTeacher(value);
        }}
      />
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
