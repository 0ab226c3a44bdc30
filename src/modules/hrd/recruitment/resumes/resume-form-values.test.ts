import { resumeInputOf, resumeSchema, type ResumeValues } from './resume-form-values';

const values: ResumeValues = {
  appDate: '2026-03-01',
  nameOfCandidate: 'Ritu',
  surName: 'Varma',
  fatherName: '',
  dob: '1999-04-02',
  gender: '2',
  expectedSalary: '21000.50',
  city: '',
  mobile: '9895011122',
  email: '',
  designation: '3',
  curriculum: [{ lineid: 1, frmyear: '2017', toyear: '', qual: 'B.A.', board: '' }],
  experience: [],
};

describe('resumeInputOf', () => {
  it('reads the post, the gender and the pay as numbers; no pay is 0, pay that is no amount NaN', () => {
    expect(resumeInputOf(values)).toMatchObject({ designation: 3, gender: 2, expectedSalary: 21000.5 });
    expect(resumeInputOf({ ...values, expectedSalary: '' }).expectedSalary).toBe(0);
    expect(resumeInputOf({ ...values, expectedSalary: 'lots' }).expectedSalary).toBeNaN();
  });
});

describe('resumeSchema', () => {
  const schema = resumeSchema(new Set([3]), () => '2026-03-10');

  it('passes a resume the rules accept', () => {
    expect(schema.safeParse(values).success).toBe(true);
  });

  it('says each problem beside its field, a line’s by its index', () => {
    const result = schema.safeParse({
      ...values,
      designation: '',
      expectedSalary: 'lots',
      curriculum: [{ lineid: 1, frmyear: '2017', toyear: '', qual: ' ', board: '' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['designation', 'Choose the post applied for'],
      ['expectedSalary', 'Enter the expected monthly salary in rupees (0 if not stated)'],
      ['curriculum.0.qual', 'Enter the qualification'],
    ]);
  });
});
