import { HttpResponse } from 'msw';
import type { HrdInOut } from '../../../modules/hrd/domain/attendance-types';
import { parsePunchCsv } from '../../../modules/hrd/domain/punch-csv';
import { planDay, sortPunches } from '../../../modules/hrd/domain/punch-import';
import { PUNCH_FILE_LIMIT, type ImportedDay, type InoutImportAnswer } from '../../../modules/hrd/domain/punch-wire';
import { writeRecords } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { employeesOf } from '../../core/people/hrd-masters';
import { hrdToday, refusal } from '../hrd-session';
import { HRD_STORE, punchesOfDay } from '../hrd-store';
import { logPunch, reserveLineids } from './inout-set';
import { punchId } from './punch-seed';

/**
 * ImportInoutDetails (ours): a device's CSV. Every readable line of a known employee on a day from joining to today is
 * taken (first in and last out per day, merged with the day's stored rows); the same employee and minute again is a
 * duplicate; unknown codes and bad lines are answered with their line numbers. Call inside hrdWrite.
 */
export async function importInout(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const csv = typeof body.csv === 'string' ? body.csv : '';
  if (csv.trim() === '')
    return refusal('The file is empty: choose the device’s CSV of punches (employee code, date-time).');
  if (csv.length > PUNCH_FILE_LIMIT)
    return refusal('The file is larger than 2 MB: import it in parts (a month at a time).');
  const { punches, malformed } = parsePunchCsv(csv);
  const employees = await employeesOf(session.companyCode);
  const days = [...new Set(punches.map((punch) => punch.dat))].filter((dat) => dat <= hrdToday());
  const stored = (await Promise.all(days.map((dat) => punchesOfDay(session.companyCode, dat)))).flat();
  const sorted = sortPunches(punches, employees, stored, hrdToday());
  const writes: HrdInOut[] = [];
  const merged: ImportedDay[] = [];
  const byRecord = new Map(employees.map((employee) => [employee.recordId, employee]));
  const storedOf = new Map<string, HrdInOut[]>();
  for (const row of stored)
    storedOf.set(`${row.empId}|${row.dat}`, [...(storedOf.get(`${row.empId}|${row.dat}`) ?? []), row]);
  const plans = sorted.days
    .map((day) => ({ day, own: storedOf.get(`${day.empId}|${day.dat}`) ?? [] }))
    .map(({ day, own }) => ({ day, own, plan: planDay(own, day.times) }));
  const lineids = await reserveLineids(session.companyCode, plans.filter(({ plan }) => plan.create).length);
  for (const { day, own, plan } of plans) {
    if (plan.create) {
      const lineid = lineids.shift()!;
      writes.push({
        lineid,
        empId: day.empId,
        dat: day.dat,
        ...plan.create,
        pos: plan.create.toTime ? 0 : 1,
        source: 'DEVICE',
      });
    }
    for (const change of plan.update) {
      const row = own.find((one) => one.lineid === change.lineid)!;
      writes.push({ ...row, fromTime: change.fromTime, toTime: change.toTime, pos: change.toTime ? 0 : 1 });
    }
    const employee = byRecord.get(day.empId)!;
    merged.push({
      empno: employee.empno,
      empname: employee.empname,
      dat: day.dat,
      fromTime: plan.first,
      toTime: plan.last,
    });
  }
  await writeRecords(
    HRD_STORE.punches,
    session.companyCode,
    writes.map((row) => ({ id: punchId(row.dat, row.lineid), data: row })),
  );
  const answer: InoutImportAnswer = {
    result: 'OK',
    imported: sorted.imported,
    duplicates: sorted.duplicates,
    unknown: sorted.unknown,
    malformed: [...malformed, ...sorted.refused].sort((a, b) => a.line - b.line),
    days: merged,
  };
  await logPunch(
    session,
    'Import',
    'Device file',
    `${answer.imported} punches imported, ${answer.duplicates} duplicates, ${answer.unknown.length} unknown codes, ${answer.malformed.length} lines refused`,
  );
  return HttpResponse.json(answer);
}
