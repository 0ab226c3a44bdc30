import type { HrdInterview, HrdResume } from './recruitment-records';
import type { HrdEmployee } from './employee-types';
import { testEmployee } from './employee.fixture';
import { closingRefusal } from './recruit-closing';
import { meetingProblems, trainingProblems, type MeetingInput, type TrainingInput } from './recruit-events';
import { employeeFromJoining, joiningRefusal, type JoiningInput } from './recruit-joining';

const today = '2026-03-10';
const employee = (recordId: number, doj: string, lastWorkingDay?: string): HrdEmployee =>
  testEmployee(recordId, {
    empno: `EMP-000${recordId}`,
    empname: `Person ${recordId}`,
    maritalStatus: 0,
    doj,
    basicPay: 20000,
    grandPay: 30000,
    shift: 'GEN',
    serviceClosing: lastWorkingDay
      ? { dat: lastWorkingDay, lastWorkingDay, reason: 'Resigned', closedBy: 'ADMIN' }
      : null,
  });
const resume: HrdResume = {
  recordId: 7,
  seq: 'RES2026-00007',
  dat: '2026-02-01',
  appDate: '2026-02-01',
  nameOfCandidate: 'Anjali',
  surName: 'Menon',
  fatherName: 'Gopi',
  dob: '1998-05-04',
  gender: 2,
  expectedSalary: 24000,
  city: 'Kochi',
  mobile: '9847012345',
  email: 'a@example.com',
  designation: 3,
  curriculum: [],
  experience: [],
};
const appointed = {
  sno: 1,
  resumeId: 7,
  result: 1 as const,
  interviewerComments: '',
  appointmentStatus: 1,
  appointmentDate: '2026-03-02',
  maxDateToJoin: '2026-03-20',
  appointmentComments: '',
  offeredPay: 26000,
  joiningStatus: 0,
  joiningDate: '',
  joiningComments: '',
  refEmpNo: null,
};
const interview: HrdInterview = {
  recordId: 2,
  seq: 'INT2026-00002',
  dat: '2026-02-20',
  interviewDate: '2026-02-25',
  venue: 'Office',
  descriptio: '',
  designation: 3,
  pos: 2,
  cancelled: false,
  panel: [],
  candidates: [appointed],
};
const joining = (more: Partial<JoiningInput>): JoiningInput => ({
  recordId: 2,
  resumeId: 7,
  joiningStatus: 1,
  joiningDate: today,
  joiningComments: '',
  ...more,
});

describe('joining rules', () => {
  it('joins an appointed candidate from the appointment date to the last date to join, not after today', () => {
    expect(joiningRefusal(interview, appointed, joining({}), today)).toBeNull();
    expect(joiningRefusal(interview, appointed, joining({ joiningDate: '2026-03-01' }), today)).toBe(
      'The joining date is before the appointment (2026-03-02).',
    );
    expect(joiningRefusal(interview, appointed, joining({ joiningDate: '2026-03-11' }), today)).toMatch(/after today/);
    expect(joiningRefusal(interview, appointed, joining({}), '2026-03-25')).toBeNull();
    expect(joiningRefusal(interview, appointed, joining({ joiningDate: '2026-03-21' }), '2026-03-25')).toBe(
      'The last date to join was 2026-03-20.',
    );
    expect(joiningRefusal(interview, { ...appointed, appointmentStatus: 2 }, joining({}), today)).toBe(
      'Only an appointed candidate joins.',
    );
    expect(joiningRefusal(interview, { ...appointed, joiningStatus: 1 }, joining({}), today)).toMatch(/already joined/);
    expect(joiningRefusal(interview, appointed, joining({ joiningStatus: 2, joiningDate: '' }), today)).toBeNull();
  });
  it('creates the employee from the resume and the appointment, paid in cash', () => {
    const created = employeeFromJoining(resume, appointed, {
      recordId: 43,
      empno: 'EMP-0043',
      joiningDate: today,
      department: 2,
      shift: 'GEN',
      leaves: [{ lineid: 1, leaveId: 1, valu: 12 }],
    });
    expect(created).toMatchObject({
      recordId: 43,
      empno: 'EMP-0043',
      empname: 'Anjali',
      surname: 'Menon',
      gender: 2,
      dob: '1998-05-04',
      designation: 3,
      department: 2,
      doj: today,
      basicPay: 26000,
      grandPay: 26000,
      modeofPay: 3,
      shift: 'GEN',
      serviceClosing: null,
    });
  });
});

describe('service closing rules', () => {
  it('closes an employee in service from the joining day, outside locked salary months', () => {
    expect(closingRefusal(employee(1, '2024-06-01'), '2026-03-31', 'Resigned', ['2026-01', '2026-02'])).toBeNull();
    expect(closingRefusal(employee(1, '2024-06-01'), '2026-02-28', 'Resigned', ['2026-01', '2026-02'])).toBe(
      'The salary of 2026-02 is locked: a last working day in or before it would change a final salary.',
    );
    expect(closingRefusal(employee(1, '2026-03-05'), '2026-03-04', 'Resigned', [])).toMatch(
      /before Person 1 \(EMP-0001\) joined/,
    );
    expect(closingRefusal(employee(1, '2024-06-01', '2026-01-31'), '2026-03-31', 'Resigned', [])).toMatch(
      /already closed/,
    );
    expect(closingRefusal(employee(1, '2024-06-01'), '2026-03-31', ' ', [])).toBe('Give the reason for leaving.');
  });
});

describe('trainings and meetings', () => {
  const people = new Map(
    [employee(1, '2020-01-01'), employee(2, '2026-03-05'), employee(3, '2020-01-01', '2026-03-11')].map((one) => [
      one.recordId,
      one,
    ]),
  );
  const training: TrainingInput = {
    title: 'Fire safety',
    trainer: 'Kerala Fire Force',
    venue: 'Yard',
    fromDate: '2026-03-11',
    toDate: '2026-03-12',
    attendees: [{ empno: 1, attended: false, remarks: '' }],
  };
  it('needs attendees in service throughout, attendance only once begun', () => {
    expect(trainingProblems(training, people, today)).toEqual({});
    expect(
      trainingProblems({ ...training, attendees: [{ empno: 3, attended: false, remarks: '' }] }, people, today)
        .attendees,
    ).toBe('Person 3 (EMP-0003) is not in service on those days');
    expect(trainingProblems({ ...training, toDate: '2026-03-10' }, people, today).toDate).toBe(
      'The last day is before the first',
    );
    expect(
      trainingProblems({ ...training, attendees: [{ empno: 1, attended: true, remarks: '' }] }, people, today)
        .attendees,
    ).toBe('Attendance is marked once the training has begun');
    expect(
      trainingProblems(
        {
          ...training,
          fromDate: '2026-03-01',
          toDate: '2026-03-02',
          attendees: [{ empno: 2, attended: true, remarks: '' }],
        },
        people,
        today,
      ).attendees,
    ).toMatch(/Person 2/);
  });
  const meeting: MeetingInput = {
    subject: 'Safety review',
    venue: 'Hall',
    meetingDate: '2026-03-09',
    fromTime: '10:00',
    toTime: '11:00',
    chairedBy: 1,
    minutes: 'Reviewed',
    attendees: [
      { empno: 1, attended: true },
      { empno: 2, attended: false },
    ],
  };
  it('needs times in order, the chair among the attendees, minutes only once held', () => {
    expect(meetingProblems(meeting, people, today)).toEqual({});
    expect(meetingProblems({ ...meeting, toTime: '09:30', chairedBy: 3 }, people, today)).toEqual({
      toTime: 'It ends before it begins',
      chairedBy: 'The chair must be one of the attendees',
    });
    expect(meetingProblems({ ...meeting, meetingDate: '2026-03-11' }, people, today)).toMatchObject({
      minutes: 'Minutes are written once the meeting is held',
      attendees: 'Attendance is marked once the meeting is held',
    });
  });
});
