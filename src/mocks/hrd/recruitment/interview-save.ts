import { HttpResponse } from 'msw';
import type { HrdInterview } from '../../../modules/hrd/domain/recruitment-records';
import {
  calledCandidate,
  interviewLocked,
  interviewProblems,
  type InterviewInput,
} from '../../../modules/hrd/domain/recruit-interview';
import { nextDocumentNumber, nextRecordId } from '../../../modules/hrd/domain/recruit-numbers';
import { pendingResumes } from '../../../modules/hrd/domain/recruit-resume';
import { writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { HRD_STORE, idOf } from '../hrd-store';
import { hrdToday, refusal } from '../hrd-session';
import { day, designationChoices, list, num, obj, recruitment, text } from './recruit-read';

/** setHRInterView's `{ header, panel, candidates }` as typed. */
export function interviewInput(body: Record<string, unknown>): InterviewInput {
  const header = obj(body.header);
  return {
    interviewDate: day(header.interviewDate),
    venue: text(header.venue),
    descriptio: text(header.descriptio),
    designation: num(header.designation),
    panel: list(body.panel).map((row) => num(row.empno)),
    candidates: list(body.candidates).map((row) => ({
      resumeId: num(row.resumeId),
      result: num(row.result ?? 0),
      interviewerComments: text(row.interviewerComments).slice(0, 250),
    })),
  };
}

/**
 * setHRInterView: create (Pos 1, INT<yyyy>-00001), modify while open (results, comments, panel, candidates), delete =
 * cancel (kept, marked).
 */
export async function saveInterview(
  session: DemoSession,
  body: Record<string, unknown>,
  traCheck: number,
): Promise<Response> {
  const { resumes, interviews } = await recruitment(session.companyCode);
  const recordId = num(obj(body.header).recordId);
  const existing = traCheck === 1 ? undefined : interviews.find((one) => one.recordId === recordId);
  if (traCheck !== 1 && !existing) return refusal('There is no such interview.');
  const locked = existing && interviewLocked(existing);
  if (locked) return refusal(locked);
  if (traCheck === 3) {
    await writeRecord(HRD_STORE.interviews, session.companyCode, idOf(existing!.recordId), {
      ...existing!,
      cancelled: true,
    });
    return HttpResponse.json({ result: 'OK', recordId: existing!.recordId });
  }
  const input = interviewInput(body);
  const today = hrdToday();
  const employees = await employeesOf(session.companyCode);
  const others = interviews.filter((one) => one.recordId !== existing?.recordId);
  const resumesAllowed = new Set([...pendingResumes(resumes, others, input.designation).map((one) => one.recordId)]);
  const problems = Object.values(
    interviewProblems(input, {
      today,
      existing,
      designations: new Set((await designationChoices(session.companyCode)).map((one) => one.recordId)),
      panelAllowed: new Set(
        employees.filter((one) => inServiceOn(one, input.interviewDate)).map((one) => one.recordId),
      ),
      resumesAllowed,
    }),
  );
  if (problems.length > 0) return refusal(problems.join('; '));
  const interview: HrdInterview = {
    recordId: existing?.recordId ?? nextRecordId(interviews.map((one) => one.recordId)),
    seq:
      existing?.seq ??
      nextDocumentNumber(
        'INT',
        today,
        interviews.map((one) => one.seq),
      ),
    dat: existing?.dat ?? today,
    interviewDate: input.interviewDate,
    venue: input.venue,
    descriptio: input.descriptio,
    designation: input.designation,
    pos: 1,
    cancelled: false,
    panel: input.panel.map((empno, index) => ({ sno: index + 1, empno })),
    candidates: input.candidates.map((line, index) => ({
      ...(existing?.candidates.find((one) => one.resumeId === line.resumeId) ??
        calledCandidate(index + 1, line.resumeId)),
      sno: index + 1,
      result: line.result as 0 | 1 | 2,
      interviewerComments: line.interviewerComments,
    })),
  };
  await writeRecord(HRD_STORE.interviews, session.companyCode, idOf(interview.recordId), interview);
  return HttpResponse.json({ result: 'OK', recordId: interview.recordId, seq: interview.seq });
}
