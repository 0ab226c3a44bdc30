import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import type { HrdInterview, HrdResume } from '../../../modules/hrd/domain/recruitment-records';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { pendingResumes } from '../../../modules/hrd/domain/recruit-resume';
import type {
  CandidateView,
  DesignationChoice,
  InterviewAnswer,
  InterviewRow,
} from '../../../modules/hrd/domain/recruit-types';
import { readJson } from '../../core/read-json';
import { hrdSession, hrdToday } from '../hrd-session';
import { saveInterview } from './interview-save';
import { designationChoices, employeeChoices, num, recruitment } from './recruit-read';
import { recruitSaveRoute } from './recruit-save-route';

const SCREEN = HRD.hrdinterviews;

/** An interview as a list row: its post and department by name, how many candidates, passed and awaiting a result. */
export const interviewRow = (interview: HrdInterview, posts: readonly DesignationChoice[]): InterviewRow => {
  const post = posts.find((one) => one.recordId === interview.designation);
  const { recordId, seq, interviewDate, venue, descriptio, designation, pos, cancelled, candidates } = interview;
  return {
    recordId,
    seq,
    interviewDate,
    venue,
    descriptio,
    designation,
    designationName: post?.designation ?? '',
    department: post?.department ?? '',
    pos,
    cancelled,
    candidates: candidates.length,
    passed: candidates.filter((one) => one.result === 1).length,
    awaited: candidates.filter((one) => one.result === 0).length,
  };
};

/** The interview's candidates with their resumes' particulars. */
export const candidateViews = (interview: HrdInterview, resumes: readonly HrdResume[]): CandidateView[] =>
  interview.candidates.map((candidate) => {
    const resume = resumes.find((one) => one.recordId === candidate.resumeId);
    return {
      ...candidate,
      seq: resume?.seq ?? '',
      nameOfCandidate: resume?.nameOfCandidate ?? '',
      surName: resume?.surName ?? '',
      mobile: resume?.mobile ?? '',
      expectedSalary: resume?.expectedSalary ?? 0,
    };
  });

export const interviewHandlers = [
  http.post(`*/${HRD_ROUTES.interviewsList}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    // The body is the user alone (UserInfo): the open interviews, as the server lists them.
    const { interviews } = await recruitment(session.companyCode);
    const posts = await designationChoices(session.companyCode);
    const rows = interviews
      .filter((one) => one.pos === 1 && !one.cancelled)
      .sort((a, b) => b.interviewDate.localeCompare(a.interviewDate) || b.recordId - a.recordId);
    return HttpResponse.json(rows.map((one) => interviewRow(one, posts)));
  }),
  http.post(`*/${HRD_ROUTES.pendingResumes}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const designation = num((await readJson(request)).recordId);
    const { resumes, interviews } = await recruitment(session.companyCode);
    return HttpResponse.json(pendingResumes(resumes, interviews, designation));
  }),
  http.post(`*/${HRD_ROUTES.interview}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const recordId = num((await readJson(request)).recordId);
    const { resumes, interviews } = await recruitment(session.companyCode);
    const found = interviews.find((one) => one.recordId === recordId);
    const employees = await employeeChoices(session.companyCode, found?.interviewDate ?? hrdToday());
    const designations = await designationChoices(session.companyCode);
    const names = new Map(employees.map((one) => [one.recordid, one.empname]));
    const header = found && {
      recordId: found.recordId,
      seq: found.seq,
      dat: found.dat,
      interviewDate: found.interviewDate,
      venue: found.venue,
      descriptio: found.descriptio,
      designation: found.designation,
      pos: found.pos,
      cancelled: found.cancelled,
    };
    const answer: InterviewAnswer = found
      ? {
          header: header!,
          candidates: candidateViews(found, resumes),
          panel: found.panel.map((one) => ({ ...one, empname: names.get(one.empno) ?? '' })),
          chk: found.pos === 1 && !found.cancelled ? 1 : 0,
          employees,
          designations,
        }
      : { header: null, candidates: [], panel: [], chk: 1, employees, designations };
    return HttpResponse.json(answer);
  }),
  recruitSaveRoute(
    HRD_ROUTES.setInterview,
    SCREEN,
    'Say whether the interview is created, changed or cancelled.',
    saveInterview,
  ),
];
