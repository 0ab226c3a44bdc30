import { DAY_NAMES, SCHOOL_DAYS, SCHOOL_PERIODS, type SchoolDay, type TimetableSlot } from '../domain/timetable-types';

/** One cell of the grid as edited: an empty subject is a free period (not saved). */
export interface CellDraft {
  subject: string;
  teacher: string;
  room: string;
}

/** The grid's cells by `${day}|${period}`, every day and period of the week. */
export type WeekDraft = Readonly<Record<string, CellDraft>>;

export const cellId = (day: SchoolDay, period: number) => `${day}|${period}`;
export const PERIODS = Array.from({ length: SCHOOL_PERIODS }, (_, at) => at + 1);

/** The grid of a saved week: its slots in place, every other cell free in the class's room. */
export function draftOf(slots: readonly TimetableSlot[], classRoom: string): WeekDraft {
  const cells: Record<string, CellDraft> = {};
  for (const day of SCHOOL_DAYS)
    for (const period of PERIODS) cells[cellId(day, period)] = { subject: '', teacher: '', room: classRoom };
  for (const slot of slots)
    cells[cellId(slot.day, slot.period)] = { subject: slot.subject, teacher: slot.teacher, room: slot.room };
  return cells;
}

/** The week the grid would save: each cell with a subject, in day and period order. */
export function slotsOf(draft: WeekDraft): TimetableSlot[] {
  return SCHOOL_DAYS.flatMap((day) =>
    PERIODS.flatMap((period) => {
      const cell = draft[cellId(day, period)];
      return cell && cell.subject !== ''
        ? [{ day, period, subject: cell.subject, teacher: cell.teacher, room: cell.room.trim() }]
        : [];
    }),
  );
}

/** The grid's own checks before it asks the server: a teacher in a period without a subject. */
export function draftProblems(draft: WeekDraft): Map<string, string> {
  const problems = new Map<string, string>();
  for (const day of SCHOOL_DAYS)
    for (const period of PERIODS) {
      const cell = draft[cellId(day, period)];
      if (cell && cell.subject === '' && cell.teacher !== '')
        problems.set(
          cellId(day, period),
          `Choose the subject of period ${period} on ${DAY_NAMES[day]}, or clear its teacher.`,
        );
    }
  return problems;
}

/** Has the grid changed from the saved week? */
export const changedFrom = (draft: WeekDraft, saved: WeekDraft) =>
  JSON.stringify(slotsOf(draft)) !== JSON.stringify(slotsOf(saved));
