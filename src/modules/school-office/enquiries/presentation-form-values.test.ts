import { presentationRefusalField, presentationSchema, presentationValuesOf } from './presentation-form-values';

const today = () => '2026-03-10';
const values = { ...presentationValuesOf(null, null), parentName: 'Nalini Uike', phone: '9822099004' };
const problems = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('presentationSchema', () => {
  it('passes a presentation the rules accept', () => {
    expect(presentationSchema(null, today).safeParse({ ...values, scheduledDate: '2026-03-12' }).success).toBe(true);
  });

  it('says each problem beside its field', () => {
    expect(
      problems(presentationSchema(null, today).safeParse({ ...values, parentName: '', scheduledDate: '2026-03-09' })),
    ).toEqual([
      ['parentName', 'Give the name of the family.'],
      ['scheduledDate', 'The presentation cannot be scheduled in the past.'],
    ]);
    expect(
      problems(
        presentationSchema('2026-03-09', today).safeParse({ ...values, scheduledDate: '2026-03-09', status: 'DONE' }),
      ),
    ).toEqual([['outcome', 'Record the outcome of the presentation.']]);
  });
});

describe('presentationRefusalField', () => {
  it('names the field a refusal is about, or none', () => {
    expect(presentationRefusalField('The presentation cannot be scheduled in the past.')).toBe('scheduledDate');
    expect(presentationRefusalField('Presentation PRS2026-00001 was changed by someone else.')).toBeNull();
  });
});
