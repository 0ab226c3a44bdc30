import type { HrdInterview, HrdInterviewCandidate } from './recruitment-records';
import { isDay } from './recruit-dates';
import type { Problems } from './recruit-resume';

/** An interview as the form sends it (setHRInterView's header, panel and candidates, in our shape). */
export interface InterviewInput {
  interviewDate: string;
  venue: string;
  descriptio: string;
  designation: number;
  /** The panel's employee record ids. */
  panel: number[];
  candidates: Array<{ resumeId: number; result: number; interviewerComments: string }>;
}

export interface InterviewContext {
  today: string;
  /** The designations that may be interviewed for. */
  designations: ReadonlySet<number>;
  /** Employees who may sit on the panel: in service on the interview day. */
  panelAllowed: ReadonlySet<number>;
  /** Resumes that may be called: pending for the designation, or already candidates of this interview. */
  resumesAllowed: ReadonlySet<number>;
  /** The interview being changed (absent when creating). */
  existing?: HrdInterview;
}

const RESULTS = [0, 1, 2];

/** A resume called to an interview: its result awaited, no appointment and no joining yet (the rest as given). */
export const calledCandidate = (
  sno: number,
  resumeId: number,
  more: Partial<HrdInterviewCandidate> = {},
): HrdInterviewCandidate => ({
  sno,
  resumeId,
  result: 0,
  interviewerComments: '',
  appointmentStatus: 0,
  appointmentDate: '',
  maxDateToJoin: '',
  appointmentComments: '',
  offeredPay: 0,
  joiningStatus: 0,
  joiningDate: '',
  joiningComments: '',
  refEmpNo: null,
  ...more,
});

/**
 * A refusal of any change to an interview that is cancelled or whose appointments are recorded (the server's chk 0),
 * else null.
 */
export function interviewLocked(interview: HrdInterview): string | null {
  if (interview.cancelled) return `Interview ${interview.seq} is cancelled.`;
  if (interview.pos === 2) return `Interview ${interview.seq} is closed: its appointments are recorded.`;
  return null;
}

/**
 * What is wrong with an interview: on create the date not before today (a changed date too); a venue; the post; at
 * least one panel member (in service) and one candidate (pending for the post), none twice; results (0 awaited, 1
 * passed, 2 failed) only from the interview day.
 */
export function interviewProblems(input: InterviewInput, context: InterviewContext): Problems {
  const problems: Problems = {};
  const { existing, today } = context;
  if (!isDay(input.interviewDate)) problems.interviewDate = 'Enter the date of the interview';
  else if (input.interviewDate < today && input.interviewDate !== existing?.interviewDate)
    problems.interviewDate = 'The interview date is before today';
  if (!input.venue.trim()) problems.venue = 'Enter where the interview is held';
  if (!context.designations.has(input.designation)) problems.designation = 'Choose the post';
  else if (existing && existing.designation !== input.designation)
    problems.designation = 'The post of a saved interview cannot change';
  if (input.panel.length === 0) problems.panel = 'Choose at least one panel member';
  else if (new Set(input.panel).size !== input.panel.length) problems.panel = 'A panel member is chosen twice';
  else if (input.panel.some((empno) => !context.panelAllowed.has(empno)))
    problems.panel = 'Every panel member must be in service on the interview day';
  if (input.candidates.length === 0) problems.candidates = 'Choose at least one candidate';
  else if (new Set(input.candidates.map((one) => one.resumeId)).size !== input.candidates.length)
    problems.candidates = 'A candidate is chosen twice';
  else if (input.candidates.some((one) => !context.resumesAllowed.has(one.resumeId)))
    problems.candidates = 'Every candidate must have applied for this post and be waiting for an interview';
  const started = isDay(input.interviewDate) && input.interviewDate <= today;
  input.candidates.forEach((candidate, index) => {
    if (!RESULTS.includes(candidate.result))
      problems[`candidates.${index}.result`] = 'Choose awaited, passed or failed';
    else if (candidate.result !== 0 && !started)
      problems[`candidates.${index}.result`] = 'A result is given on or after the interview day';
  });
  return problems;
}
