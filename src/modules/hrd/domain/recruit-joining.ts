import type { HrdInterview, HrdInterviewCandidate, HrdResume } from './recruitment-records';
import type { EmployeeLeave, HrdEmployee } from './employee-types';
import { isDay } from './recruit-dates';

/** A joining as confirmed (ours, SetHRDJoining): joined (1) on a date, or declined (2). */
export interface JoiningInput {
  /** The interview's record id and the candidate's resume. */
  recordId: number;
  resumeId: number;
  joiningStatus: number;
  joiningDate: string;
  joiningComments: string;
}

/**
 * A refusal of a joining, else null: only an appointed candidate of a closed, not cancelled interview, not yet joined
 * or declined; a joining date from the appointment date to the last date to join, and not after today.
 */
export function joiningRefusal(
  interview: HrdInterview | undefined,
  candidate: HrdInterviewCandidate | undefined,
  input: JoiningInput,
  today: string,
): string | null {
  if (!interview || !candidate) return 'There is no such appointment.';
  if (interview.cancelled) return `Interview ${interview.seq} is cancelled.`;
  if (candidate.appointmentStatus !== 1) return 'Only an appointed candidate joins.';
  if (candidate.joiningStatus === 1) return 'This candidate has already joined.';
  if (candidate.joiningStatus === 2) return 'This candidate declined the appointment.';
  if (input.joiningStatus === 2) return null;
  if (input.joiningStatus !== 1) return 'Choose joined or declined.';
  if (!isDay(input.joiningDate)) return 'Enter the date of joining.';
  if (input.joiningDate > today) return 'The joining date is after today: confirm the joining on the day.';
  if (input.joiningDate < candidate.appointmentDate.slice(0, 10))
    return `The joining date is before the appointment (${candidate.appointmentDate.slice(0, 10)}).`;
  if (input.joiningDate > candidate.maxDateToJoin) return `The last date to join was ${candidate.maxDateToJoin}.`;
  return null;
}

export interface NewEmployeeContext {
  recordId: number;
  empno: string;
  joiningDate: string;
  /** The designation's department (the first department when it has none). */
  department: number;
  /** The first active shift's code. */
  shift: string;
  /** Days a year of each active leave type. */
  leaves: EmployeeLeave[];
}

/**
 * The employee a joining creates, from the resume and the appointment: name, gender, birth, contact, the post, basic
 * pay (and gross, until allowances are given) from the pay offered, joined on the joining date, paid in cash until bank
 * details are given.
 */
export function employeeFromJoining(
  resume: HrdResume,
  candidate: HrdInterviewCandidate,
  context: NewEmployeeContext,
): HrdEmployee {
  return {
    recordId: context.recordId,
    empno: context.empno,
    empname: resume.nameOfCandidate,
    surname: resume.surName,
    fathername: resume.fatherName,
    gender: resume.gender,
    dob: resume.dob,
    maritalStatus: 0,
    mobile: resume.mobile,
    email: resume.email,
    address: '',
    city: resume.city,
    stat: '',
    pan: '',
    aadhar: '',
    bloodGrp: '',
    department: context.department,
    designation: resume.designation,
    doj: context.joiningDate,
    mgr: null,
    modeofPay: 3,
    basicPay: candidate.offeredPay,
    grandPay: candidate.offeredPay,
    sbAc: '',
    bankifscno: '',
    bankName: '',
    bankBranch: '',
    pic: '',
    allowances: [],
    leaves: context.leaves,
    uan: '',
    esiNo: '',
    shift: context.shift,
    serviceClosing: null,
  };
}
