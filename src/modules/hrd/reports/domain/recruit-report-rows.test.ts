import type { HrdInterview, HrdInterviewCandidate, HrdResume } from '../../domain/recruitment-records';
import { calledCandidate } from '../../domain/recruit-interview';
import {
  appointmentRows,
  interviewRows,
  pendingAppointmentRows,
  pendingInterviewRows,
  pendingJoiningRows,
  resumeFilterRows,
  type RecruitSources,
} from './recruit-report-rows';
import { testEmployee, testPeople } from './report-test-people';

const resume = (recordId: number, over: Partial<HrdResume> = {}): HrdResume =>
  ({
    recordId,
    seq: `RES2025-0000${recordId}`,
    appDate: '2025-03-01',
    nameOfCandidate: `Cand${recordId}`,
    surName: 'K',
    city: 'Pune',
    mobile: `98${recordId}`,
    expectedSalary: 20000,
    designation: 10,
    ...over,
  }) as HrdResume;
const interview = (
  recordId: number,
  candidates: HrdInterviewCandidate[],
  over: Partial<HrdInterview> = {},
): HrdInterview => ({
  recordId,
  seq: `INT2025-0000${recordId}`,
  dat: '2025-03-01',
  interviewDate: '2025-03-10',
  venue: 'HR room',
  descriptio: '',
  designation: 10,
  pos: 1,
  cancelled: false,
  panel: [],
  candidates,
  ...over,
});

const TODAY = '2025-03-20';
function sources(interviews: HrdInterview[]): RecruitSources {
  return {
    resumes: [
      resume(1),
      resume(2, { city: 'Mumbai', expectedSalary: 30000 }),
      resume(3, { designation: 20, appDate: '2025-02-10' }),
      resume(4),
    ],
    interviews,
    people: testPeople([testEmployee(7, { empno: 'E0007' })]),
    today: TODAY,
  };
}

describe('recruitment report rows', () => {
  it('filters resumes by period, post, part of the city and expected salary, with where each stands', () => {
    const bank = sources([interview(1, [calledCandidate(1, 1, { result: 0 })])]);
    const all = { from: '2025-03-01', to: '2025-03-31', designation: null, city: '', minSalary: null, maxSalary: null };
    expect(resumeFilterRows(bank, all).map((row) => [row.seq, row.status])).toEqual([
      ['RES2025-00001', 'In interview INT2025-00001'],
      ['RES2025-00002', 'Waiting for an interview'],
      ['RES2025-00004', 'Waiting for an interview'],
    ]);
    expect(resumeFilterRows(bank, { ...all, city: 'mum' }).map((row) => row.candidate)).toEqual(['Cand2 K']);
    expect(resumeFilterRows(bank, { ...all, minSalary: 25000 }).map((row) => row.seq)).toEqual(['RES2025-00002']);
    expect(
      resumeFilterRows(bank, { ...all, from: '2025-01-01', designation: 20 }).map((row) => [row.seq, row.designation]),
    ).toEqual([['RES2025-00003', 'Receptionist']]);
  });

  it('lists interviews of the period a row per candidate with results counted; a cancelled one is left out', () => {
    const bank = sources([
      interview(
        1,
        [
          calledCandidate(1, 1, { result: 1, appointmentStatus: 1 }),
          calledCandidate(2, 2, { result: 2 }),
          calledCandidate(3, 4),
        ],
        { pos: 2 },
      ),
      interview(2, [calledCandidate(1, 3)], { cancelled: true }),
      interview(3, [], { interviewDate: '2025-04-02' }),
    ]);
    const rows = interviewRows(bank, { from: '2025-03-01', to: '2025-03-31' });
    expect(
      rows.map((row) => [
        row.interview,
        row.candidate,
        row.result,
        row.appointment,
        row.passed,
        row.failed,
        row.awaited,
      ]),
    ).toEqual([
      ['INT2025-00001 · Cook', 'Cand1 K', 'Passed', 'Appointed', 1, 0, 0],
      ['INT2025-00001 · Cook', 'Cand2 K', 'Failed', '', 0, 1, 0],
      ['INT2025-00001 · Cook', 'Cand4 K', 'Awaited', '', 0, 0, 1],
    ]);
  });

  it('pending interviews: candidates without a result in open interviews, with when the interview is', () => {
    const bank = sources([
      interview(1, [calledCandidate(1, 1), calledCandidate(2, 2, { result: 1 })]),
      interview(2, [calledCandidate(1, 4)], { interviewDate: TODAY }),
      interview(3, [calledCandidate(1, 3)], { pos: 2 }),
    ]);
    expect(pendingInterviewRows(bank).map((row) => [row.interview, row.candidate, row.when])).toEqual([
      ['INT2025-00001 · Cook', 'Cand1 K', 'Held, result not recorded'],
      ['INT2025-00002 · Cook', 'Cand4 K', 'Today'],
    ]);
  });

  it('appointments of the period and those still to decide; pending joinings with days left and overdue', () => {
    const bank = sources([
      interview(
        1,
        [
          calledCandidate(1, 1, {
            result: 1,
            appointmentStatus: 1,
            appointmentDate: '2025-03-12T10:00:00',
            maxDateToJoin: '2025-03-18',
            offeredPay: 21000,
          }),
          calledCandidate(2, 2, {
            result: 1,
            appointmentStatus: 1,
            appointmentDate: '2025-03-12T10:00:00',
            maxDateToJoin: '2025-03-25',
            offeredPay: 25000,
            joiningStatus: 1,
            joiningDate: '2025-03-15',
            refEmpNo: 7,
          }),
          calledCandidate(3, 4, {
            result: 1,
            appointmentStatus: 1,
            appointmentDate: '2025-03-13',
            maxDateToJoin: '2025-03-30',
            offeredPay: 19000,
          }),
        ],
        { pos: 2 },
      ),
      interview(2, [calledCandidate(1, 3, { result: 1 }), calledCandidate(2, 4, { result: 2 })], {
        interviewDate: '2025-03-15',
      }),
    ]);
    const appointed = appointmentRows(bank, { from: '2025-03-12', to: '2025-03-12' });
    expect(appointed.map((row) => [row.candidate, row.offeredPay, row.joining, row.joiningDate, row.empno])).toEqual([
      ['Cand1 K', 21000, 'Awaiting joining', '', ''],
      ['Cand2 K', 25000, 'Joined', '2025-03-15', 'E0007'],
    ]);
    // Passed on 15 Mar, no decision by the 20th: 5 days waiting.
    expect(pendingAppointmentRows(bank).map((row) => [row.candidate, row.daysWaiting])).toEqual([['Cand3 K', 5]]);
    // Join by the 18th: 2 days overdue on the 20th; by the 30th: 10 days left.
    expect(
      pendingJoiningRows(bank).map((row) => [row.candidate, row.maxDateToJoin, row.daysLeft, row.overdue]),
    ).toEqual([
      ['Cand1 K', '2025-03-18', -2, 'Overdue'],
      ['Cand4 K', '2025-03-30', 10, ''],
    ]);
  });
});
