import { configure, screen } from '@testing-library/react';
import type { ReportResult } from '../../src/engine/report/report';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { serverToday } from '../../src/mocks/core/server-dates';
import { writeRecord } from '../../src/mocks/core/record-store';
import { rollOf, schoolHolidaysOf } from '../../src/mocks/core/school/school-masters';
import { attendanceId, registersFrom, STU_STORE } from '../../src/mocks/core/school/students-store';
import { STU_REPORT_ENDPOINTS as E } from '../../src/modules/students/reports/domain/report-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const COMPANY = 1004;
const CLASS = 'VI-A';
const today = serverToday();
const shift = (dat: string, days: number) =>
  new Date(Date.parse(`${dat}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The latest school day before today: seeded for every class. */
async function lastSeededDay(): Promise<string> {
  const shut = await schoolHolidaysOf(COMPANY, shift(today, -20), today);
  let dat = shift(today, -1);
  while (shut.has(dat)) dat = shift(dat, -1);
  return dat;
}

describe('the attendance reports (1004, the clerk)', () => {
  it('counts a day by class with its absentees, a week by weekday, a month by pupil, and ranks the best attenders', async () => {
    await signInAs(COMPANY, 'staff');
    const day = await lastSeededDay();
    // The seed: the last 30 school days before today, every class, a few pupils away (deterministic).
    const seeded = await registersFrom(COMPANY, '');
    const seededDays = [...new Set(seeded.map((register) => register.dat))].sort();
    expect(seededDays).toHaveLength(30);
    expect(seededDays.at(-1)).toBe(day);
    const shut = await schoolHolidaysOf(COMPANY, seededDays[0]!, today);
    expect(seededDays.filter((dat) => shut.has(dat))).toEqual([]);
    expect(seeded.filter((register) => register.absentees.length > 0).length).toBeGreaterThan(10);
    const roll = await rollOf(COMPANY, CLASS);
    const [away] = roll;
    await writeRecord(STU_STORE.attendance, COMPANY, attendanceId(day, CLASS), {
      classCode: CLASS,
      dat: day,
      absentees: [{ admissionNo: away!.admissionNo, reason: 'Fever' }],
      savedBy: 'staff',
      savedAt: `${day}T09:00:00`,
    });

    const daily = await dataProvider.report<ReportResult>(E.dayAttendance, {
      frmDate: formatDate(day),
      classCode: CLASS,
    });
    expect(daily.rows).toEqual([
      {
        classCode: CLASS,
        register: 'Taken by staff',
        roll: roll.length,
        present: roll.length - 1,
        absent: 1,
        percent: Math.floor((2000 * (roll.length - 1) + roll.length) / (2 * roll.length)) / 10,
        absentees: `${away!.name} (Fever)`,
      },
    ]);

    const weekly = await dataProvider.report<ReportResult>(E.weekAttendance, {
      frmDate: formatDate(day),
      classCode: CLASS,
    });
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${day}T00:00:00Z`).getUTCDay()
    ]!;
    expect(weekly.rows[0]![weekday]).toBe(`${roll.length - 1} of ${roll.length}`);

    const monthly = await dataProvider.report<ReportResult>(E.monthAttendance, {
      detail: day.slice(0, 7),
      classCode: CLASS,
    });
    const mine = monthly.rows.find((row) => row.admissionNo === away!.admissionNo)!;
    expect(Number(mine.absent)).toBeGreaterThanOrEqual(1);
    expect(Number(mine.present) + Number(mine.absent)).toBe(Number(mine.marked));

    const top = await dataProvider.report<ReportResult>(E.topAttendance, {
      frmDate: formatDate(shift(day, -27)),
      toDate: formatDate(day),
      limit: 5,
    });
    expect(top.rows).toHaveLength(5);
    const percents = top.rows.map((row) => Number(row.percent));
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
    expect(top.rows[0]!.rank).toBe(1);

    // A Sunday's day report says the school was shut (the screen opens on today, which may be a Sunday).
    const sunday = [...(await schoolHolidaysOf(COMPANY, shift(today, -14), shift(today, -1)))].find(
      ([, name]) => name === 'Sunday',
    )![0];
    const shutDay = await dataProvider.report<ReportResult>(E.dayAttendance, {
      frmDate: formatDate(sunday),
      classCode: CLASS,
    });
    expect(shutDay.rows).toEqual([
      {
        classCode: CLASS,
        register: 'School shut: Sunday',
        roll: roll.length,
        present: null,
        absent: null,
        percent: null,
        absentees: '',
      },
    ]);

    // On screen: the day's report with its row for the class.
    renderApp(`/applayout-sidebar-large/students/rep-attendance-day?p.frmDate=${day}&p.classCode=${CLASS}`);
    const table = await screen.findByRole('table', { name: 'Daily attendance' }, { timeout: 10_000 });
    expect(table).toHaveTextContent(`${away!.name} (Fever)`);
    expect(table).toHaveTextContent('Taken by staff');
  });
});
