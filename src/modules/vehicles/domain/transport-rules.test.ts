import { assignmentProblems, ridersFrom, runsOn, seatsOf, stopProblem } from './transport-rules';
import type { TransportAssignment } from './veh-types';

const route = { code: 'R-06', name: 'Godhni', stops: [{ stopName: 'Futala lake', pickupTime: '07:20' }], active: true };
const vehicles = [
  { route: 'R-06', capacity: 2, active: true },
  { route: 'R-06', capacity: 40, active: false },
  { route: 'R-01', capacity: 41, active: true },
];
const seat = (admissionNo: string, toDate = ''): TransportAssignment => ({
  admissionNo,
  name: admissionNo,
  classCode: 'I-A',
  route: 'R-06',
  routeName: 'Godhni',
  stop: 'Futala lake',
  way: 'BOTH',
  fromDate: '2026-04-01',
  toDate,
  by: 'admin',
});
const ask = { admissionNo: 'ADM-3', route: 'R-06', stop: 'Futala lake', way: 'BOTH', fromDate: '2026-06-01' };

describe('transport rules', () => {
  it('counts the seats of the active vehicles on the route', () => {
    expect(seatsOf('R-06', vehicles)).toBe(2);
    expect(seatsOf('R-09', vehicles)).toBe(0);
  });

  it('counts the riders holding a seat from a day, a stopped one only until its last day', () => {
    const rows = [seat('ADM-1'), seat('ADM-2', '2026-05-31')];
    expect(ridersFrom('R-06', rows, '2026-05-01')).toBe(2);
    expect(ridersFrom('R-06', rows, '2026-06-01')).toBe(1);
    expect(ridersFrom('R-06', rows, '2026-05-01', 'ADM-1')).toBe(1);
    expect(runsOn(rows[1]!, '2026-05-31')).toBe(true);
    expect(runsOn(rows[1]!, '2026-06-01')).toBe(false);
    expect(runsOn(rows[0]!, '2026-03-31')).toBe(false);
  });

  it('refuses a route full from the first day, naming the route and its seats', () => {
    expect(assignmentProblems(ask, [route], vehicles, [seat('ADM-1')])).toEqual([]);
    expect(assignmentProblems(ask, [route], vehicles, [seat('ADM-1'), seat('ADM-2')])).toEqual([
      { field: 'route', message: 'Route R-06 (Godhni) is full: 2 seats, 2 taken' },
    ]);
    // A seat freed before the first day counts no more; the pupil's own seat is not counted twice.
    expect(assignmentProblems(ask, [route], vehicles, [seat('ADM-1'), seat('ADM-2', '2026-05-31')])).toEqual([]);
    expect(
      assignmentProblems({ ...ask, admissionNo: 'ADM-2' }, [route], vehicles, [seat('ADM-1'), seat('ADM-2')]),
    ).toEqual([]);
  });

  it('refuses a stop off the route, a wrong way and a missing date', () => {
    const problems = assignmentProblems(
      { admissionNo: '', route: 'R-06', stop: 'Sadar', way: 'TWO', fromDate: '2026-02-30' },
      [route],
      vehicles,
      [],
    );
    expect(problems.map((problem) => problem.field)).toEqual(['admissionNo', 'stop', 'way', 'fromDate']);
    expect(assignmentProblems({ ...ask, route: 'R-99' }, [route], vehicles, [])[0]!.message).toBe(
      'There is no running route R-99',
    );
  });

  it('stops an assignment on a day not before its first', () => {
    expect(stopProblem(seat('ADM-1'), '2026-03-01')).toBe('The last day cannot be before the first, 2026-04-01');
    expect(stopProblem(seat('ADM-1', '2026-05-01'), '2026-06-01')).toBe('The assignment already stopped on 2026-05-01');
    expect(stopProblem(seat('ADM-1'), '2026-06-01')).toBeNull();
  });
});
