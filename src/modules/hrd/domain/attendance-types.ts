/** The leave master (setHRDLeave): LeaveCode, LeaveDescription; ours beside them. */
export interface HrdLeaveType {
  recordId: number;
  leaveCode: string;
  leaveDescription: string;
  daysPerYear: number;
  paid: boolean;
  active: boolean;
}

export interface HrdShift {
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  graceMinutes: number;
  breakMinutes: number | null;
  nightShift: boolean;
  weeklyOff: 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'ROT';
  active: boolean;
}

/** Ours: a holiday of the company. */
export interface HrdHoliday {
  recordId: number;
  dat: string;
  description: string;
}

/** HrdEmpInOutDetails: one punch pair of an employee on a day (pos 1 = in, open; 0 = out, closed). */
export interface HrdInOut {
  lineid: number;
  empId: number;
  dat: string;
  fromTime: string;
  toTime: string;
  pos: 0 | 1;
  /** Ours: how it came in. */
  source: 'MANUAL' | 'DEVICE';
}

/**
 * Attendance codes of a day: P present, A absent, HD half day, WO weekly off, H holiday, a leave type's code (CL, SL,
 * EL...), LOP leave without pay. Ot and late travel as strings, as the server stores them: overtime hours ('1.5'),
 * late minutes ('12'), '' for none.
 */
export type AttendanceCode = string;

/** HrdAttendances: one employee's attendance on a day (Empno is the employee's RecordId). */
export interface HrdAttendance {
  lineId: number;
  empno: number;
  dat: string;
  attendance: AttendanceCode;
  ot: string;
  late: string;
}

/** HrdLeaveApplications; leaveId, reason, days and approvedOn are ours beside the server's fields. */
export interface HrdLeaveApplication {
  recordId: number;
  empno: number;
  dat: string;
  leaveFrom: string;
  leaveTo: string;
  /** 0 pending, 1 approved, 2 rejected (the approver's value), 9 cancelled (ours). */
  approvalStatus: number;
  /** The approving user (the server stored the branch: mended). */
  approvedBy: string;
  approvedOn: string;
  leaveId: number;
  reason: string;
  days: number;
}

/** Ours: an employee's shift from a date (the latest on or before a day applies; else the employee's own shift). */
export interface ShiftAssignment {
  recordId: number;
  empno: number;
  shift: string;
  fromDate: string;
  by: string;
}

/** One employee's attendance on one day as the month grid holds it: saved, or proposed from shifts and punches. */
export interface AttendanceCell {
  attendance: AttendanceCode;
  ot: string;
  late: string;
  saved: boolean;
}

/** A month's attendance: employee record id → day (yyyy-MM-dd) → cell. */
export type MonthAttendance = Map<number, Map<string, AttendanceCell>>;
