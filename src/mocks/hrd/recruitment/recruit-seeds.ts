import type { HrdInterview, HrdInterviewCandidate, HrdResume } from '../../../modules/hrd/domain/recruitment-records';
import { addDays } from '../../../modules/hrd/domain/recruit-dates';
import { calledCandidate } from '../../../modules/hrd/domain/recruit-interview';
import { nextDocumentNumber } from '../../../modules/hrd/domain/recruit-numbers';
import { findDemoCompany } from '../../core/company/companies';
import { seedOnce } from '../../core/record-store';
import { designationsOf, employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { HRD_STORE, idOf } from '../hrd-store';
import { hrdToday } from '../hrd-session';

/** Candidates of the demo's resume bank: [name, surname, father's name, gender]. */
const CANDIDATES: ReadonlyArray<readonly [string, string, string, 1 | 2]> = [
  ['Anjali', 'Menon', 'Gopinath Menon', 2],
  ['Rahul', 'Sharma', 'Vinod Sharma', 1],
  ['Fathima', 'Beevi', 'Abdul Khader', 2],
  ['Karthik', 'Raman', 'Raman Iyer', 1],
  ['Sneha', 'Patil', 'Suresh Patil', 2],
  ['Arjun', 'Reddy', 'Venkat Reddy', 1],
  ['Meera', 'Nair', 'Sasidharan Nair', 2],
  ['Vivek', 'Joshi', 'Anil Joshi', 1],
  ['Divya', 'Krishnan', 'Krishnan Pillai', 2],
  ['Sanjay', 'Gupta', 'Ramesh Gupta', 1],
  ['Neha', 'Desai', 'Hitesh Desai', 2],
  ['Imran', 'Khan', 'Salim Khan', 1],
];
const QUALIFICATIONS = [
  ['B.Com', 'University of Kerala'],
  ['BBA', 'Bharathiar University'],
  ['Diploma in Mechanical Engineering', 'State Board of Technical Education'],
  ['B.Sc. Computer Science', 'University of Mumbai'],
] as const;
const EMPLOYERS = ['Malabar Traders', 'Sri Balaji Stores', 'Coastal Logistics', 'Green Valley Foods'] as const;
/**
 * The interviews' results: the open one (passed, failed, passed, awaited) and the closed one (two appointed, one
 * failed).
 */
const OPEN_RESULTS: ReadonlyArray<0 | 1 | 2> = [1, 2, 1, 0];

const candidateOf = (
  resumeId: number,
  sno: number,
  result: 0 | 1 | 2,
  more: Partial<HrdInterviewCandidate> = {},
): HrdInterviewCandidate =>
  calledCandidate(sno, resumeId, {
    result,
    interviewerComments:
      result === 1 ? 'Clear answers; suits the post.' : result === 2 ? 'Not enough experience for the post.' : '',
    ...more,
  });

/** The company's starting resume bank and interviews, relative to the server's today; empty without posts or staff. */
async function recruitmentSeed(companyCode: number): Promise<{ resumes: HrdResume[]; interviews: HrdInterview[] }> {
  const today = hrdToday();
  const posts = (await designationsOf(companyCode))
    .filter((row) => row.active)
    .sort((a, b) => a.recordId - b.recordId)
    .slice(1, 4)
    .map((row) => row.recordId);
  const staff = (await employeesOf(companyCode)).filter((one) => inServiceOn(one, addDays(today, -25)));
  if (posts.length === 0 || staff.length < 2) return { resumes: [], interviews: [] };
  const city = findDemoCompany(companyCode)?.addr.city ?? '';
  const seqs: string[] = [];
  const resumes = CANDIDATES.map(([name, surname, father, gender], index): HrdResume => {
    const appDate = addDays(today, -(60 - index * 3));
    const seq = nextDocumentNumber('RES', appDate, seqs);
    seqs.push(seq);
    const [qual, board] = QUALIFICATIONS[index % QUALIFICATIONS.length]!;
    return {
      recordId: index + 1,
      seq,
      dat: appDate,
      appDate,
      nameOfCandidate: name,
      surName: surname,
      fatherName: father,
      dob: `${1988 + index}-${String((index % 12) + 1).padStart(2, '0')}-${String(10 + index).padStart(2, '0')}`,
      gender,
      expectedSalary: 18000 + index * 1500,
      city,
      mobile: `9${String(companyCode).padStart(4, '0').slice(-4)}${String(index + 1).padStart(5, '0')}`,
      email: `${name.toLowerCase()}.${surname.toLowerCase()}@example.com`,
      designation: posts[index % posts.length]!,
      curriculum: [{ lineid: 1, frmyear: String(2006 + index), toyear: String(2009 + index), qual, board }],
      experience:
        index % 2 === 0
          ? [
              {
                lineid: 1,
                frmyear: String(2010 + index),
                toyear: '',
                designation: 'Assistant',
                organisation: EMPLOYERS[index % EMPLOYERS.length]!,
              },
            ]
          : [],
    };
  });
  const ofPost = (post: number) => resumes.filter((one) => one.designation === post).map((one) => one.recordId);
  const panel = [
    { sno: 1, empno: staff[0]!.recordId },
    { sno: 2, empno: staff[1]!.recordId },
  ];
  const openDat = addDays(today, -6);
  const open: HrdInterview = {
    recordId: 1,
    seq: nextDocumentNumber('INT', openDat, []),
    dat: openDat,
    interviewDate: addDays(today, -2),
    venue: 'Conference room, head office',
    descriptio: 'First round: interview and a written test',
    designation: posts[0]!,
    pos: 1,
    cancelled: false,
    panel,
    candidates: ofPost(posts[0]!)
      .slice(0, 4)
      .map((resumeId, index) => candidateOf(resumeId, index + 1, OPEN_RESULTS[index]!)),
  };
  const closedDat = addDays(today, -25);
  const appointedOn = addDays(today, -15);
  const second = posts[1] ?? posts[0]!;
  const closed: HrdInterview = {
    recordId: 2,
    seq: nextDocumentNumber('INT', closedDat, closedDat.slice(0, 4) === openDat.slice(0, 4) ? [open.seq] : []),
    dat: closedDat,
    interviewDate: addDays(today, -20),
    venue: 'Conference room, head office',
    descriptio: 'Interview',
    designation: second,
    pos: 2,
    cancelled: false,
    panel,
    candidates: ofPost(second)
      .filter((id) => !open.candidates.some((one) => one.resumeId === id))
      .slice(0, 3)
      .map((resumeId, index) =>
        index < 2
          ? candidateOf(resumeId, index + 1, 1, {
              appointmentStatus: 1,
              appointmentDate: appointedOn,
              maxDateToJoin: addDays(today, 10 + index * 10),
              offeredPay: 22000 + index * 1500,
              appointmentComments: 'Probation of six months.',
            })
          : candidateOf(resumeId, index + 1, 2, { appointmentStatus: 2, appointmentDate: appointedOn }),
      ),
  };
  return { resumes, interviews: [open, closed] };
}

/** Seeds the resume bank and the interviews once per company (deterministic; later deletions stay). */
export async function seedRecruitment(companyCode: number): Promise<void> {
  let seed: Promise<{ resumes: HrdResume[]; interviews: HrdInterview[] }> | null = null;
  const once = () => (seed ??= recruitmentSeed(companyCode));
  await seedOnce(HRD_STORE.resumes, companyCode, async () =>
    (await once()).resumes.map((data) => ({ id: idOf(data.recordId), data })),
  );
  await seedOnce(HRD_STORE.interviews, companyCode, async () =>
    (await once()).interviews.map((data) => ({ id: idOf(data.recordId), data })),
  );
}
