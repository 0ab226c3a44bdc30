import type { ReportRow } from '../../../../engine/report/report';
import type { HrdInterview, HrdInterviewCandidate, HrdResume } from '../../domain/recruitment-records';
import { contractDays } from '../../domain/leave-days';
import { resumeStatus } from '../../domain/recruit-resume';
import type { Period, ReportPeople } from './report-people';
import { within } from './report-people';

/** What the recruitment reports read: the resume bank, the interviews with their candidates, the masters, the day. */
export interface RecruitSources {
  resumes: readonly HrdResume[];
  interviews: readonly HrdInterview[];
  people: ReportPeople;
  today: string;
}

const RESULT = ['Awaited', 'Passed', 'Failed'] as const;
const APPOINTMENT: Readonly<Record<number, string>> = { 1: 'Appointed', 2: 'Not appointed' };

const candidateName = (resume: HrdResume | undefined) =>
  resume ? [resume.nameOfCandidate, resume.surName].filter(Boolean).join(' ') : '';
const day = (stamp: string) => stamp.slice(0, 10);
const resumesById = (sources: RecruitSources) => new Map(sources.resumes.map((resume) => [resume.recordId, resume]));
const post = (sources: RecruitSources, designation: number) => sources.people.designationName.get(designation) ?? '';
const live = (sources: RecruitSources) => sources.interviews.filter((interview) => !interview.cancelled);
const interviewLabel = (sources: RecruitSources, interview: HrdInterview) =>
  `${interview.seq} · ${post(sources, interview.designation)}`;
const joining = (candidate: HrdInterviewCandidate) =>
  candidate.joiningStatus === 1 ? 'Joined' : candidate.joiningStatus === 2 ? 'Declined' : 'Awaiting joining';

export interface ResumeFilter extends Period {
  designation: number | null;
  /** Part of the city's name, any case ('' for every city). */
  city: string;
  minSalary: number | null;
  maxSalary: number | null;
}

/**
 * Resume filter: the resumes applied for in the period matching the post, city and expected salary, with where each
 * stands.
 */
export function resumeFilterRows(sources: RecruitSources, filter: ResumeFilter): ReportRow[] {
  const city = filter.city.trim().toLowerCase();
  const interviewsOf = new Map<number, HrdInterview[]>();
  for (const interview of sources.interviews) {
    for (const candidate of interview.candidates) {
      const list = interviewsOf.get(candidate.resumeId) ?? [];
      list.push(interview);
      interviewsOf.set(candidate.resumeId, list);
    }
  }
  return sources.resumes
    .filter(
      (resume) =>
        within(resume.appDate, filter) &&
        (filter.designation === null || resume.designation === filter.designation) &&
        (city === '' || resume.city.toLowerCase().includes(city)) &&
        (filter.minSalary === null || resume.expectedSalary >= filter.minSalary) &&
        (filter.maxSalary === null || resume.expectedSalary <= filter.maxSalary),
    )
    .sort((a, b) => a.appDate.localeCompare(b.appDate) || a.recordId - b.recordId)
    .map((resume) => ({
      seq: resume.seq,
      appDate: resume.appDate,
      candidate: candidateName(resume),
      designation: post(sources, resume.designation),
      city: resume.city,
      mobile: resume.mobile,
      expectedSalary: resume.expectedSalary,
      status: resumeStatus(resume, interviewsOf.get(resume.recordId) ?? []),
    }));
}

/** Interviews held (dated) in the period, a row per candidate with the result; counts per interview in its subtotal. */
export function interviewRows(sources: RecruitSources, period: Period): ReportRow[] {
  const resumes = resumesById(sources);
  return live(sources)
    .filter((interview) => within(interview.interviewDate, period))
    .sort((a, b) => a.interviewDate.localeCompare(b.interviewDate) || a.recordId - b.recordId)
    .flatMap((interview) => {
      const head = {
        interview: interviewLabel(sources, interview),
        interviewDate: interview.interviewDate,
        venue: interview.venue,
      };
      if (interview.candidates.length === 0)
        return [
          {
            ...head,
            candidate: '(no candidates)',
            result: '',
            appointment: '',
            comments: '',
            candidates: 0,
            passed: 0,
            failed: 0,
            awaited: 0,
          },
        ];
      return interview.candidates.map((candidate) => ({
        ...head,
        candidate: candidateName(resumes.get(candidate.resumeId)),
        result: RESULT[candidate.result],
        appointment: APPOINTMENT[candidate.appointmentStatus] ?? '',
        comments: candidate.interviewerComments,
        candidates: 1,
        passed: candidate.result === 1 ? 1 : 0,
        failed: candidate.result === 2 ? 1 : 0,
        awaited: candidate.result === 0 ? 1 : 0,
      }));
    });
}

/** Pending interviews: the open interviews' candidates whose result is not recorded yet. */
export function pendingInterviewRows(sources: RecruitSources): ReportRow[] {
  const resumes = resumesById(sources);
  return live(sources)
    .filter((interview) => interview.pos === 1)
    .sort((a, b) => a.interviewDate.localeCompare(b.interviewDate) || a.recordId - b.recordId)
    .flatMap((interview) =>
      interview.candidates
        .filter((candidate) => candidate.result === 0)
        .map((candidate) => {
          const resume = resumes.get(candidate.resumeId);
          const when =
            interview.interviewDate < sources.today
              ? 'Held, result not recorded'
              : interview.interviewDate === sources.today
                ? 'Today'
                : 'To come';
          return {
            interview: interviewLabel(sources, interview),
            interviewDate: interview.interviewDate,
            venue: interview.venue,
            candidate: candidateName(resume),
            mobile: resume?.mobile ?? '',
            when,
            awaiting: 1,
          };
        }),
    );
}

/** Appointments made in the period, with the pay offered, the last date to join and whether the candidate joined. */
export function appointmentRows(sources: RecruitSources, period: Period): ReportRow[] {
  const resumes = resumesById(sources);
  return live(sources)
    .flatMap((interview) =>
      interview.candidates
        .filter((candidate) => candidate.appointmentStatus === 1 && within(day(candidate.appointmentDate), period))
        .map((candidate) => ({ interview, candidate })),
    )
    .sort(
      (a, b) =>
        a.candidate.appointmentDate.localeCompare(b.candidate.appointmentDate) ||
        a.interview.recordId - b.interview.recordId ||
        a.candidate.sno - b.candidate.sno,
    )
    .map(({ interview, candidate }) => ({
      appointmentDate: day(candidate.appointmentDate),
      interview: interview.seq,
      candidate: candidateName(resumes.get(candidate.resumeId)),
      designation: post(sources, interview.designation),
      offeredPay: candidate.offeredPay,
      maxDateToJoin: candidate.maxDateToJoin,
      joining: joining(candidate),
      joiningDate: candidate.joiningStatus === 1 ? candidate.joiningDate : '',
      empno: candidate.refEmpNo === null ? '' : (sources.people.byId.get(candidate.refEmpNo)?.empno ?? ''),
    }));
}

/** Pending appointments: candidates who passed and have no appointment decision yet. */
export function pendingAppointmentRows(sources: RecruitSources): ReportRow[] {
  const resumes = resumesById(sources);
  return live(sources)
    .sort((a, b) => a.interviewDate.localeCompare(b.interviewDate) || a.recordId - b.recordId)
    .flatMap((interview) =>
      interview.candidates
        .filter((candidate) => candidate.result === 1 && candidate.appointmentStatus === 0)
        .map((candidate) => {
          const resume = resumes.get(candidate.resumeId);
          return {
            interview: interview.seq,
            interviewDate: interview.interviewDate,
            designation: post(sources, interview.designation),
            candidate: candidateName(resume),
            mobile: resume?.mobile ?? '',
            expectedSalary: resume?.expectedSalary ?? 0,
            daysWaiting: Math.max(0, contractDays(interview.interviewDate, sources.today)),
          };
        }),
    );
}

/** Pending joinings: appointed, neither joined nor declined; days left to the last date to join (negative: overdue). */
export function pendingJoiningRows(sources: RecruitSources): ReportRow[] {
  const resumes = resumesById(sources);
  return live(sources)
    .flatMap((interview) =>
      interview.candidates
        .filter((candidate) => candidate.appointmentStatus === 1 && candidate.joiningStatus === 0)
        .map((candidate) => ({ interview, candidate })),
    )
    .sort(
      (a, b) =>
        a.candidate.maxDateToJoin.localeCompare(b.candidate.maxDateToJoin) ||
        a.interview.recordId - b.interview.recordId,
    )
    .map(({ interview, candidate }) => {
      const daysLeft = contractDays(sources.today, candidate.maxDateToJoin);
      return {
        interview: interview.seq,
        candidate: candidateName(resumes.get(candidate.resumeId)),
        designation: post(sources, interview.designation),
        appointmentDate: day(candidate.appointmentDate),
        maxDateToJoin: candidate.maxDateToJoin,
        daysLeft,
        overdue: daysLeft < 0 ? 'Overdue' : '',
        offeredPay: candidate.offeredPay,
      };
    });
}
