import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import {
  DAY_NAMES,
  SCHOOL_DAYS,
  type ClassTimetable,
  type TeacherChoice,
  type TimetableSlot,
} from '../domain/timetable-types';
import { teacherLoadOf, withDraft } from '../domain/teacher-load';

/**
 * The chosen teacher's week beside the grid: periods taught (the draft in place of the class's saved week, so the
 * load shown is the load the save would make), free periods, each day's count and the classes taught.
 */
export function TeacherLoadPanel(props: {
  classCode: string;
  slots: readonly TimetableSlot[];
  others: ReadonlyArray<Pick<ClassTimetable, 'classCode' | 'slots'>>;
  teachers: readonly TeacherChoice[];
  teacher: string;
  onTeacher: (teacher: string) => void;
}) {
  const { classCode, slots, others, teacher } = props;
  const load = useMemo(
    () => (teacher ? teacherLoadOf(withDraft(others, { classCode, slots }), teacher) : null),
    [classCode, slots, others, teacher],
  );
  const name = props.teachers.find((one) => one.key === teacher)?.name ?? teacher;
  return (
    <section aria-labelledby="tt-load-title" className="mb-3">
      <h2 id="tt-load-title" className="h6">
        Teacher's load
      </h2>
      <Form.Group controlId="tt-load-teacher" className="mb-2">
        <Form.Label>Teacher</Form.Label>
        <Form.Select size="sm" value={teacher} onChange={(event) => props.onTeacher(event.target.value)}>
          <option value="">Choose…</option>
          {props.teachers.map((one) => (
            <option key={one.key} value={one.key}>
              {one.name} ({one.designation})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {load && (
        <>
          <p className="mb-1" aria-live="polite">
            {name} teaches {load.periods} {load.periods === 1 ? 'period' : 'periods'} a week ({load.free} free).
          </p>
          <table className="table table-sm w-auto">
            <caption className="visually-hidden">Periods of {name} each day</caption>
            <thead>
              <tr>
                {SCHOOL_DAYS.map((day) => (
                  <th key={day} scope="col">
                    {DAY_NAMES[day].slice(0, 3)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {SCHOOL_DAYS.map((day) => (
                  <td key={day}>{load.perDay[day]}</td>
                ))}
              </tr>
            </tbody>
          </table>
          <p className="small mb-0">
            {load.classes.length > 0 ? `Classes: ${load.classes.join(', ')}` : 'No classes yet.'}
          </p>
        </>
      )}
    </section>
  );
}
