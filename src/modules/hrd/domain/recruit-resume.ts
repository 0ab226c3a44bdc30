import { isRupeeAmount } from '../../../lib/money/money';
import type { HrdInterview, HrdResume } from './recruitment-records';
import { isDay, yearsBetween } from './recruit-dates';

/** A form's problems: field (lines as `curriculum.0.qual`) → the message shown beside it; empty when none. */
export type Problems = Record<string, string>;

/** The resume as typed (the server gives recordId, seq and dat). */
export type ResumeInput = Omit<HrdResume, 'recordId' | 'seq' | 'dat'>;

const YEAR = /^(19|20)\d{2}$/;
const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function lineYears(problems: Problems, key: string, frmyear: string, toyear: string, today: string) {
  if (!YEAR.test(frmyear)) problems[`${key}.frmyear`] = 'Enter the year it began, e.g. 2018';
  else if (Number(frmyear) > Number(today.slice(0, 4)))
    problems[`${key}.frmyear`] = 'The year it began is in the future';
  if (toyear !== '' && !YEAR.test(toyear))
    problems[`${key}.toyear`] = 'Enter the year it ended, e.g. 2021, or leave it empty';
  else if (toyear !== '' && YEAR.test(frmyear) && Number(toyear) < Number(frmyear))
    problems[`${key}.toyear`] = 'It ended before it began';
}

/** What is wrong with a resume on `today`; `designations`: the record ids that may be applied for. */
export function resumeProblems(resume: ResumeInput, today: string, designations: ReadonlySet<number>): Problems {
  const problems: Problems = {};
  if (!resume.nameOfCandidate.trim()) problems.nameOfCandidate = 'Enter the candidate’s name';
  if (!designations.has(resume.designation)) problems.designation = 'Choose the post applied for';
  if (!isDay(resume.appDate)) problems.appDate = 'Enter the date of the application';
  else if (resume.appDate > today) problems.appDate = 'The application date is after today';
  if (!isDay(resume.dob)) problems.dob = 'Enter the date of birth';
  else if (isDay(resume.appDate) && yearsBetween(resume.dob, resume.appDate) < 18)
    problems.dob = 'The candidate was under 18 on the application date';
  if (![1, 2, 3].includes(resume.gender)) problems.gender = 'Choose the gender';
  if (!MOBILE.test(resume.mobile)) problems.mobile = 'Ten digits starting 6 to 9, e.g. 9847012345';
  if (resume.email !== '' && !EMAIL.test(resume.email)) problems.email = 'An e-mail address like name@example.com';
  if (!Number.isFinite(resume.expectedSalary) || resume.expectedSalary < 0 || !isRupeeAmount(resume.expectedSalary))
    problems.expectedSalary = 'Enter the expected monthly salary in rupees (0 if not stated)';
  resume.curriculum.forEach((line, index) => {
    if (!line.qual.trim()) problems[`curriculum.${index}.qual`] = 'Enter the qualification';
    lineYears(problems, `curriculum.${index}`, line.frmyear, line.toyear, today);
  });
  resume.experience.forEach((line, index) => {
    if (!line.organisation.trim()) problems[`experience.${index}.organisation`] = 'Enter the organisation';
    if (!line.designation.trim()) problems[`experience.${index}.designation`] = 'Enter the post held';
    lineYears(problems, `experience.${index}`, line.frmyear, line.toyear, today);
  });
  return problems;
}

/** The interviews a resume is held in: not cancelled, and open (pos 1) or the candidate appointed in it. */
const holding = (interviews: readonly HrdInterview[], resumeId: number) =>
  interviews.some(
    (interview) =>
      !interview.cancelled &&
      interview.candidates.some(
        (one) => one.resumeId === resumeId && (interview.pos === 1 || one.appointmentStatus === 1),
      ),
  );

/**
 * The resumes waiting for an interview for a designation (GetHRDPendingResume): applied for it, not a candidate of any
 * open interview and not appointed in a closed one (a candidate who failed, or whose interview was cancelled, may be
 * called again). Oldest application first.
 */
export function pendingResumes(
  resumes: readonly HrdResume[],
  interviews: readonly HrdInterview[],
  designation: number,
): HrdResume[] {
  return resumes
    .filter((resume) => resume.designation === designation && !holding(interviews, resume.recordId))
    .sort((a, b) => a.appDate.localeCompare(b.appDate) || a.recordId - b.recordId);
}

/** Where a resume stands, in words for the resume bank. */
export function resumeStatus(resume: HrdResume, interviews: readonly HrdInterview[]): string {
  let status = 'Waiting for an interview';
  for (const interview of [...interviews].sort((a, b) => a.recordId - b.recordId)) {
    const candidate = interview.candidates.find((one) => one.resumeId === resume.recordId);
    if (!candidate || interview.cancelled) continue;
    if (candidate.joiningStatus === 1) status = 'Joined';
    else if (candidate.appointmentStatus === 1)
      status = candidate.joiningStatus === 2 ? 'Declined the appointment' : 'Appointed';
    else if (interview.pos === 1) status = `In interview ${interview.seq}`;
    else status = 'Not selected';
  }
  return status;
}

/** A refusal when the same mobile already applied for the same post and is still waiting (else null). */
export function duplicateResume(
  resume: ResumeInput,
  recordId: number,
  resumes: readonly HrdResume[],
  interviews: readonly HrdInterview[],
): string | null {
  const twin = pendingResumes(resumes, interviews, resume.designation).find(
    (one) => one.recordId !== recordId && one.mobile === resume.mobile,
  );
  return twin ? `${twin.nameOfCandidate} (${twin.mobile}) already applied for this post: resume ${twin.seq}.` : null;
}
