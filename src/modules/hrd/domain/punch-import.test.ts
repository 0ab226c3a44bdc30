import type { DevicePunch } from './punch-csv';
import { hoursText, planDay, sortPunches, workedMinutes, type StoredPunch } from './punch-import';

const punch = (line: number, code: string, dat: string, time: string): DevicePunch => ({
  line,
  text: `${code},${dat} ${time}`,
  code,
  dat,
  time,
});
const EMPLOYEES = [
  { recordId: 11, empno: 'EMP-0001', doj: '2020-01-01' },
  { recordId: 12, empno: 'EMP-0002', doj: '2025-03-05' },
];

describe('sortPunches', () => {
  it('lists unknown codes, refuses future days and days before joining, counts duplicates and groups the rest', () => {
    const stored: StoredPunch[] = [{ lineid: 1, empId: 11, dat: '2025-03-03', fromTime: '09:00', toTime: '18:00' }];
    const sorted = sortPunches(
      [
        punch(2, 'EMP-0001', '2025-03-04', '18:10'),
        punch(3, 'emp-0001', '2025-03-04', '09:01'), // lower case: the same employee
        punch(4, 'EMP-0001', '2025-03-04', '09:01'), // same minute again: duplicate
        punch(5, 'EMP-0001', '2025-03-03', '18:00'), // already stored: duplicate
        punch(6, 'EMP-0009', '2025-03-04', '09:00'), // nobody
        punch(7, 'EMP-0001', '2025-03-07', '09:00'), // after today
        punch(8, 'EMP-0002', '2025-03-04', '09:00'), // the day before joining
        punch(9, 'EMP-0002', '2025-03-05', '09:30'),
        punch(10, 'EMP-0001', '2025-03-03', '20:00'),
      ],
      EMPLOYEES,
      stored,
      '2025-03-06',
    );
    expect(sorted.imported).toBe(4);
    expect(sorted.duplicates).toBe(2);
    expect(sorted.unknown).toEqual([{ line: 6, code: 'EMP-0009' }]);
    expect(sorted.refused).toEqual([
      { line: 7, text: 'EMP-0001,2025-03-07 09:00', problem: '2025-03-07 is after today (2025-03-06)' },
      { line: 8, text: 'EMP-0002,2025-03-04 09:00', problem: '2025-03-04 is before EMP-0002 joined (2025-03-05)' },
    ]);
    expect(sorted.days).toEqual([
      { empId: 11, dat: '2025-03-03', times: ['20:00'] },
      { empId: 11, dat: '2025-03-04', times: ['09:01', '18:10'] },
      { empId: 12, dat: '2025-03-05', times: ['09:30'] },
    ]);
  });
});

describe('planDay', () => {
  const row = (lineid: number, fromTime: string, toTime: string): StoredPunch => ({
    lineid,
    empId: 11,
    dat: '2025-03-04',
    fromTime,
    toTime,
  });

  it('a day without rows: first punch in, last punch out; one punch stays open', () => {
    expect(planDay([], ['13:00', '09:02', '18:05'])).toEqual({
      create: { fromTime: '09:02', toTime: '18:05' },
      update: [],
      first: '09:02',
      last: '18:05',
    });
    expect(planDay([], ['09:02'])).toEqual({
      create: { fromTime: '09:02', toTime: '' },
      update: [],
      first: '09:02',
      last: '',
    });
  });

  it('an earlier punch moves the first in, a later one becomes the last out, one between changes nothing', () => {
    expect(planDay([row(1, '09:10', '13:00'), row(2, '14:00', '18:00')], ['08:55', '12:00', '18:20'])).toEqual({
      create: null,
      update: [
        { lineid: 1, fromTime: '08:55', toTime: '13:00' },
        { lineid: 2, fromTime: '14:00', toTime: '18:20' },
      ],
      first: '08:55',
      last: '18:20',
    });
    expect(planDay([row(1, '09:10', '18:00')], ['12:00'])).toEqual({
      create: null,
      update: [],
      first: '09:10',
      last: '18:00',
    });
  });

  it('a later punch closes an open row', () => {
    expect(planDay([row(1, '09:10', '')], ['17:45'])).toEqual({
      create: null,
      update: [{ lineid: 1, fromTime: '09:10', toTime: '17:45' }],
      first: '09:10',
      last: '17:45',
    });
  });
});

describe('worked hours', () => {
  it('counts a night shift out past midnight as the next morning', () => {
    expect(workedMinutes('09:02', '18:07')).toBe(545);
    expect(hoursText(545)).toBe('9:05');
    expect(workedMinutes('22:00', '06:30')).toBe(510);
    expect(workedMinutes('09:00', '')).toBeNull();
    expect(hoursText(null)).toBe('');
  });
});
