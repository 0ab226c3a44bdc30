import type { HrdInterview, HrdInterviewCandidate, HrdResume } from './recruitment-records';
import { calledCandidate } from './recruit-interview';
import { duplicateResume, pendingResumes, resumeProblems, resumeStatus, type ResumeInput } from './recruit-resume';

const input: ResumeInput = {
  appDate: '2026-03-01',
  nameOfCandidate: 'Anjali',
  surName: 'Menon',
  fatherName: 'Gopi',
  dob: '1998-05-04',
  gender: 2,
  expectedSalary: 24000,
  city: 'Kochi',
  mobile: '9847012345',
  email: 'anjali@example.com',
  designation: 3,
  curriculum: [{ lineid: 1, frmyear: '2016', toyear: '2019', qual: 'B.Com', board: 'MG University' }],
  experience: [{ lineid: 1, frmyear: '2019', toyear: '', designation: 'Accountant', organisation: 'Lulu' }],
};
const resume = (
  recordId: number,
  designation: number,
  appDate: string,
  mobile = `98470000${String(recordId).padStart(2, '0')}`,
): HrdResume => ({ ...input, recordId, seq: `RES2026-0000${recordId}`, dat: appDate, appDate, designation, mobile });
const candidate = (resumeId: number, more: Partial<HrdInterviewCandidate> = {}) =>
  calledCandidate(resumeId, resumeId, more);
const interview = (
  recordId: number,
  pos: 1 | 2,
  candidates: HrdInterviewCandidate[],
  cancelled = false,
): HrdInterview => ({
  recordId,
  seq: `INT2026-0000${recordId}`,
  dat: '2026-03-02',
  interviewDate: '2026-03-05',
  venue: 'Office',
  descriptio: '',
  designation: 3,
  pos,
  cancelled,
  panel: [{ sno: 1, empno: 1 }],
  candidates,
});

describe('resume rules', () => {
  it('accepts a complete resume', () => {
    expect(resumeProblems(input, '2026-03-10', new Set([3]))).toEqual({});
  });
  it('names each problem beside its field, lines by index', () => {
    const problems = resumeProblems(
      {
        ...input,
        nameOfCandidate: ' ',
        designation: 9,
        appDate: '2026-03-11',
        dob: '2009-01-01',
        mobile: '12345',
        email: 'x@',
        expectedSalary: 10.005,
        curriculum: [{ lineid: 1, frmyear: '2019', toyear: '2016', qual: '', board: '' }],
        experience: [{ lineid: 1, frmyear: '19', toyear: '', designation: '', organisation: '' }],
      },
      '2026-03-10',
      new Set([3]),
    );
    expect(Object.keys(problems).sort()).toEqual([
      'appDate',
      'curriculum.0.qual',
      'curriculum.0.toyear',
      'designation',
      'dob',
      'email',
      'expectedSalary',
      'experience.0.designation',
      'experience.0.frmyear',
      'experience.0.organisation',
      'mobile',
      'nameOfCandidate',
    ]);
    // Born 2009-01-01, applying 2026-03-01: 17 years old.
    expect(resumeProblems({ ...input, dob: '2009-01-01' }, '2026-03-10', new Set([3])).dob).toBe(
      'The candidate was under 18 on the application date',
    );
  });
  it('pending for a post: not in an open interview, not appointed; failed and cancelled ones come back', () => {
    const resumes = [
      resume(1, 3, '2026-02-10'),
      resume(2, 3, '2026-02-01'),
      resume(3, 3, '2026-02-05'),
      resume(4, 3, '2026-02-06'),
      resume(5, 4, '2026-02-07'),
      resume(6, 3, '2026-02-08'),
    ];
    const interviews = [
      interview(1, 1, [candidate(1)]),
      interview(2, 2, [
        candidate(3, { result: 2, appointmentStatus: 2 }),
        candidate(4, { result: 1, appointmentStatus: 1 }),
      ]),
      interview(3, 1, [candidate(6)], true),
    ];
    expect(pendingResumes(resumes, interviews, 3).map((one) => one.recordId)).toEqual([2, 3, 6]);
    expect(resumeStatus(resumes[0]!, interviews)).toBe('In interview INT2026-00001');
    expect(resumeStatus(resumes[3]!, interviews)).toBe('Appointed');
    expect(resumeStatus(resumes[2]!, interviews)).toBe('Not selected');
    expect(resumeStatus(resumes[5]!, interviews)).toBe('Waiting for an interview');
    expect(duplicateResume({ ...input, mobile: resumes[1]!.mobile }, 0, resumes, interviews)).toMatch(
      /already applied for this post: resume RES2026-00002/,
    );
    expect(duplicateResume({ ...input, mobile: resumes[1]!.mobile }, 2, resumes, interviews)).toBeNull();
  });
});
