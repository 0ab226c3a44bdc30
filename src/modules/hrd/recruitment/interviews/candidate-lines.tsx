import Form from 'react-bootstrap/Form';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import type { HrdResume } from '../../domain/recruitment-records';
import { problemsOf } from '../shared/field-problems';
import { rupees } from '../shared/recruit-format';
import type { InterviewValues } from './interview-form-values';

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
  form: UseFormReturn<InterviewValues>;
  callable: readonly Callable[];
}

/** The candidates: resumes waiting for this post to tick, and each called one's result and the panel's comments. */
export function CandidateLines({ id, form, callable }: Props) {
  const { fields: chosen, append, remove } = useFieldArray({ control: form.control, name: 'candidates' });
  // Once a candidate's line is bound, the list's own problem is its root.
  const problems = problemsOf(form.formState.errors);
  const problem = problems.candidates ?? problems['candidates.root'];
  const toggle = (resumeId: number, on: boolean) => {
    const index = chosen.findIndex((one) => one.resumeId === resumeId);
    if (on) append({ resumeId, result: '0', interviewerComments: '' }, { shouldFocus: false });
    else if (index >= 0) remove(index);
  };
  return (
    <fieldset className="mb-3" aria-describedby={problem ? `${id}-candidates-error` : undefined}>
      <legend className="fs-6">Candidates</legend>
      {callable.length === 0 && <p className="form-text">No resume is waiting for this post.</p>}
      {callable.map((resume) => {
        const index = chosen.findIndex((one) => one.resumeId === resume.recordId);
        const name = [resume.nameOfCandidate, resume.surName].filter(Boolean).join(' ');
        return (
          <div key={resume.recordId} className="border-bottom py-2">
            <Form.Check
              id={`${id}-cand-${resume.recordId}`}
              label={`${name} (${resume.seq}, ${resume.mobile}, expects ${rupees(resume.expectedSalary)})`}
              checked={index >= 0}
              onChange={(event) => toggle(resume.recordId, event.target.checked)}
            />
            {index >= 0 && (
              <div className="d-flex flex-wrap gap-3 ms-4 mt-1">
                <Field
                  form={form}
                  name={`candidates.${index}.result`}
                  id={`${id}-result-${resume.recordId}`}
                  label={`Result of ${name}`}
                  choose={null}
                  options={RESULTS}
                />
                <Field
                  form={form}
                  name={`candidates.${index}.interviewerComments`}
                  id={`${id}-comments-${resume.recordId}`}
                  label={`Panel’s comments on ${name}`}
                />
              </div>
            )}
          </div>
        );
      })}
      {problem && (
        <div id={`${id}-candidates-error`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
