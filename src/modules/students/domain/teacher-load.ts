/**
 * A teacher's weekly load: what the timetable screen shows beside the grid and GetStuTeacherLoad
 * answers. Pure; no React. Read from the classes' weeks; while a class's week is being edited, its draft stands in
 * for its saved week (withDraft), so the load shown is the load the save would make.
 */
import { SCHOOL_DAYS, SCHOOL_PERIODS } from './timetable-types';
import type { ClassTimetable, SchoolDay, TimetableSlot } from './timetable-types';

type Week = Pick<ClassTimetable, 'classCode' | 'slots'>;

/** One teacher's week. */
export interface TeacherLoad {
  /** 'E:<empno>'. */
  teacher: string;
  /**
   * Periods taught a week: the distinct (day, period) in which the teacher has a class. Two classes taught together
   * in one period (a clash the save refuses, or a combined PE period saved before) are one period of the teacher's
   * time, so the load never counts more periods than the week has. In a clash-free timetable it is the slot count.
   */
  periods: number;
  /** Periods taught each day, Monday … Saturday (a day without any is 0). */
  perDay: Record<SchoolDay, number>;
  /** The periods of the week the teacher has free: days × periods a day − periods. */
  free: number;
  /** The classes taught, by code. */
  classes: string[];
  /** The subjects taught, by code. */
  subjects: string[];
  /** Slots a week for each class and subject taught, by class then subject (each slot counted: the class's view). */
  classSubjects: Array<{ classCode: string; subject: string; periods: number }>;
}

/** The weeks with `draft` in place of its class's saved week (added when the class has none saved yet). */
export function withDraft(
  weeks: readonly Week[],
  draft: { classCode: string; slots: readonly TimetableSlot[] },
): Week[] {
  const replaced: Week = { classCode: draft.classCode, slots: [...draft.slots] };
  return [...weeks.filter((week) => week.classCode !== draft.classCode), replaced];
}

const byText = (a: string, b: string) => a.localeCompare(b);

/** Builds loads as slots arrive; one pass over every slot of the school. */
class LoadTally {
  private readonly cells = new Set<string>();
  private readonly perDay = Object.fromEntries(SCHOOL_DAYS.map((day) => [day, 0])) as Record<SchoolDay, number>;
  private readonly pairs = new Map<string, { classCode: string; subject: string; periods: number }>();

  constructor(private readonly teacher: string) {}

  add(classCode: string, slot: TimetableSlot): void {
    const cell = `${slot.day}|${slot.period}`;
    if (!this.cells.has(cell)) {
      this.cells.add(cell);
      if (slot.day in this.perDay) this.perDay[slot.day] += 1;
    }
    const pairKey = `${classCode}|${slot.subject}`;
    const pair = this.pairs.get(pairKey) ?? { classCode, subject: slot.subject, periods: 0 };
    pair.periods += 1;
    this.pairs.set(pairKey, pair);
  }

  load(): TeacherLoad {
    const classSubjects = [...this.pairs.values()].sort(
      (a, b) => byText(a.classCode, b.classCode) || byText(a.subject, b.subject),
    );
    return {
      teacher: this.teacher,
      periods: this.cells.size,
      perDay: { ...this.perDay },
      free: Math.max(0, SCHOOL_DAYS.length * SCHOOL_PERIODS - this.cells.size),
      classes: [...new Set(classSubjects.map((pair) => pair.classCode))].sort(byText),
      subjects: [...new Set(classSubjects.map((pair) => pair.subject))].sort(byText),
      classSubjects,
    };
  }
}

/**
 * Every teacher's load who has at least one slot, by teacher key. A slot without a teacher (empty key) is nobody's.
 * Pass `withDraft(weeks, draft)` to see the loads an unsaved week would make.
 */
export function teacherLoads(weeks: readonly Week[]): TeacherLoad[] {
  const tallies = new Map<string, LoadTally>();
  for (const week of weeks) {
    for (const slot of week.slots) {
      if (slot.teacher.trim() === '') continue;
      let tally = tallies.get(slot.teacher);
      if (!tally) tallies.set(slot.teacher, (tally = new LoadTally(slot.teacher)));
      tally.add(week.classCode, slot);
    }
  }
  return [...tallies.values()].map((tally) => tally.load()).sort((a, b) => byText(a.teacher, b.teacher));
}

/** One teacher's load; a teacher without any slot has an empty week (0 periods, all free), not an absence. */
export function teacherLoadOf(weeks: readonly Week[], teacher: string): TeacherLoad {
  const tally = new LoadTally(teacher);
  for (const week of weeks)
    for (const slot of week.slots) if (slot.teacher === teacher) tally.add(week.classCode, slot);
  return tally.load();
}
