import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import type { InoutImportAnswer, InoutRow } from '../../src/modules/hrd/domain/punch-wire';
import { serverToday } from '../../src/mocks/core/server-dates';
import { employeesOf } from '../../src/mocks/core/people/hrd-masters';
import { punchesFrom } from '../../src/mocks/hrd/hrd-store';
import { ensurePunches } from '../../src/mocks/hrd/inout/punch-seed';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1002;
const today = serverToday();
const dayBefore = (dat: string, days: number) => format(addDays(parseISO(dat), -days), 'yyyy-MM-dd');
const dayOf = (dat: string) => dataProvider.report<InoutRow[]>(HRD_ROUTES.inoutOfDay, { frmDate: dat });

describe('in/out demo backend (1002)', () => {
  it('seeds last month and this month to yesterday from the shifts, with absences, late arrivals and overtime', async () => {
    // How long seeding takes is the benchmark's business (npm run bench -- --only=hrd), not a test's.
    await ensurePunches(COMPANY);
    const employees = await employeesOf(COMPANY);
    const punches = [
      ...(await punchesFrom(COMPANY, today.slice(0, 7))),
      ...(await punchesFrom(COMPANY, format(addDays(parseISO(`${today.slice(0, 7)}-01`), -1), 'yyyy-MM'))),
    ];
    expect(punches.length).toBeGreaterThan(employees.length * 10);
    expect(punches.every((punch) => punch.dat < today)).toBe(true);
    expect(new Set(punches.map((punch) => punch.empId)).size).toBeGreaterThan(employees.length / 2);
    expect(punches.some((punch) => punch.pos === 1 && punch.toTime === '')).toBe(true);
  });

  it('answers the day, punches in and out, refuses a second in, a future day and an out before the in', async () => {
    await signInAs(COMPANY, 'staff');
    const rows = await dayOf(today);
    const free = rows.find((row) => row.lineid === 0)!;
    expect(free).toMatchObject({ fromTime: '', toTime: '', pos: null });
    const punch = (traCheck: 1 | 2, inout: Record<string, unknown>) =>
      dataProvider.write(HRD_ROUTES.setInout, { inout, traCheck });
    const earlier = dayBefore(today, 1);
    const answer = await punch(1, { empId: free.recordid, dat: earlier, fromTime: '09:05' });
    const lineid = (answer.inout as { lineid: number }).lineid;
    await expect(punch(1, { empId: free.recordid, dat: earlier, fromTime: '10:00' })).rejects.toThrow(
      /punched in at 09:05 and has not punched out/,
    );
    await expect(punch(2, { lineid, empId: free.recordid, dat: earlier, toTime: '08:00' })).rejects.toThrow(
      'The out time 08:00 must be after the in time 09:05.',
    );
    await punch(2, { lineid, empId: free.recordid, dat: earlier, toTime: '18:10' });
    expect((await dayOf(earlier)).find((row) => row.lineid === lineid)).toMatchObject({
      recordid: free.recordid,
      fromTime: '09:05',
      toTime: '18:10',
      pos: 0,
    });
    await expect(
      punch(1, { empId: free.recordid, dat: format(addDays(parseISO(today), 1), 'yyyy-MM-dd'), fromTime: '09:00' }),
    ).rejects.toThrow(/is after today/);
  });

  it('imports a file: good lines in, duplicates counted, unknown codes and bad lines named', async () => {
    await signInAs(COMPANY, 'staff');
    const employee = (await employeesOf(COMPANY))[0]!;
    const dat = today;
    const csv = [
      'Code,Time',
      `${employee.empno},${dat} 00:01`,
      `${employee.empno},${dat} 00:01:30`,
      'NOBODY-1,2025-01-02 09:00',
      `${employee.empno},31/02/2025 09:00`,
    ].join('\n');
    const answer = await dataProvider.write(HRD_ROUTES.importInout, { csv });
    const result = answer as unknown as InoutImportAnswer;
    expect(result.imported).toBe(1);
    expect(result.duplicates).toBe(1);
    expect(result.unknown).toEqual([{ line: 4, code: 'NOBODY-1' }]);
    expect(result.malformed).toEqual([
      { line: 5, text: `${employee.empno},31/02/2025 09:00`, problem: '31/02/2025 is not a day of the calendar' },
    ]);
    expect(result.days).toEqual([
      { empno: employee.empno, empname: employee.empname, dat, fromTime: '00:01', toTime: '' },
    ]);
    const again = (await dataProvider.write(HRD_ROUTES.importInout, { csv })) as unknown as InoutImportAnswer;
    expect([again.imported, again.duplicates]).toEqual([0, 2]);
  });

  it('refuses a user without the in/out right', async () => {
    await signInAs(1001, 'staff');
    await expect(
      dataProvider.write(HRD_ROUTES.setInout, { inout: { empId: 1, dat: today, fromTime: '00:00' }, traCheck: 1 }),
    ).rejects.toThrow('You are not authorised for this transaction');
    await expect(dataProvider.write(HRD_ROUTES.importInout, { csv: 'A,2025-01-01 09:00' })).rejects.toThrow(
      'You are not authorised for this transaction',
    );
  });
});
