import type { ShiftPattern } from './staffing-types';

/** [code, name, start, end, grace minutes, break minutes, night, weekly off] */
type ShiftRow = readonly [string, string, string, string, number, number, boolean, string];

const SHIFTS: Record<ShiftPattern, readonly ShiftRow[]> = {
  hospitality: [
    ['GEN', 'General', '09:30', '18:30', 10, 60, false, 'SUN'],
    ['MOR', 'Morning', '06:00', '14:30', 10, 30, false, 'ROT'],
    ['EVE', 'Evening', '14:30', '23:00', 10, 30, false, 'ROT'],
    ['SPL', 'Split (lunch and dinner)', '11:00', '23:00', 15, 240, false, 'ROT'],
    ['NGT', 'Night', '22:30', '07:00', 10, 30, true, 'ROT'],
    ['WKR', 'Weekend relief', '10:00', '22:00', 15, 60, false, 'MON'],
  ],
  factory: [
    ['GEN', 'General', '09:00', '17:30', 10, 30, false, 'SUN'],
    ['A', 'Shift A', '06:00', '14:00', 5, 30, false, 'SUN'],
    ['B', 'Shift B', '14:00', '22:00', 5, 30, false, 'SUN'],
    ['C', 'Shift C (night)', '22:00', '06:00', 5, 30, true, 'SUN'],
    ['SAT', 'Saturday half day', '09:00', '13:00', 10, 0, false, 'SUN'],
    ['MNT', 'Maintenance', '08:00', '16:30', 10, 30, false, 'TUE'],
  ],
  site: [
    ['GEN', 'Site general', '08:00', '17:00', 15, 60, false, 'SUN'],
    ['EAR', 'Early pour', '05:30', '13:30', 10, 30, false, 'SUN'],
    ['LAT', 'Late', '13:00', '21:00', 10, 30, false, 'SUN'],
    ['NGT', 'Night concreting', '21:00', '05:00', 10, 30, true, 'ROT'],
    ['OFF', 'Head office', '10:00', '18:30', 15, 45, false, 'SUN'],
  ],
  office: [
    ['GEN', 'General', '09:30', '18:30', 15, 45, false, 'SUN'],
    ['EAR', 'Early', '08:00', '17:00', 15, 45, false, 'SUN'],
    ['LAT', 'Late', '11:00', '20:00', 15, 45, false, 'SUN'],
    ['SAT', 'Saturday half day', '09:30', '14:00', 15, 0, false, 'SUN'],
    ['FLD', 'Field staff', '09:00', '18:00', 30, 60, false, 'SUN'],
  ],
  retail: [
    ['OPN', 'Opening', '07:30', '16:00', 10, 30, false, 'ROT'],
    ['MID', 'Middle', '11:00', '19:30', 10, 30, false, 'ROT'],
    ['CLS', 'Closing', '14:00', '22:30', 10, 30, false, 'ROT'],
    ['GEN', 'Office general', '09:30', '18:30', 15, 45, false, 'SUN'],
    ['WKE', 'Weekend extended', '10:00', '23:00', 10, 60, false, 'TUE'],
  ],
  school: [
    ['SCH', 'School hours', '07:45', '14:15', 5, 30, false, 'SUN'],
    ['OFF', 'Office', '09:00', '17:00', 10, 45, false, 'SUN'],
    ['TRN', 'Transport', '06:15', '15:30', 5, 60, false, 'SUN'],
    ['SAT', 'Saturday', '07:45', '12:00', 5, 0, false, 'SUN'],
    ['EXM', 'Examination duty', '08:00', '13:00', 0, 0, false, 'SUN'],
    ['SUP', 'Support staff', '07:00', '16:00', 10, 60, false, 'SUN'],
  ],
  care: [
    ['MOR', 'Morning', '07:00', '14:00', 10, 30, false, 'ROT'],
    ['EVE', 'Evening', '14:00', '21:00', 10, 30, false, 'ROT'],
    ['NGT', 'Night', '21:00', '07:00', 10, 30, true, 'ROT'],
    ['GEN', 'General', '09:00', '17:30', 15, 45, false, 'SUN'],
    ['OPD', 'OPD hours', '09:00', '13:00', 10, 0, false, 'SUN'],
  ],
  transport: [
    ['DAY', 'Day', '06:00', '18:00', 15, 60, false, 'ROT'],
    ['NGT', 'Night', '18:00', '06:00', 15, 60, true, 'ROT'],
    ['AIR', 'Airport early', '03:30', '12:30', 10, 60, false, 'ROT'],
    ['GEN', 'Office general', '09:30', '18:30', 15, 45, false, 'SUN'],
    ['CC1', 'Call centre morning', '06:00', '14:00', 5, 30, false, 'ROT'],
    ['CC2', 'Call centre evening', '14:00', '22:00', 5, 30, false, 'ROT'],
  ],
};

export function shiftSeed(pattern: ShiftPattern) {
  return SHIFTS[pattern].map(([code, name, startTime, endTime, graceMinutes, breakMinutes, nightShift, weeklyOff]) => ({
    code,
    name,
    startTime,
    endTime,
    graceMinutes,
    breakMinutes,
    nightShift,
    weeklyOff,
    active: true,
  }));
}
