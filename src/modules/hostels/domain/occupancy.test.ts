import { holderFrom, holdersOn, holdsOn, occupancyOf } from './occupancy';
import type { HostelAllocation } from './allocation-types';

const allocation = (allocNo: string, segments: Array<[string, string, string | null]>): HostelAllocation => ({
  allocNo,
  occupant: { kind: 'STUDENT', key: `S:${allocNo}`, name: allocNo, admissionNo: allocNo, mobile: '', className: '' },
  segments: segments.map(([bedId, from, to]) => ({
    hostel: 'VBH',
    room: bedId.split('/')[0]!,
    bedId,
    from,
    to,
    packageCode: '',
    packageName: '',
    monthlyRate: 0,
  })),
  from: segments[0]![1],
  to: segments.at(-1)![2],
  status: segments.at(-1)![2] === null ? 'ACTIVE' : 'VACATED',
  remarks: '',
  createdAt: '',
  createdBy: '',
});

describe('bed occupancy', () => {
  const moved = allocation('A', [
    ['R1/B1', '2026-06-15', '2026-10-01'],
    ['R1/B2', '2026-10-01', null],
  ]);
  const left = allocation('B', [['R2/B1', '2026-06-15', '2026-11-10']]);

  it('holds a bed from its first day up to the day before it is left', () => {
    expect(holdsOn(moved.segments[0]!, '2026-09-30')).toBe(true);
    expect(holdsOn(moved.segments[0]!, '2026-10-01')).toBe(false);
    expect([...holdersOn([moved, left], '2026-11-09').keys()].sort()).toEqual(['R1/B2', 'R2/B1']);
    expect([...holdersOn([moved, left], '2026-11-10').keys()]).toEqual(['R1/B2']);
  });

  it('finds who would clash with a bed given from a day', () => {
    expect(holderFrom([moved, left], 'R2/B1', '2026-11-01')?.allocation.allocNo).toBe('B');
    expect(holderFrom([moved, left], 'R2/B1', '2026-11-10')).toBeUndefined();
    // A back-dated allocation clashes with a later holder too.
    expect(holderFrom([moved], 'R1/B2', '2026-09-01')?.allocation.allocNo).toBe('A');
    expect(holderFrom([moved], 'R1/B2', '2026-09-01', 'A')).toBeUndefined();
  });

  it('counts beds, occupied, out of service and vacant; the percentage of the beds in service', () => {
    expect(occupancyOf(['OCCUPIED', 'VACANT', 'OUT_OF_SERVICE', 'OCCUPIED', 'VACANT', 'VACANT', 'VACANT'])).toEqual({
      beds: 7,
      occupied: 2,
      outOfService: 1,
      vacant: 4,
      percent: 33.3,
    });
    expect(occupancyOf([])).toEqual({ beds: 0, occupied: 0, outOfService: 0, vacant: 0, percent: 0 });
  });
});
