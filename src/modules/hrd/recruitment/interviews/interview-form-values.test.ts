import { interviewInputOf, interviewSchema, type InterviewValues } from './interview-form-values';

const values: InterviewValues = {
  interviewDate: '2026-03-12',
  venue: 'Board room',
  descriptio: '',
  designation: '3',
  panel: [5],
  candidates: [{ resumeId: 8, result: '0', interviewerComments: '' }],
};
const schema = interviewSchema(
  { designations: new Set([3]), panelAllowed: new Set([5]), resumesAllowed: new Set([8]) },
  () => '2026-03-10',
);

describe('interviewInputOf', () => {
  it('reads the post and the results as numbers', () => {
    expect(interviewInputOf(values)).toEqual({
      ...values,
      designation: 3,
      candidates: [{ resumeId: 8, result: 0, interviewerComments: '' }],
    });
  });
});

describe('interviewSchema', () => {
  it('passes an interview the rules accept', () => {
    expect(schema.safeParse(values).success).toBe(true);
  });

  it('says each problem beside its field, a candidate’s result by its line', () => {
    const result = schema.safeParse({
      ...values,
      venue: '',
      panel: [],
      candidates: [{ resumeId: 8, result: '1', interviewerComments: '' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['venue', 'Enter where the interview is held'],
      ['panel', 'Choose at least one panel member'],
      ['candidates.0.result', 'A result is given on or after the interview day'],
    ]);
  });
});
