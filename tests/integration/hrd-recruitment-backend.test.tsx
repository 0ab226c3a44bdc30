import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES as R } from '../../src/modules/hrd/domain/hrd-routes';
import type { HrdResume } from '../../src/modules/hrd/domain/recruitment-records';
import { addDays } from '../../src/modules/hrd/domain/recruit-dates';
import type {
  AppointedRow,
  AppointmentListAnswer,
  InterviewAnswer,
  InterviewRow,
  ResumeAnswer,
  ResumeRow,
  ServiceClosingsAnswer,
} from '../../src/modules/hrd/domain/recruit-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { employeesOf, inServiceOn } from '../../src/mocks/core/people/hrd-masters';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1002;
const today = serverToday();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );

describe('the recruitment demo backend (1002)', () => {
  it('seeds a resume bank, an open interview and appointments awaiting joining; a resume goes through to an employee', async () => {
    await signInAs(COMPANY, 'staff');
    const bank = await dataProvider.report<ResumeRow[]>(R.resumeList, {});
    expect(bank).toHaveLength(12);
    expect(new Set(bank.map((row) => row.designation)).size).toBe(3);
    const open = await dataProvider.read<InterviewRow[]>(R.interviewsList);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ pos: 1, candidates: 4, passed: 2, awaited: 1 });
    const awaiting = (await dataProvider.report<AppointedRow[]>(R.joiningList, {})).filter(
      (row) => row.joiningStatus === 0,
    );
    expect(awaiting).toHaveLength(2);

    const post = bank[0]!.designation;
    const { designations } = await dataProvider.report<ResumeAnswer>(R.resume, { recordId: 0 });
    expect(designations.some((one) => one.recordId === post)).toBe(true);
    const header = {
      nameOfCandidate: 'Ritu',
      surName: 'Varma',
      fatherName: 'Ravi Varma',
      appDate: today,
      dob: '1999-04-02',
      gender: 2,
      expectedSalary: 21000,
      city: 'Kochi',
      mobile: '9895011122',
      email: '',
      designation: post,
    };
    expect(
      await refusal(
        dataProvider.write(R.setResume, {
          header: { ...header, mobile: '123' },
          curriculum: [],
          experience: [],
          traCheck: 1,
        }),
      ),
    ).toMatch(/Ten digits/);
    const saved = await dataProvider.write(R.setResume, {
      header,
      curriculum: [{ frmyear: '2017', toyear: '2020', qual: 'B.A.', board: 'Calicut University' }],
      experience: [],
      traCheck: 1,
    });
    expect(saved.seq).toMatch(new RegExp(`^RES${today.slice(0, 4)}-\\d{5}$`));
    const resumeId = Number(saved.recordId);
    const pending = await dataProvider.get<HrdResume[]>(R.pendingResumes, String(post));
    expect(pending!.map((one) => one.recordId)).toContain(resumeId);

    const { employees } = await dataProvider.report<InterviewAnswer>(R.interview, { recordId: 0 });
    const panel = employees
      .filter((one) => one.inService)
      .slice(0, 1)
      .map((one) => ({ empno: one.recordid }));
    const interview = {
      header: { interviewDate: addDays(today, -1), venue: 'Board room', descriptio: '', designation: post },
      panel,
      candidates: [{ resumeId, result: 0, interviewerComments: '' }],
      traCheck: 1,
    };
    expect(await refusal(dataProvider.write(R.setInterview, interview))).toMatch(/before today/);
    expect(
      await refusal(
        dataProvider.write(R.setInterview, {
          ...interview,
          header: { ...interview.header, interviewDate: today },
          panel: [],
        }),
      ),
    ).toMatch(/panel member/);
    const created = await dataProvider.write(R.setInterview, {
      ...interview,
      header: { ...interview.header, interviewDate: today },
    });
    const interviewId = Number(created.recordId);
    expect(
      (await dataProvider.get<HrdResume[]>(R.pendingResumes, String(post)))!.map((one) => one.recordId),
    ).not.toContain(resumeId);
    await dataProvider.write(R.setInterview, {
      ...interview,
      header: { ...interview.header, interviewDate: today, recordId: interviewId },
      candidates: [{ resumeId, result: 1, interviewerComments: 'Good' }],
      traCheck: 2,
    });

    const list = await dataProvider.read<AppointmentListAnswer>(R.appointmentList);
    expect(list.candidates.find((one) => one.recordId === interviewId)).toMatchObject({
      resumeId,
      result: 1,
      nameOfCandidate: 'Ritu',
    });
    const appoint = {
      header: { recordId: interviewId },
      candidates: [
        {
          resumeId,
          appointmentStatus: 1,
          maxDateToJoin: addDays(today, -1),
          appointmentComments: '',
          offeredPay: 23000,
        },
      ],
    };
    expect(await refusal(dataProvider.write(R.setAppointment, appoint))).toMatch(/before the appointment date/);
    await dataProvider.write(R.setAppointment, {
      ...appoint,
      candidates: [{ ...appoint.candidates[0]!, maxDateToJoin: addDays(today, 7) }],
    });
    expect(await refusal(dataProvider.write(R.setAppointment, appoint))).toMatch(/closed/);

    const before = await employeesOf(COMPANY);
    const joined = await dataProvider.write(R.setJoining, {
      joining: { recordId: interviewId, resumeId, joiningStatus: 1, joiningDate: today, joiningComments: '' },
      traCheck: 1,
    });
    const employee = (await employeesOf(COMPANY)).find((one) => one.recordId === Number(joined.recordId))!;
    expect(employee).toMatchObject({
      empname: 'Ritu',
      designation: post,
      doj: today,
      basicPay: 23000,
      modeofPay: 3,
      serviceClosing: null,
    });
    expect(employee.recordId).toBe(Math.max(...before.map((one) => one.recordId)) + 1);
    expect(joined.empno).toBe(employee.empno);
    expect(
      await refusal(
        dataProvider.write(R.setJoining, {
          joining: { recordId: interviewId, resumeId, joiningStatus: 1, joiningDate: today, joiningComments: '' },
          traCheck: 1,
        }),
      ),
    ).toMatch(/already joined/);
  });

  it('closes a service: the Dob kept, out of in-service lists after the last working day; the clerk may only view', async () => {
    await signInAs(COMPANY, 'staff');
    const { employees } = await dataProvider.report<ServiceClosingsAnswer>(R.serviceClosings, {});
    const leaver = employees[2]!;
    expect(
      await refusal(
        dataProvider.write(R.serviceClosing, { recordId: leaver.recordid, detail: 'Resigned', frmDate: today }),
      ),
    ).toMatch(/not authori[sz]ed/i);
    await signInAs(COMPANY, 'admin');
    const dob = (await employeesOf(COMPANY)).find((one) => one.recordId === leaver.recordid)!.dob;
    await dataProvider.write(R.serviceClosing, { recordId: leaver.recordid, detail: 'Resigned', frmDate: today });
    const closed = (await employeesOf(COMPANY)).find((one) => one.recordId === leaver.recordid)!;
    expect(closed.dob).toBe(dob);
    expect(closed.serviceClosing).toMatchObject({
      lastWorkingDay: today,
      reason: 'Resigned',
      closedBy: expect.stringMatching(/admin/i),
    });
    expect(inServiceOn(closed, today)).toBe(true);
    expect(inServiceOn(closed, addDays(today, 1))).toBe(false);
    const after = await dataProvider.report<ServiceClosingsAnswer>(R.serviceClosings, {});
    expect(after.employees.map((one) => one.recordid)).not.toContain(leaver.recordid);
    expect(after.closings.find((one) => one.recordid === leaver.recordid)).toMatchObject({
      lastWorkingDay: today,
      reason: 'Resigned',
    });
  });
});
