import { configure, screen, within } from '@testing-library/react';
import type { HrdInterview, HrdInterviewCandidate, HrdResume } from '../../src/modules/hrd/domain/recruitment-records';
import { displayDate, monthTitle } from '../../src/modules/hrd/domain/attendance-dates';
import { designationsOf, employeesOf } from '../../src/mocks/core/people/hrd-masters';
import { HRD_STORE } from '../../src/mocks/hrd/hrd-store';
import { seedRecruitment } from '../../src/mocks/hrd/recruitment/recruit-seeds';
import { COMPANY, day, putEmployee, replaceStore, reportTable, ROOT, staffOn, today } from './hrd-reports-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const resume = (recordId: number, name: string, designation: number): HrdResume => ({
  recordId,
  seq: `RES2026-0000${recordId}`,
  dat: today(),
  appDate: today(),
  nameOfCandidate: name,
  surName: 'Test',
  fatherName: '',
  dob: '1998-01-01',
  gender: 2,
  expectedSalary: 18000,
  city: 'Nashik',
  mobile: `900000000${recordId}`,
  email: '',
  designation,
  curriculum: [],
  experience: [],
});
const candidate = (sno: number, resumeId: number, over: Partial<HrdInterviewCandidate>): HrdInterviewCandidate => ({
  sno,
  resumeId,
  result: 0,
  interviewerComments: '',
  appointmentStatus: 0,
  appointmentDate: '',
  maxDateToJoin: '',
  appointmentComments: '',
  offeredPay: 0,
  joiningStatus: 0,
  joiningDate: '',
  joiningComments: '',
  refEmpNo: null,
  ...over,
});

/**
 * Two interviews for one post: one closed (Asha appointed, to join by yesterday; Chitra failed), one open today (Bhavna
 * awaited).
 */
async function recruitmentFixtures() {
  const post = (await designationsOf(COMPANY))[0]!;
  const resumes = [
    resume(1, 'Asha', post.recordId),
    resume(2, 'Bhavna', post.recordId),
    resume(3, 'Chitra', post.recordId),
  ];
  const base = {
    dat: day(today(), -5),
    venue: 'HR room',
    descriptio: '',
    designation: post.recordId,
    cancelled: false,
    panel: [],
  };
  const interviews: HrdInterview[] = [
    {
      ...base,
      recordId: 1,
      seq: 'INT2026-00001',
      interviewDate: day(today(), -3),
      pos: 2,
      candidates: [
        candidate(1, 1, {
          result: 1,
          appointmentStatus: 1,
          appointmentDate: day(today(), -2),
          maxDateToJoin: day(today(), -1),
          offeredPay: 21000.5,
        }),
        candidate(2, 3, { result: 2, appointmentStatus: 2 }),
      ],
    },
    { ...base, recordId: 2, seq: 'INT2026-00002', interviewDate: today(), pos: 1, candidates: [candidate(1, 2, {})] },
  ];
  await replaceStore(HRD_STORE.resumes, () => seedRecruitment(COMPANY), resumes);
  await replaceStore(HRD_STORE.interviews, () => seedRecruitment(COMPANY), interviews);
  return post.designation;
}

describe('HR reports (1002, the HR clerk)', () => {
  it('lists the interviews of a period a candidate a row, with results counted per interview and in total', async () => {
    const post = await recruitmentFixtures();
    await signInAs(COMPANY, 'staff');
    renderApp(`${ROOT}/hrd-rep-interviews?p.frmDate=${day(today(), -7)}&p.toDate=${today()}`);
    const { table, rows, total, at, header } = await reportTable('Interviews');
    expect(rows.map((row) => [at(row, 'Candidate'), at(row, 'Result'), at(row, 'Appointment')])).toEqual([
      ['Asha Test', 'Passed', 'Appointed'],
      ['Chitra Test', 'Failed', 'Not appointed'],
      ['Bhavna Test', 'Awaited', ''],
    ]);
    expect(
      within(table).getByRole('rowheader', { name: `Interview: INT2026-00001 · ${post} (2)` }),
    ).toBeInTheDocument();
    expect(['Candidates', 'Passed', 'Failed', 'Awaited'].map((name) => total[header.indexOf(name)])).toEqual([
      '3',
      '1',
      '1',
      '1',
    ]);
  });

  it('shows pending joinings with the days left and overdue, and pending interviews', async () => {
    await recruitmentFixtures();
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(`${ROOT}/hrd-rep-pending-joinings`);
    const joinings = await reportTable('Pending joinings');
    expect(joinings.rows).toHaveLength(1);
    const [row] = joinings.rows;
    expect([
      joinings.at(row!, 'Candidate'),
      joinings.at(row!, 'Days left'),
      joinings.at(row!, 'Overdue'),
      joinings.at(row!, 'Pay offered'),
    ]).toEqual(['Asha Test', '-1', 'Overdue', '21,000.50']);
    expect(joinings.at(joinings.total, 'Pay offered')).toBe('21,000.50');
    unmount();
    renderApp(`${ROOT}/hrd-rep-pending-interviews`);
    const pending = await reportTable('Pending interviews');
    expect(pending.rows.map((one) => [pending.at(one, 'Candidate'), pending.at(one, 'Results awaited')])).toEqual([
      ['Bhavna Test', '1'],
    ]);
  });

  it("counts joinings and leavings of the month and lists the day's service closing", async () => {
    const [leaver, joiner] = await staffOn(today(), day(today(), -40));
    await putEmployee({
      ...leaver!,
      serviceClosing: { dat: today(), lastWorkingDay: today(), reason: 'Resigned', closedBy: 'STAFF' },
    });
    const monthStart = `${today().slice(0, 7)}-01`;
    await putEmployee({ ...joiner!, doj: monthStart });
    const employees = await employeesOf(COMPANY);
    const joined = employees.filter((one) => one.doj >= monthStart && one.doj <= today()).length;
    const left = employees.filter(
      (one) =>
        one.serviceClosing &&
        one.serviceClosing.lastWorkingDay >= monthStart &&
        one.serviceClosing.lastWorkingDay <= today(),
    ).length;
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(`${ROOT}/hrd-rep-joinings-leavings?p.frmDate=${monthStart}&p.toDate=${today()}`);
    const report = await reportTable('Joinings vs leavings');
    expect(
      report.rows.map((row) => [
        report.at(row, 'Month'),
        report.at(row, 'Joined'),
        report.at(row, 'Left'),
        report.at(row, 'Net'),
      ]),
    ).toEqual([[monthTitle(today().slice(0, 7)), String(joined), String(left), String(joined - left)]]);
    expect(joined).toBeGreaterThanOrEqual(1);
    unmount();
    renderApp(`${ROOT}/hrd-rep-service-closings?p.frmDate=${today()}&p.toDate=${today()}`);
    const closings = await reportTable('Day-wise service closings');
    expect(
      screen.getByRole('rowheader', { name: `Last working day: ${displayDate(today())} (1)` }),
    ).toBeInTheDocument();
    expect(closings.rows.map((row) => [closings.at(row, 'Employee number'), closings.at(row, 'Reason')])).toEqual([
      [leaver!.empno, 'Resigned'],
    ]);
  });
});
