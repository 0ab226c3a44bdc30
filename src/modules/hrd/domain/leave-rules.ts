import { balanceOf, isUnpaid, LEAVE_STATUS } from './leave-balance';
import { daysWithin, leaveDays, rangesOverlap, showDate, yearsOf } from './leave-days';
import { isIsoDate } from '../../../lib/format/iso-date';
import type { HrdHoliday, HrdLeaveApplication, HrdLeaveType } from './attendance-types';
import type { HrdEmployee } from './employee-types';

/** The field of the request form a refusal concerns. */
export type LeaveField = 'empno' | 'leaveId' | 'leaveFrom' | 'leaveTo' | 'reason';

export interface LeaveRefusal {
  field: LeaveField;
  message: string;
}

export interface LeaveRequestInput {
  leaveId: number;
  leaveFrom: string;
  leaveTo: string;
}

export interface LeaveContext {
  employee: Pick<HrdEmployee, 'recordId' | 'empname' | 'doj' | 'serviceClosing' | 'leaves'> | undefined;
  types: readonly HrdLeaveType[];
  applications: readonly HrdLeaveApplication[];
  holidays: readonly HrdHoliday[];
}

const refuse = (field: LeaveField, message: string): LeaveRefusal => ({ field, message });

function datesRefusal(request: LeaveRequestInput): LeaveRefusal | null {
  if (!isIsoDate(request.leaveFrom)) return refuse('leaveFrom', 'Enter the first day of the leave.');
  if (!isIsoDate(request.leaveTo)) return refuse('leaveTo', 'Enter the last day of the leave.');
  if (request.leaveTo < request.leaveFrom)
    return refuse(
      'leaveTo',
      `The leave cannot end (${showDate(request.leaveTo)}) before it starts (${showDate(request.leaveFrom)}).`,
    );
  return null;
}

function serviceRefusal(
  employee: NonNullable<LeaveContext['employee']>,
  request: LeaveRequestInput,
): LeaveRefusal | null {
  if (request.leaveFrom < employee.doj)
    return refuse(
      'leaveFrom',
      `${employee.empname} joined on ${showDate(employee.doj)}: the leave cannot start before joining.`,
    );
  const last = employee.serviceClosing?.lastWorkingDay;
  if (last && request.leaveTo > last)
    return refuse(
      'leaveTo',
      `${employee.empname}'s last working day is ${showDate(last)}: the leave cannot run past it.`,
    );
  return null;
}

function holidayRefusal(holidays: readonly HrdHoliday[], request: LeaveRequestInput): LeaveRefusal | null {
  const covered = holidays
    .filter((day) => day.dat >= request.leaveFrom && day.dat <= request.leaveTo)
    .sort((a, b) => a.dat.localeCompare(b.dat))[0];
  if (!covered) return null;
  return refuse(
    'leaveTo',
    `The leave covers the holiday ${covered.description} on ${showDate(covered.dat)}: ask for the days around it.`,
  );
}

function overlapRefusal(
  context: LeaveContext,
  empno: number,
  request: LeaveRequestInput,
  ignoreId: number | null,
): LeaveRefusal | null {
  const live: number[] = [LEAVE_STATUS.pending, LEAVE_STATUS.approved];
  const other = context.applications.find(
    (leave) =>
      leave.empno === empno &&
      leave.recordId !== ignoreId &&
      live.includes(leave.approvalStatus) &&
      rangesOverlap(leave.leaveFrom, leave.leaveTo, request.leaveFrom, request.leaveTo),
  );
  if (!other) return null;
  const code = context.types.find((type) => type.recordId === other.leaveId)?.leaveCode ?? 'leave';
  const state = other.approvalStatus === LEAVE_STATUS.approved ? 'approved' : 'pending';
  return refuse(
    'leaveFrom',
    `The dates overlap another ${state} ${code} leave from ${showDate(other.leaveFrom)} to ${showDate(other.leaveTo)}.`,
  );
}

function balanceRefusal(
  context: LeaveContext,
  type: HrdLeaveType,
  request: LeaveRequestInput,
  ignoreId: number | null,
): LeaveRefusal | null {
  if (isUnpaid(type) || !context.employee) return null;
  const others = context.applications.filter((leave) => leave.recordId !== ignoreId);
  for (const year of yearsOf(request.leaveFrom, request.leaveTo)) {
    const asked = daysWithin(request.leaveFrom, request.leaveTo, `${year}-01-01`, `${year}-12-31`);
    const { balance } = balanceOf(context.employee, type, others, year);
    if (asked > balance) {
      const left = Math.max(0, balance);
      return refuse(
        'leaveId',
        `${asked} day${asked === 1 ? '' : 's'} of ${type.leaveCode} asked in ${year}, only ${left} left (balance after approved and pending leave).`,
      );
    }
  }
  return null;
}

/**
 * Why a leave request cannot be made, or null: the employee, the type, the dates (from after to), before joining or
 * after the last working day, covering a holiday (named), overlapping another pending or approved leave, more days
 * than the balance of a paid type (unpaid leave has no limit). `ignoreId`: the application itself when re-checking it.
 */
export function leaveRefusal(
  context: LeaveContext,
  request: LeaveRequestInput,
  ignoreId: number | null = null,
): LeaveRefusal | null {
  const employee = context.employee;
  if (!employee) return refuse('empno', 'Choose an employee in service.');
  const type = context.types.find((one) => one.recordId === request.leaveId);
  if (!type || !type.active) return refuse('leaveId', 'Choose the type of leave.');
  return (
    datesRefusal(request) ??
    serviceRefusal(employee, request) ??
    holidayRefusal(context.holidays, request) ??
    overlapRefusal(context, employee.recordId, request, ignoreId) ??
    balanceRefusal(context, type, request, ignoreId)
  );
}

/** The days a request asks for (both ends counted). */
export const requestDays = (request: LeaveRequestInput) => leaveDays(request.leaveFrom, request.leaveTo);

const FIELD_OF: ReadonlyArray<[RegExp, LeaveField]> = [
  [/^Choose an employee/, 'empno'],
  [/^Choose the type of leave|asked in \d{4}, only/, 'leaveId'],
  [/^Enter the first day|before joining|^The dates overlap/, 'leaveFrom'],
  [/^Enter the last day|^The leave cannot end|run past it|^The leave covers the holiday/, 'leaveTo'],
  [/reason/i, 'reason'],
];

/** Which field of the request form a server refusal's words concern (the refusals above), or null. */
export function leaveRefusalField(message: string): LeaveField | null {
  return FIELD_OF.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
