/**
 * The clashes of a class's week: what SetStuTimetable refuses and the timetable grid names before
 * it saves. Pure; no React. A class's week is saved replace-all, so the new week is checked against every OTHER
 * class's saved week (the class's own saved slots are the ones being replaced) and against itself.
 */
import { DAY_NAMES } from './timetable-types';
import type { ClassTimetable, SchoolDay, TimetableSlot } from './timetable-types';

/** A clash of the new week, with the words the user reads. */
export interface TimetableClash {
  /** TEACHER or ROOM: booked by another class in that period; REPEAT: the period is given twice in the new week. */
  kind: 'TEACHER' | 'ROOM' | 'REPEAT';
  day: SchoolDay;
  period: number;
  /** The other class (TEACHER, ROOM); the class itself for REPEAT. */
  otherClass: string;
  /** "Mrs. Patil already teaches VII-B in period 3 on Tuesday". */
  message: string;
}

/** How the messages name teachers: key 'E:<empno>' → name; the key itself when the teacher is not listed. */
export type TeacherNames = ReadonlyMap<string, string>;

/** The index of the other classes' slots: `day|period|teacher` and `day|period|room` → the class booked there. */
export interface SlotIndex {
  teachers: Map<string, string>;
  rooms: Map<string, string>;
}

/**
 * A room as the index keys it: trimmed, case and inner spaces folded ("Lab 2", "lab  2 " are one room), since a
 * room is typed by hand. Teachers are keys (E:<empno>) and compared exactly. An empty teacher or room (a free or
 * outdoor period) books nothing.
 */
export const roomKey = (room: string): string => room.trim().replace(/\s+/g, ' ').toLowerCase();
const cellKey = (slot: Pick<TimetableSlot, 'day' | 'period'>) => `${slot.day}|${slot.period}`;

/**
 * The index of every class's slots but `classCode`'s, built once per check: O(slots) to build, O(1) per lookup, so
 * a 50-class school (2,400 slots) is checked in well under a millisecond. The first booking found is kept when saved
 * data already holds a clash (one class named is enough to refuse).
 */
export function slotIndex(
  allSlots: ReadonlyArray<Pick<ClassTimetable, 'classCode' | 'slots'>>,
  classCode: string,
): SlotIndex {
  const index: SlotIndex = { teachers: new Map(), rooms: new Map() };
  for (const week of allSlots) {
    if (week.classCode === classCode) continue;
    for (const slot of week.slots) {
      if (slot.teacher.trim() !== '') {
        const key = `${cellKey(slot)}|${slot.teacher}`;
        if (!index.teachers.has(key)) index.teachers.set(key, week.classCode);
      }
      if (roomKey(slot.room) !== '') {
        const key = `${cellKey(slot)}|${roomKey(slot.room)}`;
        if (!index.rooms.has(key)) index.rooms.set(key, week.classCode);
      }
    }
  }
  return index;
}

/** "Room 12" for a bare room number or code; a room already named in words ("Lab 2", "Block A, 101") as it is. */
export const roomWords = (room: string): string => {
  const trimmed = room.trim();
  return /^room\b/i.test(trimmed) || /\s/.test(trimmed) ? trimmed : `Room ${trimmed}`;
};

/** Tuesday; "day 7" for a day off the wire that is no school day (so the message still reads). */
const dayName = (day: SchoolDay): string => DAY_NAMES[day] ?? `day ${String(day)}`;
/** "in period 3 on Tuesday". */
const when = (slot: Pick<TimetableSlot, 'day' | 'period'>) => `in period ${slot.period} on ${dayName(slot.day)}`;

/**
 * The clashes of `classCode`'s new week `newSlots` against every other class's saved week in `allSlots`, in the
 * order of the new slots, each period's repeat first, then its teacher, then its room:
 *  - REPEAT: a day and period given twice in the new week (the second and later ones are named; their teacher and
 *    room are not checked again, the first is);
 *  - TEACHER: the slot's teacher teaches another class in the same day and period;
 *  - ROOM: the slot's room is booked by another class in the same day and period (as roomKey folds it).
 * Both a teacher and a room clash are named when both are double-booked. An empty list means the week may be saved.
 */
export function timetableClashes(
  allSlots: ReadonlyArray<Pick<ClassTimetable, 'classCode' | 'slots'>>,
  classCode: string,
  newSlots: readonly TimetableSlot[],
  teacherNames: TeacherNames = new Map(),
): TimetableClash[] {
  const index = slotIndex(allSlots, classCode);
  const clashes: TimetableClash[] = [];
  const given = new Set<string>();
  for (const slot of newSlots) {
    const cell = cellKey(slot);
    if (given.has(cell)) {
      clashes.push({
        kind: 'REPEAT',
        day: slot.day,
        period: slot.period,
        otherClass: classCode,
        message: `Period ${slot.period} on ${dayName(slot.day)} is given twice in ${classCode}'s week`,
      });
      continue;
    }
    given.add(cell);
    const teacher = slot.teacher.trim() === '' ? undefined : index.teachers.get(`${cell}|${slot.teacher}`);
    if (teacher) {
      const name = teacherNames.get(slot.teacher) ?? slot.teacher;
      clashes.push({
        kind: 'TEACHER',
        day: slot.day,
        period: slot.period,
        otherClass: teacher,
        message: `${name} already teaches ${teacher} ${when(slot)}`,
      });
    }
    const room = roomKey(slot.room) === '' ? undefined : index.rooms.get(`${cell}|${roomKey(slot.room)}`);
    if (room) {
      clashes.push({
        kind: 'ROOM',
        day: slot.day,
        period: slot.period,
        otherClass: room,
        message: `${roomWords(slot.room)} is taken by ${room} ${when(slot)}`,
      });
    }
  }
  return clashes;
}

/** The teachers' names of the timetable's requirements (TeacherChoice[]) as timetableClashes takes them. */
export const teacherNamesOf = (teachers: ReadonlyArray<{ key: string; name: string }>): TeacherNames =>
  new Map(teachers.map((teacher) => [teacher.key, teacher.name]));

/** How a refusal joins its clashes' messages (clashRefusal) and the screen splits them again (clashCellsOf). */
const CLASH_JOIN = '; ';

/** The refusal SetStuTimetable answers for clashes: their messages, joined, in the order found. */
export const clashRefusal = (clashes: readonly TimetableClash[]): string =>
  clashes.map((clash) => clash.message).join(CLASH_JOIN);

const DAY_OF_NAME = new Map(Object.entries(DAY_NAMES).map(([day, name]) => [name, Number(day) as SchoolDay]));

/**
 * A refusal read back into the cells it names: each message with the day and period its words give ("… in period 3
 * on Tuesday", "Period 3 on Tuesday is given twice …"); a message naming no cell has day and period null (shown
 * apart by the screen).
 */
export function clashCellsOf(
  refusal: string,
): Array<{ day: SchoolDay | null; period: number | null; message: string }> {
  return refusal
    .split(CLASH_JOIN)
    .filter((message) => message.trim() !== '')
    .map((message) => {
      const found = /\b[Pp]eriod (\d+) on ([A-Z][a-z]+day)\b/.exec(message);
      const day = found ? (DAY_OF_NAME.get(found[2]!) ?? null) : null;
      return { day, period: day === null ? null : Number(found![1]), message };
    });
}
