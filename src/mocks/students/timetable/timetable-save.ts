import { HttpResponse } from 'msw';
import { clashRefusal, teacherNamesOf, timetableClashes } from '../../../modules/students/domain/timetable-clash';
import {
  DAY_NAMES,
  SCHOOL_DAYS,
  SCHOOL_PERIODS,
  type SchoolDay,
  type TimetableSlot,
} from '../../../modules/students/domain/timetable-types';
import type { DemoSession } from '../../core/sessions/auth';
import { classesOf, subjectsOf, teachersOf } from '../../core/school/school-masters';
import { headerOf, linesOf, logSchool, nowStamp, refusal, text } from '../../core/school/school-session';
import { timetablesOf, writeTimetable } from '../../core/school/students-store';

/** The longest room name a slot keeps (the classes master's room field). */
export const ROOM_MAX = 20;

/** A slot off the wire, or why it cannot be one (naming the day and period). */
function slotOf(line: Record<string, unknown>, classRoom: string): TimetableSlot | string {
  const day = Number(line.day);
  const period = Number(line.period);
  if (!SCHOOL_DAYS.includes(day as SchoolDay))
    return `There is no school day ${text(line.day) || '(none)'}: give 1 (Monday) to 6 (Saturday).`;
  if (!Number.isInteger(period) || period < 1 || period > SCHOOL_PERIODS)
    return `There is no period ${text(line.period) || '(none)'} on ${DAY_NAMES[day as SchoolDay]}: give 1 to ${SCHOOL_PERIODS}.`;
  const room = text(line.room) || classRoom;
  if (room.length > ROOM_MAX)
    return `The room of period ${period} on ${DAY_NAMES[day as SchoolDay]} is longer than ${ROOM_MAX} characters.`;
  return {
    day: day as SchoolDay,
    period,
    subject: text(line.subject).toUpperCase(),
    teacher: text(line.teacher),
    room,
  };
}

/**
 * Saves a class's week (replace-all), inside the write queue: every slot must name a period of the week, an active
 * subject and (when given) a teacher in service; a teacher or room booked by another class in the same period, or a
 * period given twice, is refused with the clashes named ("Mrs. Patil already teaches VII-B in period 3 on Tuesday").
 */
export async function saveTimetable(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const company = session.companyCode;
  const classCode = text(headerOf(body).classCode).toUpperCase();
  const [classes, subjects, teachers, weeks] = await Promise.all([
    classesOf(company),
    subjectsOf(company),
    teachersOf(company),
    timetablesOf(company),
  ]);
  const schoolClass = classes.find((one) => one.code === classCode && one.active);
  if (!schoolClass)
    return refusal(classCode ? `There is no class ${classCode} on the classes master.` : 'Choose the class.');
  const saved = weeks.find((week) => week.classCode === classCode);
  // A new week (traCheck 1) over one saved meanwhile would replace it unseen, and with the create right only.
  if (saved && Number(body.traCheck) !== 2)
    return refusal(`${classCode}'s week was saved by ${saved.savedBy} meanwhile: open the class again to change it.`);
  const slots: TimetableSlot[] = [];
  for (const line of linesOf(body)) {
    const slot = slotOf(line, schoolClass.room.trim());
    if (typeof slot === 'string') return refusal(slot);
    const where = `period ${slot.period} on ${DAY_NAMES[slot.day]}`;
    const subject = subjects.find((one) => one.code === slot.subject);
    if (!subject || !subject.active)
      return refusal(
        slot.subject ? `There is no subject ${slot.subject} (${where}).` : `Choose the subject of ${where}.`,
      );
    if (slot.teacher && !teachers.some((one) => one.key === slot.teacher))
      return refusal(`${slot.teacher} is not a teacher in service (${where}).`);
    slots.push(slot);
  }
  const clashes = timetableClashes(weeks, classCode, slots, teacherNamesOf(teachers));
  if (clashes.length > 0) return refusal(clashRefusal(clashes));
  const ordered = [...slots].sort((a, b) => a.day - b.day || a.period - b.period);
  await writeTimetable(company, { classCode, slots: ordered, savedBy: session.userName, savedAt: nowStamp() });
  await logSchool(
    session,
    'students',
    saved ? 'Modified' : 'Created',
    'Timetable',
    classCode,
    `${ordered.length} periods a week`,
  );
  return HttpResponse.json({ result: 'OK', seq: classCode });
}
