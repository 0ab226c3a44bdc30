import { teacherLoadOf, teacherLoads, withDraft } from './teacher-load';
import type { SchoolDay, TimetableSlot } from './timetable-types';

const slot = (day: SchoolDay, period: number, teacher: string, subject: string): TimetableSlot => ({
  day,
  period,
  subject,
  teacher,
  room: '12',
});

const weeks = [
  {
    classCode: 'VII-B',
    slots: [
      slot(1, 1, 'E:7', 'MAT'),
      slot(1, 2, 'E:7', 'MAT'),
      slot(2, 3, 'E:7', 'SCI'),
      slot(1, 3, 'E:8', 'ENG'),
      slot(1, 4, '', 'GK'),
    ],
  },
  { classCode: 'VII-A', slots: [slot(1, 3, 'E:7', 'MAT'), slot(6, 8, 'E:7', 'MAT'), slot(1, 1, 'E:8', 'ENG')] },
];

describe('teacherLoadOf', () => {
  it('counts periods a week, per day, and the classes and subjects taught', () => {
    expect(teacherLoadOf(weeks, 'E:7')).toEqual({
      teacher: 'E:7',
      periods: 5,
      perDay: { 1: 3, 2: 1, 3: 0, 4: 0, 5: 0, 6: 1 },
      free: 43,
      classes: ['VII-A', 'VII-B'],
      subjects: ['MAT', 'SCI'],
      classSubjects: [
        { classCode: 'VII-A', subject: 'MAT', periods: 2 },
        { classCode: 'VII-B', subject: 'MAT', periods: 2 },
        { classCode: 'VII-B', subject: 'SCI', periods: 1 },
      ],
    });
  });

  it('gives a teacher without a slot an empty week', () => {
    const load = teacherLoadOf(weeks, 'E:99');
    expect([load.periods, load.free, load.classes, load.classSubjects]).toEqual([0, 48, [], []]);
    expect(Object.values(load.perDay)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('counts two classes taught together in one period as one period of the teacher’s time', () => {
    const combined = [...weeks, { classCode: 'VII-C', slots: [slot(1, 1, 'E:7', 'PE')] }];
    const load = teacherLoadOf(combined, 'E:7');
    expect([load.periods, load.perDay[1]]).toEqual([5, 3]);
    expect(load.classSubjects).toContainEqual({ classCode: 'VII-C', subject: 'PE', periods: 1 });
  });
});

describe('teacherLoads', () => {
  it('lists every teacher with a slot, by key; a slot without a teacher is nobody’s', () => {
    expect(teacherLoads(weeks).map((load) => [load.teacher, load.periods])).toEqual([
      ['E:7', 5],
      ['E:8', 2],
    ]);
  });

  it('shows the loads an unsaved week would make (the draft replaces the class’s saved week)', () => {
    const draft = { classCode: 'VII-A', slots: [slot(3, 1, 'E:8', 'HIN')] };
    expect(teacherLoads(withDraft(weeks, draft)).map((load) => [load.teacher, load.periods, load.classes])).toEqual([
      ['E:7', 3, ['VII-B']],
      ['E:8', 2, ['VII-A', 'VII-B']],
    ]);
    expect(withDraft([], draft)).toEqual([draft]);
  });
});
