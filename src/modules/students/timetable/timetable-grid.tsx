import { DAY_NAMES, SCHOOL_DAYS, type SchoolDay, type TeacherChoice } from '../domain/timetable-types';
import { TimetableCell } from './timetable-cell';
import { cellId, PERIODS, type CellDraft, type WeekDraft } from './timetable-draft';

const NONE: readonly string[] = [];

/** The week of a class: a row a day (Monday … Saturday), a column a period, each cell its subject, teacher and room. */
export function TimetableGrid(props: {
  classCode: string;
  draft: WeekDraft;
  subjects: ReadonlyArray<{ code: string; name: string }>;
  teachers: readonly TeacherChoice[];
  rooms: readonly string[];
  problems: ReadonlyMap<string, readonly string[]>;
  readOnly: boolean;
  onChange: (day: SchoolDay, period: number, field: keyof CellDraft, value: string) => void;
  onTeacher: (teacher: string) => void;
}) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={`Week of ${props.classCode}`}>
      <datalist id="tt-rooms">
        {props.rooms.map((room) => (
          <option key={room} value={room} />
        ))}
      </datalist>
      <table className="table table-sm table-bordered align-top">
        <caption className="visually-hidden">Week of {props.classCode}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {PERIODS.map((period) => (
              <th key={period} scope="col">
                Period {period}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SCHOOL_DAYS.map((day) => (
            <tr key={day}>
              <th scope="row">{DAY_NAMES[day]}</th>
              {PERIODS.map((period) => (
                <TimetableCell
                  key={period}
                  day={day}
                  period={period}
                  cell={props.draft[cellId(day, period)]!}
                  subjects={props.subjects}
                  teachers={props.teachers}
                  problems={props.problems.get(cellId(day, period)) ?? NONE}
                  readOnly={props.readOnly}
                  onChange={props.onChange}
                  onTeacher={props.onTeacher}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
