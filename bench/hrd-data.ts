// The HR benchmark's data: a company of 5,000 employees (HrdEmployee in the contract's names) with pay
// structures like the demo seeds' (HRA and DA as a percent of basic, conveyance, medical and special allowances as
// fixed amounts, PF, ESI within its limit, professional tax and staff welfare by slabs, a canteen recovery, a few
// advances), a whole month of SAVED attendance (AttendanceDay records, one per day); and a company of 500 employees
// with a month of device punches and no saved attendance (the month grid's figure). Deterministic: no Math.random.
import { daysOfMonth, weekdayOf } from '../src/modules/hrd/domain/attendance-dates';
import type { HrdAdvance } from '../src/modules/hrd/domain/payroll-types';
import type { HrdInOut, HrdShift } from '../src/modules/hrd/domain/attendance-types';
import type { EmployeeAllowance, HrdEmployee } from '../src/modules/hrd/domain/employee-types';
import type { AttendanceDay } from '../src/mocks/hrd/hrd-store';
import { PAY_HEAD_ID } from '../src/mocks/hrd/seeds/pay-heads';

export const SALARY_STAFF = 5000;
export const GRID_STAFF = 500;

/** A repeatable scramble (the same employee and day always give the same figures). */
function mix(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The latest whole month before today's with 31 days (a full grid of 31 columns, every day in the past). */
export function benchMonth(today: string): string {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  do {
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  } while (daysOfMonth(`${year}-${pad(month, 2)}`).length !== 31);
  return `${year}-${pad(month, 2)}`;
}

/** Two months before `month`, the day given: when the bench advances were paid. */
function monthsBefore(month: string, count: number, day: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1, 2)}-${pad(day, 2)}`;
}

const line = (code: string, valu: number) => ({ allowanceId: PAY_HEAD_ID[code]!, valu });

/**
 * `count` employees across the given departments, designations and shift: basic pay Rs 9,000 to Rs 48,000; every
 * 97th joins mid-month, every 251st leaves on the 20th, every 499th is paid by bank without an account and every
 * 1,000th has no basic (the run's problems, computed still).
 */
export function benchEmployees(
  count: number,
  month: string,
  departments: readonly number[],
  designations: readonly number[],
  shift: string,
): HrdEmployee[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const r = (salt: number) => mix(n * 104729 + salt * 7919);
    const basicPay = n % 1000 === 0 ? 0 : 9000 + (r(1) % 40) * 1000;
    const senior = basicPay >= 30000;
    const gross = basicPay * 1.5 + (senior ? 2850 + basicPay * 0.15 : 600);
    const structure: Array<Omit<EmployeeAllowance, 'lineid'>> = [
      line('HRA', 40),
      ...(r(2) % 3 === 0 ? [line('DA', 10)] : []),
      ...(senior
        ? [line('CONV', 1600), line('MED', 1250), line('SPL', Math.round(basicPay * 0.15))]
        : [line('UNIF', 600)]),
      ...(!senior && r(3) % 4 === 0 ? [line('NIGHT', 1500)] : []),
      ...(basicPay < 45000 ? [line('PF', 12)] : []),
      ...(gross <= 21000 ? [line('ESI', 0.75)] : []),
      line('PT', 0),
      ...(r(4) % 2 === 0 ? [line('SWF', 0)] : []),
      ...(r(5) % 5 === 0 ? [line('CANT', 350)] : []),
    ];
    const banked = n % 499 !== 0;
    return {
      recordId: n,
      empno: `EMP-${pad(n, 5)}`,
      empname: `Bench employee ${n}`,
      surname: 'Kumar',
      fathername: '',
      gender: n % 3 === 0 ? 2 : 1,
      dob: `${1970 + (r(6) % 30)}-${pad((r(7) % 12) + 1, 2)}-${pad((r(8) % 28) + 1, 2)}`,
      maritalStatus: 1,
      mobile: `9${pad(r(9) % 1e9, 9)}`,
      email: '',
      address: '',
      city: '',
      stat: '',
      pan: '',
      aadhar: '',
      bloodGrp: '',
      department: departments[n % departments.length]!,
      designation: designations[n % designations.length]!,
      doj:
        n % 97 === 0 ? `${month}-16` : `${2015 + (r(10) % 10)}-${pad((r(11) % 12) + 1, 2)}-${pad((r(12) % 28) + 1, 2)}`,
      mgr: null,
      modeofPay: 1,
      basicPay,
      grandPay: Math.round(gross),
      sbAc: banked ? `5010${pad(r(13) % 1e8, 8)}` : '',
      bankifscno: 'HDFC0001234',
      bankName: 'HDFC Bank',
      bankBranch: 'Coimbatore',
      pic: '',
      allowances: structure.map((row, lineIndex) => ({ lineid: lineIndex + 1, ...row })),
      leaves: [],
      uan: basicPay < 45000 ? `10${pad(r(14) % 1e10, 10)}` : '',
      esiNo: gross <= 21000 ? `3300${pad(r(15) % 1e6, 6)}` : '',
      shift,
      serviceClosing:
        n % 251 === 0
          ? { dat: `${month}-20`, lastWorkingDay: `${month}-20`, reason: 'Resigned', closedBy: 'ADMIN' }
          : null,
    };
  });
}

const inService = (employee: HrdEmployee, dat: string) =>
  employee.doj <= dat && (!employee.serviceClosing || employee.serviceClosing.lastWorkingDay >= dat);

/**
 * A month of saved attendance, day by day as SetHRDAppointment stores it: Sundays WO, holidays H; of every 40 other
 * days about 1 absent, 1 half day, 1 casual and 1 sick leave, one in 80 without pay, 3 late and 3 with overtime.
 */
export function benchAttendance(
  employees: readonly HrdEmployee[],
  month: string,
  holidays: ReadonlySet<string>,
): AttendanceDay[] {
  return daysOfMonth(month).map((dat, index) => {
    const rows: AttendanceDay['rows'] = [];
    const sunday = weekdayOf(dat) === 0;
    for (const employee of employees) {
      if (!inService(employee, dat)) continue;
      const r = mix(employee.recordId * 104729 + index * 31);
      const kind = r % 80;
      let attendance = 'P';
      let ot = '';
      let late = '';
      if (sunday) attendance = 'WO';
      else if (holidays.has(dat)) attendance = 'H';
      else if (kind === 0 || kind === 40) attendance = 'A';
      else if (kind === 1 || kind === 41) attendance = 'HD';
      else if (kind === 2 || kind === 42) attendance = 'CL';
      else if (kind === 3 || kind === 43) attendance = 'SL';
      else if (kind === 4) attendance = 'LOP';
      else if (kind % 40 >= 5 && kind % 40 <= 7) late = String(11 + ((r >>> 8) % 40));
      else if (kind % 40 >= 8 && kind % 40 <= 10) ot = String(0.5 + ((r >>> 12) % 5) * 0.5);
      rows.push({ lineId: rows.length + 1, empno: employee.recordId, dat, attendance, ot, late });
    }
    return { dat, rows, savedBy: 'ADMIN', savedAt: `${dat} 19:00:00` };
  });
}

/**
 * Every 50th employee was given an advance two months before (Rs 15,000, Rs 2,500 a month); every 150th repaid Rs 5,000
 * of it.
 */
export function benchAdvances(employees: readonly HrdEmployee[], month: string): HrdAdvance[] {
  const advances: HrdAdvance[] = [];
  for (const employee of employees) {
    if (employee.recordId % 50 !== 0) continue;
    const base = {
      empno: employee.recordId,
      advanceCutOff: 2500,
      month: '',
      narration: 'Bench advance',
      account: 'CASH',
      cancelled: false,
    };
    advances.push({
      ...base,
      recordId: advances.length + 1,
      seq: `ADV-B${pad(advances.length + 1, 5)}`,
      dat: monthsBefore(month, 2, 10),
      advanceDebit: 15000,
      advanceCredit: 0,
    });
    if (employee.recordId % 150 === 0)
      advances.push({
        ...base,
        recordId: advances.length + 1,
        seq: `ADV-R${pad(advances.length + 1, 5)}`,
        dat: monthsBefore(month, 1, 5),
        advanceDebit: 0,
        advanceCredit: 5000,
        advanceCutOff: 0,
      });
  }
  return advances;
}

const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const time = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}`;
};

/**
 * A month of device punches on the shift's working days (not its weekly off, not a holiday): of every 40 days about
 * 1 absent (no punch), 1 in without an out, 3 late beyond the grace, 3 with overtime, 1 short; the rest on time.
 */
export function benchPunches(
  employees: readonly HrdEmployee[],
  month: string,
  shift: HrdShift,
  holidays: ReadonlySet<string>,
): HrdInOut[] {
  const start = minutesOf(shift.startTime);
  const end = minutesOf(shift.endTime);
  const punches: HrdInOut[] = [];
  daysOfMonth(month).forEach((dat, index) => {
    if (holidays.has(dat) || weekdayOf(dat) === 0) return;
    for (const employee of employees) {
      if (!inService(employee, dat)) continue;
      const r = mix(employee.recordId * 104729 + index * 31 + 17);
      const kind = r % 40;
      if (kind === 0) continue;
      const fromTime = time(
        kind >= 2 && kind <= 4 ? start + shift.graceMinutes + 1 + ((r >>> 8) % 40) : start - ((r >>> 8) % 10),
      );
      const toTime =
        kind === 1
          ? ''
          : time(
              kind >= 5 && kind <= 7
                ? end + 30 + ((r >>> 12) % 120)
                : kind === 8
                  ? start + 120
                  : end + ((r >>> 12) % 15),
            );
      punches.push({
        lineid: punches.length + 1,
        empId: employee.recordId,
        dat,
        fromTime,
        toTime,
        pos: toTime ? 0 : 1,
        source: 'DEVICE',
      });
    }
  });
  return punches;
}
