import type { HrdResume } from '../../domain/recruitment-records';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { InterviewAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';
import type { Callable } from './candidate-lines';
import { interviewSchema, type InterviewValues } from './interview-form-values';

/**
 * The resumes an interview may call for the post chosen (its candidates, and those waiting for the post) and the
 * form's schema, which takes them with who may sit on the panel (in service, or already on it).
 */
export function useInterviewChecks(answer: InterviewAnswer, initial: InterviewValues, post: string) {
  const header = answer.header;
  const pending = useRecruitRead<HrdResume[]>(HRD_ROUTES.pendingResumes, { recordId: Number(post) }, post !== '');
  const called: Callable[] = answer.candidates.map((one) => ({
    recordId: one.resumeId,
    seq: one.seq,
    nameOfCandidate: one.nameOfCandidate,
    surName: one.surName,
    mobile: one.mobile,
    expectedSalary: one.expectedSalary,
  }));
  const callable = [
    ...called,
    ...(pending.data ?? []).filter((one) => !called.some((known) => known.recordId === one.recordId)),
  ];
  const schema = interviewSchema({
    existing: header ? { ...header, panel: [], candidates: [] } : undefined,
    designations: new Set(answer.designations.map((one) => one.recordId)),
    panelAllowed: new Set(
      answer.employees
        .filter((one) => one.inService)
        .map((one) => one.recordid)
        .concat(initial.panel),
    ),
    resumesAllowed: new Set(callable.map((one) => one.recordId)),
  });
  return { callable, schema };
}
