import type { GenderCode } from './employee-types';

/** HrdResumeUni (with HrdResumeCurriculum and HrdResumeExperience as lines). */
export interface HrdResume {
  recordId: number;
  seq: string;
  dat: string;
  appDate: string;
  nameOfCandidate: string;
  surName: string;
  fatherName: string;
  dob: string;
  gender: GenderCode;
  expectedSalary: number;
  city: string;
  mobile: string;
  email: string;
  /** The designation record id applied for. */
  designation: number;
  curriculum: Array<{ lineid: number; frmyear: string; toyear: string; qual: string; board: string }>;
  experience: Array<{ lineid: number; frmyear: string; toyear: string; designation: string; organisation: string }>;
}

/**
 * HrdInterviewsUni: pos 1 open, 2 appointments recorded; cancelled ones are kept with cancelled true (server: BranchId
 * suffix).
 */
export interface HrdInterview {
  recordId: number;
  seq: string;
  dat: string;
  interviewDate: string;
  venue: string;
  descriptio: string;
  designation: number;
  pos: 1 | 2;
  cancelled: boolean;
  panel: Array<{ sno: number; empno: number }>;
  candidates: HrdInterviewCandidate[];
}

/** HrdInterviewCandidates: appointmentStatus / joiningStatus 0 none yet, 1 selected / joined, 2 rejected / declined. */
export interface HrdInterviewCandidate {
  sno: number;
  resumeId: number;
  /** Ours: the interview's result (0 awaited, 1 passed, 2 failed) and marks. */
  result: 0 | 1 | 2;
  interviewerComments: string;
  appointmentStatus: number;
  appointmentDate: string;
  maxDateToJoin: string;
  appointmentComments: string;
  /** Ours: the salary offered in the appointment letter. */
  offeredPay: number;
  joiningStatus: number;
  joiningDate: string;
  joiningComments: string;
  /** The employee created by the joining. */
  refEmpNo: number | null;
}
