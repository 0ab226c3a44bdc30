import { HttpResponse } from 'msw';
import type { HrdInOut } from '../../../modules/hrd/domain/attendance-types';
import { punchInRefusal, punchMomentRefusal, punchOutRefusal } from '../../../modules/hrd/domain/punch-rules';
import { logActivity } from '../../core/activity-log';
import { readRecord, writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { wireDate } from '../../core/server-dates';
import { employeesOf, shiftsOf } from '../../core/people/hrd-masters';
import { hrdToday, nowStamp, refusal } from '../hrd-session';
import { HRD_STORE, nextNumber, punchesOfDay } from '../hrd-store';
import { punchId } from './punch-seed';

/** Rows punched here or imported are numbered after the seeded ones (1 up), so the two never meet. */
export const LIVE_LINES = 1_000_000;
const SERIES = 'inout-line';
export const nextLineid = async (companyCode: number) => LIVE_LINES + (await nextNumber(companyCode, SERIES));

/** `count` line ids at once (an import's new days): the series moves once. Call inside hrdWrite. */
export async function reserveLineids(companyCode: number, count: number): Promise<number[]> {
  const last = (await readRecord<{ last: number }>(HRD_STORE.counters, companyCode, SERIES))?.last ?? 0;
  if (count > 0) await writeRecord(HRD_STORE.counters, companyCode, SERIES, { last: last + count });
  return Array.from({ length: count }, (_, index) => LIVE_LINES + last + index + 1);
}

const str = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

export function logPunch(session: DemoSession, action: string, reference: string, detail: string) {
  return logActivity(session, { module: 'hrd', action, subject: 'In and out', reference, detail });
}

/**
 * SetTodayInoutDetails (contract): traCheck 1 punches in (a new open row, Pos 1), 2 punches out (the row by lineid gets
 * ToTime, Pos 0). Mended: the caller has checked the create (1) or modify (2) right; a day after today, a time later
 * than now, a day outside the employee's service, a second open row and an out before the in are refused. Call inside
 * hrdWrite.
 */
export async function setInout(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const inout = typeof body.inout === 'object' && body.inout !== null ? (body.inout as Record<string, unknown>) : {};
  const traCheck = Number(body.traCheck);
  const dat = wireDate(inout.dat);
  if (!dat) return refusal('Choose the day of the punch.');
  const time = str(traCheck === 1 ? inout.fromTime : inout.toTime);
  const employee = (await employeesOf(session.companyCode)).find((one) => one.recordId === Number(inout.empId));
  if (!employee) return refusal('Choose the employee who punched.');
  const refused = punchMomentRefusal({
    dat,
    time,
    today: hrdToday(),
    now: nowStamp().slice(11, 16),
    employee: {
      empno: employee.empno,
      empname: employee.empname,
      doj: employee.doj,
      lastWorkingDay: employee.serviceClosing?.lastWorkingDay ?? null,
    },
  });
  if (refused) return refusal(refused);
  const day = (await punchesOfDay(session.companyCode, dat)).filter((row) => row.empId === employee.recordId);
  let saved: HrdInOut;
  if (traCheck === 1) {
    const open = punchInRefusal(day.find((row) => row.pos === 1)?.fromTime ?? null, employee.empname);
    if (open) return refusal(open);
    saved = {
      lineid: await nextLineid(session.companyCode),
      empId: employee.recordId,
      dat,
      fromTime: time,
      toTime: '',
      pos: 1,
      source: 'MANUAL',
    };
  } else if (traCheck === 2) {
    const row = await readRecord<HrdInOut>(HRD_STORE.punches, session.companyCode, punchId(dat, Number(inout.lineid)));
    const own = row && row.empId === employee.recordId ? row : undefined;
    const night =
      (await shiftsOf(session.companyCode)).find((shift) => shift.code === employee.shift)?.nightShift ?? false;
    const wrong = punchOutRefusal(own, time, night, employee.empname);
    if (wrong) return refusal(wrong);
    saved = { ...own!, toTime: time, pos: 0 };
  } else {
    return refusal('A punch is in (traCheck 1) or out (traCheck 2).');
  }
  await writeRecord(HRD_STORE.punches, session.companyCode, punchId(dat, saved.lineid), saved);
  await logPunch(
    session,
    traCheck === 1 ? 'Punch in' : 'Punch out',
    employee.empno,
    `${employee.empname} ${traCheck === 1 ? 'in' : 'out'} at ${time} on ${dat}`,
  );
  return HttpResponse.json({ inout: saved, traCheck, result: 'OK', usr: body.usr ?? null });
}
