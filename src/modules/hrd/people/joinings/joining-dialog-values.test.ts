import type { AppointedRow } from '../../domain/recruit-types';
import { joiningInputOf, joiningProblems } from './joining-dialog-values';

const today = '2026-03-10';
const row: AppointedRow = {
  recordId: 7,
  interviewSeq: 'INT2026-00001',
  resumeId: 3,
  nameOfCandidate: 'Ritu',
  surName: 'Varma',
  city: 'Kochi',
  designation: 2,
  designationName: 'Clerk',
  appointmentDate: '2026-03-01T10:00:00',
  maxDateToJoin: '2026-03-20',
  offeredPay: 18000,
  appointmentComments: '',
  joiningStatus: 0,
  joiningDate: '',
  joiningComments: '',
  refEmpNo: null,
  empno: '',
};
const joined = (joiningDate: string) => ({ status: '1', joiningDate, comments: '' });

describe('joiningProblems', () => {
  it('accepts a joining from the appointment to today, and a decline whatever the date', () => {
    expect(joiningProblems(row, joined('2026-03-01'), today)).toEqual([]);
    expect(joiningProblems(row, joined(today), today)).toEqual([]);
    expect(joiningProblems(row, { status: '2', joiningDate: '', comments: '' }, today)).toEqual([]);
  });

  it('says beside the date what the server refuses about it', () => {
    expect(joiningProblems(row, joined(''), today)).toEqual([
      { field: 'joiningDate', message: 'Enter the date of joining.' },
    ]);
    expect(joiningProblems(row, joined('2026-03-11'), today)).toEqual([
      { field: 'joiningDate', message: 'The joining date is after today: confirm the joining on the day.' },
    ]);
    expect(joiningProblems(row, joined('2026-02-28'), today)).toEqual([
      { field: 'joiningDate', message: 'The joining date is before the appointment (2026-03-01).' },
    ]);
    expect(joiningProblems(row, joined('2026-03-21'), '2026-03-25')).toEqual([
      { field: 'joiningDate', message: 'The last date to join was 2026-03-20.' },
    ]);
  });

  it('says beside the outcome that the appointment is already settled', () => {
    expect(joiningProblems({ ...row, joiningStatus: 2 }, joined(today), today)).toEqual([
      { field: 'status', message: 'This candidate declined the appointment.' },
    ]);
  });
});

describe('joiningInputOf', () => {
  it('sends the date only when joined, the comments trimmed', () => {
    expect(joiningInputOf(row, { status: '2', joiningDate: today, comments: ' Moved away ' })).toEqual({
      recordId: 7,
      resumeId: 3,
      joiningStatus: 2,
      joiningDate: '',
      joiningComments: 'Moved away',
    });
  });
});
