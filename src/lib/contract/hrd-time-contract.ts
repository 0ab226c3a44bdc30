import * as z from 'zod';
import { contractRoute, transactionResult } from './contract-route';
import { date, int, model, num, text, traCheck, usr } from './contract-fields';

/* 04-hrd.md: in / out, attendance, leaves and salary advances. */

/** `HrdEmpInOutDetails`. */
const inout = model({
  lineid: num,
  empId: num,
  dat: date,
  fromTime: text,
  toTime: text,
  pos: num,
  branchId: text,
  customerCode: num,
});

export const inoutSave = z.strictObject({ inout, traCheck, usr });

/** `HrdAttendances`: `LineId` is an `int` the client numbers. */
const attendance = model({
  lineId: int,
  empno: num,
  dat: date,
  attendance: text,
  ot: text,
  late: text,
  branchId: text,
  customerCode: num,
});

export const attendanceDaySave = z.strictObject({ dat: z.string(), attendances: z.array(attendance), usr });

/** `HrdLeaveApplications`. */
const leaveApplication = model({
  recordId: num,
  empno: num,
  dat: date,
  leaveFrom: date,
  leaveTo: date,
  approvalStatus: num,
  approvedBy: text,
  branchId: text,
  customerCode: num,
});

export const leaveRequestSave = z.strictObject({ leave: leaveApplication, usr });

/** `HrdAdvances`: `RecordId` is an `int`, absent when an advance is given (the server numbers it). */
const advance = model({
  recordId: int.optional(),
  empno: num,
  dat: date,
  advanceCredit: num,
  advanceDebit: num,
  advanceCutOff: num,
  branchId: text,
  customerCode: num,
});

export const advanceSave = z.strictObject({ advance, usr });

export const HRD_TIME_CONTRACT = {
  setInout: contractRoute(
    'api/HRDEmployeeInOut/SetTodayInoutDetails',
    inoutSave,
    // HRDEmpInoutTotal: the request back with `result`; a refusal may carry `result` alone.
    z.looseObject({
      inout: z.looseObject({}).nullable().optional(),
      traCheck: num,
      result: z.string(),
      usr: z.looseObject({}).nullable().optional(),
    }),
  ),
  // The route's name is the server's: it saves a day's attendance (replace-all).
  saveAttendanceDay: contractRoute('api/HRDAppointments/SetHRDAppointment', attendanceDaySave, transactionResult),
  // A GET: no body.
  serverDate: contractRoute(
    'api/HRDAttendances/GetServerDate',
    z.null(),
    z.looseObject({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  ),
  setLeaveRequest: contractRoute(
    'api/HRDLeavesTra/setLeaveRequest',
    leaveRequestSave.extend({
      leave: leaveApplication.extend({ leaveId: num, reason: text }),
    }),
    transactionResult,
    'Ours: the request names its leave type (`leaveId`), whose balance it is checked against and drawn from, and ' +
      'the employee’s `reason`, which the approver reads. The contract’s HrdLeaveApplications has neither: the ' +
      'real server keeps one kind of leave and counts every approved day alike (04-hrd.md, rule 2).',
  ),
  setAdvance: contractRoute(
    'api/HRDAdvances/setAdvance',
    z.union([
      advanceSave.extend({ advance: advance.extend({ account: text }) }),
      z.strictObject({
        advance: model({ recordId: int, reason: z.string() }),
        traCheck: z.literal(3),
        usr,
      }),
    ]),
    transactionResult,
    'Ours: an advance given names the cash or bank `account` it is paid from, as we post it to the accounts; an ' +
      'advance is cancelled, while nothing of it is recovered, by `{ advance: { recordId, reason }, traCheck: 3 }`. ' +
      'The real server posts nothing and cancels nothing (04-hrd.md: no accounts posting; its body has no traCheck).',
  ),
} as const;
