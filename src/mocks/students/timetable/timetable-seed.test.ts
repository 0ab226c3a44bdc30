import { timetableClashes } from '../../../modules/students/domain/timetable-clash';
import { teacherLoads } from '../../../modules/students/domain/teacher-load';
import { SUBJECT_SEED } from '../seeds/subjects';
import { timetableSeed } from '../seeds/timetable-seed';

const STANDARDS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const classes = STANDARDS.flatMap((standard, s) =>
  ['A', 'B'].map((section, n) => ({ code: `${standard}-${section}`, room: `Room ${s * 2 + n + 1}` })),
);
const teachers = Array.from({ length: 17 }, (_, at) => ({ key: `E:${at + 1}` }));

describe('timetableSeed: the school’s starting week', () => {
  const weeks = timetableSeed(classes, SUBJECT_SEED, teachers, '2026-11-25T08:00:00');

  it('fills every period of every class, clash-free, each class in its own room', () => {
    expect(weeks).toHaveLength(20);
    for (const week of weeks) {
      expect(week.slots).toHaveLength(48);
      expect(timetableClashes(weeks, week.classCode, week.slots)).toEqual([]);
      expect(new Set(week.slots.map((slot) => slot.room))).toEqual(
        new Set([classes.find((one) => one.code === week.classCode)!.room]),
      );
    }
  });

  it('gives primary classes environmental studies, secondary ones science, and every teacher free periods', () => {
    const subjectsOf = (code: string) =>
      new Set(weeks.find((week) => week.classCode === code)!.slots.map((slot) => slot.subject));
    expect(subjectsOf('III-A').has('EVS')).toBe(true);
    expect(subjectsOf('III-A').has('SCI')).toBe(false);
    expect(subjectsOf('IX-B').has('SCI')).toBe(true);
    const loads = teacherLoads(weeks);
    expect(loads).toHaveLength(17);
    for (const load of loads) expect(load.periods).toBeGreaterThan(20);
    for (const load of loads) expect(load.free).toBeGreaterThan(0);
  });
});
