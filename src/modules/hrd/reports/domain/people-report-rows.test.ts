import { joiningsLeavingsRows, meetingRows, serviceClosingRows, trainingRows } from './people-report-rows';
import { closed, testEmployee, testPeople } from './report-test-people';

describe('joinings vs leavings', () => {
  it('counts per month who joined (doj) and who left (last working day), the net and the headcount at the end', () => {
    const people = testPeople([
      testEmployee(1, { doj: '2019-05-01' }),
      testEmployee(2, { doj: '2025-01-15' }),
      testEmployee(3, { doj: '2025-01-31', serviceClosing: closed('2025-03-10') }),
      testEmployee(4, { doj: '2018-01-01', serviceClosing: closed('2025-02-28') }),
      testEmployee(5, { doj: '2025-03-01' }),
    ]);
    // Jan: 2 and 3 join (in service at the end: 1, 2, 3, 4 = 4). Feb: 4 leaves on the 28th, still in on that day (4).
    // Mar: 5 joins, 3 leaves on the 10th (end: 1, 2, 5 = 3).
    expect(joiningsLeavingsRows(people, { from: '2025-01-01', to: '2025-03-31' })).toEqual([
      { month: 'January 2025', joined: 2, left: 0, net: 2, headcount: 4 },
      { month: 'February 2025', joined: 0, left: 1, net: -1, headcount: 4 },
      { month: 'March 2025', joined: 1, left: 1, net: 0, headcount: 3 },
    ]);
  });

  it('counts only the part of a month inside the period', () => {
    const people = testPeople([testEmployee(1, { doj: '2025-01-05' }), testEmployee(2, { doj: '2025-01-25' })]);
    // From 10 Jan: only employee 2 joined inside; at 20 Jan (the period's end) only employee 1 is in.
    expect(joiningsLeavingsRows(people, { from: '2025-01-10', to: '2025-01-20' })).toEqual([
      { month: 'January 2025', joined: 0, left: 0, net: 0, headcount: 1 },
    ]);
  });
});

describe('day-wise service closings', () => {
  it('lists the closings whose last working day is in the period by day, with the years served', () => {
    const people = testPeople([
      testEmployee(1, { doj: '2015-06-01', serviceClosing: closed('2025-05-31', 'Retired') }),
      testEmployee(2, { doj: '2024-06-02', serviceClosing: closed('2025-06-01') }),
      testEmployee(3, { serviceClosing: closed('2025-07-01') }),
      testEmployee(4),
    ]);
    const rows = serviceClosingRows(people, { from: '2025-05-01', to: '2025-06-30' });
    expect(rows.map((row) => [row.day, row.empno, row.empname, row.department, row.years, row.reason])).toEqual([
      ['31-May-2025', 'E1', 'Name1 Rao', 'Kitchen', 9, 'Retired'],
      ['01-Jun-2025', 'E2', 'Name2 Rao', 'Kitchen', 0, 'Resigned'],
    ]);
  });
});

describe('trainings and meetings', () => {
  const people = testPeople([testEmployee(1), testEmployee(2, { department: 2 })]);
  it('lists a training running in the period, a row per attendee counted invited and present', () => {
    const training = {
      recordId: 1,
      seq: 'TRN2025-00001',
      dat: '2025-03-01',
      title: 'Fire safety',
      trainer: 'Fire dept',
      venue: 'Hall',
      fromDate: '2025-03-30',
      toDate: '2025-04-01',
      attendees: [
        { empno: 1, attended: true, remarks: '' },
        { empno: 2, attended: false, remarks: 'On leave' },
      ],
    };
    const rows = trainingRows(people, [training], { from: '2025-04-01', to: '2025-04-30' });
    expect(
      rows.map((row) => [row.training, row.empname, row.department, row.attended, row.invited, row.present]),
    ).toEqual([
      ['TRN2025-00001 · Fire safety', 'Name1 Rao', 'Kitchen', 'Yes', 1, 1],
      ['TRN2025-00001 · Fire safety', 'Name2 Rao', 'Front office', 'No', 1, 0],
    ]);
    expect(trainingRows(people, [training], { from: '2025-04-02', to: '2025-04-30' })).toEqual([]);
  });

  it('lists a meeting held in the period with its chair and attendees', () => {
    const meeting = {
      recordId: 1,
      seq: 'MET2025-00001',
      dat: '2025-03-01',
      subject: 'Staff meeting',
      venue: 'Room',
      meetingDate: '2025-03-05',
      fromTime: '10:00',
      toTime: '11:00',
      chairedBy: 2,
      minutes: '',
      attendees: [{ empno: 1, attended: true }],
    };
    const [row] = meetingRows(people, [meeting], { from: '2025-03-01', to: '2025-03-31' });
    expect(row).toMatchObject({
      meeting: 'MET2025-00001 · Staff meeting',
      time: '10:00 to 11:00',
      chairedBy: 'Name2 Rao',
      empno: 'E1',
      attended: 'Yes',
      invited: 1,
      present: 1,
    });
  });
});
