import Form from 'react-bootstrap/Form';
import type { HrdResume } from '../../domain/recruitment-records';
import type { Problems } from '../../domain/recruit-resume';
import { InputField, SelectField } from '../../../../components/form/controlled-fields';
import { rupees } from '../shared/recruit-format';

export interface CandidateDraft {
  resumeId: number;
  result: string;
  interviewerComments: string;
}

/** A resume that may be called, with what the form shows of it. */
export type Callable = Pick<
  HrdResume,
  'recordId' | 'seq' | 'nameOfCandidate' | 'surName' | 'mobile' | 'expectedSalary'
>;

const RESULTS = [
  { value: '0', label: 'Awaited' },
  { value: '1', label: 'Passed' },
  { value: '2', label: 'Failed' },
];

interface Props {
  id: string;
  callable: readonly Callable[];
  chosen: readonly CandidateDraft[];
  onChange: (chosen: CandidateDraft[]) => void;
  problems: Problems;
}

/** The candidates: resumes waiting for this post to tick, and each called one's result and the panel's comments. */
export function CandidateLines({ id, callable, chosen, onChange, problems }: Props) {
  const toggle = (resumeId: number, on: boolean) =>
    onChange(
      on
        ? [...chosen, { resumeId, result: '0', interviewerComments: '' }]
        : chosen.filter((one) => one.resumeId !== resumeId),
    );
  const patch = (resumeId: number, change: Partial<CandidateDraft>) =>
    onChange(chosen.map((one) => (one.resumeId === resumeId ? { ...one, ...change } : one)));
  return (
    <fieldset className="mb-3" aria-describedby={problems.candidates ? `${id}-candidates-error` : undefined}>
      <legend className="fs-6">Candidates</legend>
      {callable.length === 0 && <p className="form-text">No resume is waiting for this post.</p>}
      {callable.map((resume) => {
        const index = chosen.findIndex((one) => one.resumeId === resume.recordId);
        const line = chosen[index];
        const name = [resume.nameOfCandidate, resume.surName].filter(Boolean).join(' ');
        return (
          <div key={resume.recordId} className="border-bottom py-2">
            <Form.Check
              id={`${id}-cand-${resume.recordId}`}
              label={`${name} (${resume.seq}, ${resume.mobile}, expects ${rupees(resume.expectedSalary)})`}
              checked={!!line}
              onChange={(event) => toggle(resume.recordId, event.target.checked)}
            />
            {line && (
              <div className="d-flex flex-wrap gap-3 ms-4 mt-1">
                <SelectField
                  id={`${id}-result-${resume.recordId}`}
                  label={`Result of ${name}`}
                  placeholder={false}
                  value={line.result}
                  onChange={(result) => patch(resume.recordId, { result })}
                  options={RESULTS}
                  error={problems[`candidates.${index}.result`]}
                />
                <InputField
                  id={`${id}-comments-${resume.recordId}`}
                  label={`Panel’s comments on ${name}`}
                  value={line.interviewerComments}
                  onChange={(interviewerComments) => patch(resume.recordId, { interviewerComments })}
                />
              </div>
            )}
          </div>
        );
      })}
      {problems.candidates && (
        <div id={`${id}-candidates-error`} className="invalid-feedback d-block">
          {problems.candidates}
        </div>
      )}
    </fieldset>
  );
}
