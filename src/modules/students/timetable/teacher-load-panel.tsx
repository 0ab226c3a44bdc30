import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import {
  DAY_NAMES,
  SCHOOL_DAYS,
  type ClassTimetable,
  type TeacherChoice,
  type TimetableSlot,
} from '../domain/timetable-types';
import { teacherLoadOf, withDraft, type TeacherLoad } from '../domain/teacher-load';

/** A column a school day (Mon … Sat), the one row the periods the teacher has that day. */
const DAY_COLUMNS: ReadonlyArray<TableColumn<TeacherLoad['perDay']>> = SCHOOL_DAYS.map((day) => ({
  label: DAY_NAMES[day].slice(0, 3),
  cell: (perDay) => perDay[day],
}));

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
  // The editor holds the teacher (a cell's teacher list chooses one too); this small form only shows it and follows it.
  const chooser = useForm({ defaultValues: { teacher } });
  useEffect(() => {
    chooser.setValue('teacher', teacher);
  }, [chooser, teacher]);
  const name = props.teachers.find((one) => one.key === teacher)?.name ?? teacher;
  return (
    <section aria-labelledby="tt-load-title" className="mb-3">
      <h2 id="tt-load-title" className="h6">
        Teacher's load
      </h2>
      <Field
        form={chooser}
        name="teacher"
        id="tt-load-teacher"
        label="Teacher"
        className="mb-2"
        options={props.teachers.map((one) => ({ value: one.key, label: `${one.name} (${one.designation})` }))}
        onChange={props.onTeacher}
      />
      {load && (
        <>
          <p className="mb-1" aria-live="polite">
            {name} teaches {load.periods} {load.periods === 1 ? 'period' : 'periods'} a week ({load.free} free).
          </p>
          <DataTable
            rows={[load.perDay]}
            columns={DAY_COLUMNS}
            rowKey={() => teacher}
            caption={`Periods of ${name} each day`}
            captionPlacement="hidden"
            rowHeader={false}
            tableClassName="table table-sm w-auto"
            responsive={false}
          />
          <p className="small mb-0">
            {load.classes.length > 0 ? `Classes: ${load.classes.join(', ')}` : 'No classes yet.'}
          </p>
        </>
      )}
    </section>
  );
}
