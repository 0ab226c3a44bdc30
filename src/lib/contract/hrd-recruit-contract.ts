import * as z from 'zod';
import { contractRoute, transactionResult } from './contract-route';
import { date, int, model, num, rows, text, traCheck, usr } from './contract-fields';

/* 04-hrd.md, Recruitment: resumes, interviews and appointments. */

/**
 * `HrdResumeUni` is given as "(RecordId, Seq, Dat, AppDate, NameOfCandidate, … Designation …)": the fields named are
 * typed, the others are not known, so the model stays open.
 */
const resumeHeader = z.looseObject({
  recordId: num,
  seq: text,
  dat: date,
  appDate: date,
  nameOfCandidate: text,
  surName: text,
  fatherName: text,
  dob: date,
  gender: num,
  expectedSalary: num,
  city: text,
  mobile: text,
  email: text,
  designation: num,
});

/** HrdResumeCurriculum, HrdResumeExperience and the uploads: named, their fields not given. */
const unknownRows = rows(z.looseObject({}));

export const resumeSave = z.strictObject({
  header: resumeHeader,
  curriculum: unknownRows,
  experience: unknownRows,
  imgs: unknownRows,
  traCheck,
  usr,
});

/** `HrdInterviewsUni`: `Designation` and `Pos` are `int`s (absent is 0 to the server, null would not bind). */
const interview = model({
  recordId: num,
  seq: text,
  dat: date,
  interviewDate: date,
  venue: text,
  descriptio: text,
  designation: int.optional(),
  pos: int.optional(),
  branchId: text,
  customerCode: num,
});

/** `HrdInterviewCandidates`. */
const candidate = model({
  recordId: num,
  sno: num,
  resumeId: num,
  appointmentStatus: num,
  appointmentDate: date,
  maxDateToJoin: date,
  joiningStatus: num,
  joiningDate: date,
  refEmpNo: num,
  interviewerComments: text,
  appointmentComments: text,
  joiningComments: text,
  branchId: text,
  customerCode: num,
});

/** `HrdInterviewsPanel`. */
const panelist = model({ recordId: num, sno: num, empno: num });

export const interviewSave = z.strictObject({
  header: interview,
  panel: rows(panelist),
  candidates: rows(candidate),
  traCheck,
  usr,
});

export const appointmentSave = z.strictObject({ header: interview, candidates: rows(candidate), usr });

export const HRD_RECRUIT_CONTRACT = {
  setResume: contractRoute('api/HRDResume/SetHRDResume', resumeSave, transactionResult),
  setInterview: contractRoute(
    'api/HRDInterViews/setHRInterView',
    interviewSave.extend({ candidates: rows(candidate.extend({ result: num })) }),
    transactionResult,
    'Ours: each candidate carries the interview’s `result` (0 awaited, 1 passed, 2 failed), which the appointments ' +
      'screen offers the passed candidates from. The contract’s HrdInterviewCandidates has no result: the real ' +
      'server leaves the choice to the appointment (AppointmentStatus) and ignores it.',
  ),
  setAppointment: contractRoute(
    'api/HRDAppointments/SetHrdAppintment',
    appointmentSave.extend({ candidates: rows(candidate.extend({ offeredPay: num })) }),
    transactionResult,
    'Ours: each appointment carries `offeredPay`, the monthly pay the appointment letter offers and the joining ' +
      'starts the new employee’s basic and gross pay at. The contract’s HrdInterviewCandidates has no pay: the real server ' +
      'ignores it and its letter (if any) says none.',
  ),
} as const;
