import { blankCall, callOf, callSchema, isCallField } from './lead-calls-values';
import { todayOf } from './lead-format';

const problems = (values: Partial<ReturnType<typeof blankCall>>) => {
  const result = callSchema.safeParse({ ...blankCall(), ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the follow-up form values', () => {
  it('starts with a call made today and sends the way they were reached as a number', () => {
    expect(blankCall()).toEqual({ call_date: todayOf(), call_type: '', notes: '', next_followup_date: '' });
    expect(callOf({ ...blankCall(), call_type: '2' }, 7)).toMatchObject({ call_type: 2, lead_id: 7 });
    expect(callOf(blankCall(), 7).call_type).toBe(0);
  });

  it('puts each follow-up rule problem beside its field', () => {
    expect(problems({ next_followup_date: '2000-01-01' })).toEqual({
      call_type: 'Choose how they were reached.',
      notes: 'Say what was discussed.',
      next_followup_date: 'The next follow-up cannot be in the past.',
    });
    expect(problems({ call_type: '1', notes: 'Visit fixed.' })).toEqual({});
  });

  it('knows its own fields', () => {
    expect(isCallField('next_followup_date')).toBe(true);
    expect(isCallField('company')).toBe(false);
    expect(isCallField(undefined)).toBe(false);
  });
});
