import type { HrdMeeting, HrdTraining } from './training-types';
import type { HrdInterview, HrdInterviewCandidate, HrdResume } from './recruitment-records';

/**
 * The answers of the recruitment and people routes, shared by the screens and the demo backend. Contract
 * routes answer in the contract's shape, with what the screens need beside it (names, choices); ours in its convention.
 */

/** The query key every recruitment and people read sits under (a write refreshes them all). */
export const RECRUIT_KEY = 'hrd-recruitment';

/** A designation to choose. */
export interface DesignationChoice {
  recordId: number;
  designation: string;
  department: string;
}

/** An employee to choose (contract's lower-case names), with whether they are in service today. */
export interface EmployeeChoice {
  recordid: number;
  empno: string;
  empname: string;
  designation: string;
  doj: string;
  inService: boolean;
}

/** GetHRDResumeList: a resume in the bank, with where it stands. */
export interface ResumeRow {
  recordId: number;
  seq: string;
  dat: string;
  appDate: string;
  nameOfCandidate: string;
  surName: string;
  mobile: string;
  email: string;
  city: string;
  designation: number;
  designationName: string;
  expectedSalary: number;
  status: string;
}

/** GetHRDResume: `{ header, curriculum, experience }` (null header for none) and the designations to apply for. */
export interface ResumeAnswer {
  header: Omit<HrdResume, 'curriculum' | 'experience'> | null;
  curriculum: HrdResume['curriculum'];
  experience: HrdResume['experience'];
  designations: DesignationChoice[];
}

/** GetHRDInterviewsList: an open interview (Pos 1) with its post and counts. */
export interface InterviewRow {
  recordId: number;
  seq: string;
  interviewDate: string;
  venue: string;
  descriptio: string;
  designation: number;
  designationName: string;
  department: string;
  pos: 1 | 2;
  cancelled: boolean;
  candidates: number;
  passed: number;
  awaited: number;
}

/** A candidate with the resume's particulars. */
export interface CandidateView extends HrdInterviewCandidate {
  /** The resume's number. */
  seq: string;
  nameOfCandidate: string;
  surName: string;
  mobile: string;
  expectedSalary: number;
}

/**
 * GetHRDInterviewInformation: `{ header, candidates, panel, chk }` (chk 0 once appointments are recorded) and the
 * choices.
 */
export interface InterviewAnswer {
  header: Omit<HrdInterview, 'panel' | 'candidates'> | null;
  candidates: CandidateView[];
  panel: Array<{ sno: number; empno: number; empname: string }>;
  chk: 0 | 1;
  employees: EmployeeChoice[];
  designations: DesignationChoice[];
}

/** An appointed candidate (the joinings list, the appointment letters). */
export interface AppointedRow {
  recordId: number;
  interviewSeq: string;
  resumeId: number;
  nameOfCandidate: string;
  surName: string;
  city: string;
  designation: number;
  designationName: string;
  appointmentDate: string;
  maxDateToJoin: string;
  offeredPay: number;
  appointmentComments: string;
  joiningStatus: number;
  joiningDate: string;
  joiningComments: string;
  refEmpNo: number | null;
  /** The new employee's number once joined, else ''. */
  empno: string;
}

/**
 * GetHRDAppintmentList: `{ header (open interviews), candidates, employees (panel) }` and the appointed, for their
 * letters.
 */
export interface AppointmentListAnswer {
  header: InterviewRow[];
  candidates: Array<CandidateView & { recordId: number }>;
  employees: Array<{ recordId: number; sno: number; empno: number; empname: string }>;
  appointed: AppointedRow[];
}

/** A closed service (GetHRDServiceClosings). */
export interface ClosingRow {
  recordid: number;
  empno: string;
  empname: string;
  designation: string;
  doj: string;
  lastWorkingDay: string;
  reason: string;
  dat: string;
  closedBy: string;
}

export interface ServiceClosingsAnswer {
  closings: ClosingRow[];
  /** Employees in service today (who may be closed). */
  employees: EmployeeChoice[];
}

export interface TrainingsAnswer {
  trainings: HrdTraining[];
  employees: EmployeeChoice[];
}

export interface MeetingsAnswer {
  meetings: HrdMeeting[];
  employees: EmployeeChoice[];
}
