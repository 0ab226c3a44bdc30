import { addDays, addMinutes, format } from 'date-fns';
import type { CalendarEvent } from '../../../modules/workspace/calendar/calendar-types';

const shifted = (today: string, days: number) => format(addDays(new Date(`${today}T00:00:00`), days), 'yyyy-MM-dd');

/**
 * [title, days from today, start time or null for all day, last day offset (all day) or duration in minutes, colour,
 * notes].
 */
type EventSeed = readonly [
  title: string,
  dayOffset: number,
  time: string | null,
  length: number,
  colour: CalendarEvent['colour'],
  notes: string,
];

const EVENTS: readonly EventSeed[] = [
  ['Quarterly board meeting', -18, '10:00', 120, 'primary', 'Conference room 2; agenda from the MD office.'],
  ['Fire drill, all wards', -11, '15:00', 60, 'danger', 'Assemble at the main gate.'],
  ['Pharmacy stock audit', -6, null, 1, 'warning', 'Two days: main store, then ward stores.'],
  ['CME: antibiotic stewardship', -2, '17:00', 90, 'info', 'Auditorium; CME credits for attending doctors.'],
  ['Morning huddle', 0, '08:30', 30, 'success', ''],
  ['Vendor visit: lab analysers', 1, '11:00', 60, 'primary', 'Demonstration for the pathology team.'],
  ['Free health check-up camp', 4, null, 0, 'success', 'Community hall, Sector 9.'],
  ['Nursing staff training: new billing screen', 8, '14:00', 120, 'info', 'Training room, batches of 15.'],
  ['NABH surveyor visit', 15, null, 1, 'danger', 'All departments to keep their registers ready.'],
  ['Blood donation drive', 24, '09:00', 420, 'warning', 'With the district blood bank.'],
];

/**
 * A company's starting events (10: 3 all day, 7 timed), spread from 18 days before `today` ('yyyy-MM-dd') to 24 after.
 */
export function demoEvents(today: string): CalendarEvent[] {
  return EVENTS.map(([title, dayOffset, time, length, colour, notes], index) => {
    const day = shifted(today, dayOffset);
    const timed = time !== null;
    const start = `${day}T${time ?? '00:00'}`;
    const end = timed
      ? format(addMinutes(new Date(`${start}:00`), length), "yyyy-MM-dd'T'HH:mm")
      : `${shifted(day, length)}T23:59`;
    return { id: `EVT-${String(index + 1).padStart(3, '0')}`, title, start, end, allDay: !timed, colour, notes };
  });
}
