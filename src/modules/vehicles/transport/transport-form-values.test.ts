import type { TransportAssignment, TransportPupil, TransportRoute } from '../domain/veh-types';
import { emptyAssignment, transportProblems } from './transport-form-values';

const route: TransportRoute = {
  code: 'R-06',
  name: 'Godhni',
  stops: [{ stopName: 'Square', pickupTime: '07:10' }],
  seats: 2,
  riders: 2,
  termFee: null,
  oneWayFee: null,
};
const riding: TransportAssignment = {
  admissionNo: 'A-2',
  name: 'Meera',
  classCode: 'VI-A',
  route: 'R-06',
  routeName: 'Godhni',
  stop: 'Square',
  way: 'BOTH',
  fromDate: '2026-06-01',
  toDate: '',
  by: 'staff',
};
const pupils: TransportPupil[] = [
  { admissionNo: 'A-1', name: 'Ravi', classCode: 'VI-A', transport: false, assignment: null },
  { admissionNo: 'A-2', name: 'Meera', classCode: 'VI-A', transport: true, assignment: riding },
];
const requirements = { routes: [route], pupils };
const typed = { ...emptyAssignment('2026-11-25'), route: 'R-06', stop: 'Square' };

describe('the transport form’s checks', () => {
  it('asks for the route, the stop and the pupil (the module’s rules)', () => {
    expect(transportProblems(emptyAssignment('2026-11-25'), requirements, true)).toEqual([
      { field: 'admissionNo', message: 'Choose the pupil' },
      { field: 'route', message: 'Choose the route' },
      { field: 'stop', message: 'Choose the stop' },
    ]);
  });
  it('refuses a full route, freeing the seat of a pupil already on it', () => {
    expect(transportProblems({ ...typed, admissionNo: 'A-1' }, requirements, true)).toEqual([
      { field: 'route', message: 'Route R-06 (Godhni) is full: 2 seats, 2 taken' },
    ]);
    expect(transportProblems({ ...typed, admissionNo: 'A-2' }, requirements, true)).toEqual([]);
  });
  it('refuses changing a running seat without the right to', () => {
    expect(transportProblems({ ...typed, admissionNo: 'A-2' }, requirements, false)).toEqual([
      { field: 'admissionNo', message: 'Meera already rides route R-06' },
    ]);
  });
});
