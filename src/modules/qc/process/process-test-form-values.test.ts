import { processTestSchema, refusalField } from './process-test-form-values';

const label = 'Step 2 (TRN) of batch B-1';
const problems = (values: Record<string, string>) => {
  const result = processTestSchema(100, label).safeParse({
    testCode: 'T1',
    samplesCollected: '',
    rejected: '',
    rectifiedQty: '',
    comments: '',
    ...values,
  });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the process test form values', () => {
  it('asks for the test first, then applies the test rules', () => {
    expect(problems({ testCode: '' })).toEqual({ testCode: 'Choose the test carried out' });
    expect(problems({})).toEqual({ samplesCollected: 'Give the samples collected (more than 0)' });
    expect(problems({ samplesCollected: '50', rejected: '30', rectifiedQty: '25' })).toEqual({
      rejected: `${label}: 30 rejected + 25 rectified is more than the 50 samples`,
    });
    expect(problems({ samplesCollected: '50', rejected: '2', rectifiedQty: '1' })).toEqual({});
  });

  it('wants numbers', () => {
    expect(problems({ samplesCollected: 'x', rejected: '1' })).toEqual({ samplesCollected: 'Give a number' });
  });

  it('puts a server refusal beside the field it names', () => {
    expect(refusalField(`${label}: 120 samples is more than the 100 the step passed`)).toBe('samplesCollected');
    expect(refusalField('Choose the test carried out')).toBe('testCode');
    expect(refusalField('The batch is closed')).toBeNull();
  });
});
