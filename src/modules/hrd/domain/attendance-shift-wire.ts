/**
 * The shift assignment screen's wire (ours, in the contract's convention): HRD_ROUTES.shiftAssignments and
 * setShiftAssignments.
 */

export interface ShiftAssignmentsAnswer {
  today: string;
  shifts: Array<{ code: string; name: string; startTime: string; endTime: string; weeklyOff: string }>;
  /** Employees in service today: their own shift and the one that applies today. */
  employees: Array<{
    recordid: number;
    empno: string;
    empname: string;
    department: string;
    ownShift: string;
    shiftToday: string;
  }>;
  assignments: Array<{
    recordId: number;
    empno: number;
    empCode: string;
    empname: string;
    shift: string;
    fromDate: string;
    by: string;
  }>;
}

/**
 * `{ assignment, traCheck: 1, usr }` assigns `shift` from `fromDate` to each employee (record ids);
 * `{ recordId, traCheck: 3, usr }` deletes one.
 */
export interface ShiftAssignmentBody {
  shift: string;
  fromDate: string;
  empnos: number[];
}
