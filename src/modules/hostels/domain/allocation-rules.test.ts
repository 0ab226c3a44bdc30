import {
  allocateRefusal,
  newAllocation,
  transferRefusal,
  transferred,
  vacated,
  vacateRefusal,
  type AllocationWorld,
  type BedInfo,
} from './allocation-rules';
import type { AllocateInput, HostelAllocation } from './allocation-types';

const bed = (bedId: string, hostel: string, category = 'TWN', outOfService = ''): BedInfo => ({
  bedId,
  room: bedId.split('/')[0]!,
  hostel,
  category,
  categoryName: category === 'TWN' ? 'Twin sharing' : 'Dormitory (8 beds)',
  monthlyRent: 4200,
  outOfService,
});
const BEDS = [
  bed('VBH-101/B1', 'VBH'),
  bed('VBH-101/B2', 'VBH'),
  bed('VBH-105/B1', 'VBH', 'DRM'),
  bed('VBH-102/B1', 'VBH', 'TWN', 'Broken cot'),
  bed('SGH-101/B1', 'SGH'),
  bed('GST-1/B1', 'GST'),
];

function world(allocations: HostelAllocation[] = []): AllocationWorld {
  return {
    today: '2026-11-24',
    allocations,
    beds: new Map(BEDS.map((one) => [one.bedId, one])),
    students: new Map([
      [
        'ADM-1',
        {
          admissionNo: 'ADM-1',
          name: 'Aarav Deshmukh',
          gender: 'M',
          className: 'VII A',
          mobile: '9822031000',
          active: true,
        },
      ],
      [
        'ADM-2',
        {
          admissionNo: 'ADM-2',
          name: 'Ananya Patil',
          gender: 'F',
          className: 'VIII A',
          mobile: '9422032733',
          active: true,
        },
      ],
      [
        'ADM-3',
        {
          admissionNo: 'ADM-3',
          name: 'Yash Joshi',
          gender: 'M',
          className: 'X B',
          mobile: '9011034466',
          active: false,
        },
      ],
    ]),
    packages: new Map([
      ['PKG-STD', { code: 'PKG-STD', name: 'Standard boarding', roomCategory: 'TWN', monthlyRate: 9000, active: true }],
    ]),
    hostels: new Map([
      ['VBH', { code: 'VBH', name: 'Vivekananda Boys Hostel', gender: 'BOYS' }],
      ['SGH', { code: 'SGH', name: 'Sarojini Girls Hostel', gender: 'GIRLS' }],
      ['GST', { code: 'GST', name: 'Guest house', gender: 'MIXED' }],
    ]),
    categoryNames: new Map([
      ['TWN', 'Twin sharing'],
      ['DRM', 'Dormitory (8 beds)'],
    ]),
  };
}

const input = (changes: Partial<AllocateInput> = {}): AllocateInput => ({
  bedId: 'VBH-101/B1',
  occupantKind: 'STUDENT',
  admissionNo: 'ADM-1',
  guestName: '',
  guestMobile: '',
  packageCode: 'PKG-STD',
  fromDate: '2026-11-01',
  remarks: '',
  ...changes,
});
const stamp = { at: '2026-11-24T10:00:00', by: 'admin' };

describe('allocation rules', () => {
  const aarav = newAllocation(world(), input(), 'HAL26-11/0001', stamp);

  it('allocates a student to a vacant bed with a package of its room category, the rate frozen', () => {
    expect(allocateRefusal(world(), input())).toBeNull();
    expect(aarav).toMatchObject({
      occupant: { kind: 'STUDENT', key: 'S:ADM-1', name: 'Aarav Deshmukh' },
      status: 'ACTIVE',
      from: '2026-11-01',
      to: null,
    });
    expect(aarav.segments).toEqual([
      expect.objectContaining({ bedId: 'VBH-101/B1', packageCode: 'PKG-STD', monthlyRate: 9000, to: null }),
    ]);
    // The bed alone: the room category's rent per bed.
    expect(newAllocation(world(), input({ packageCode: '' }), 'X', stamp).segments[0]).toMatchObject({
      monthlyRate: 4200,
      packageName: 'Twin sharing, bed only',
    });
  });

  it('never puts two occupants in a bed, nor a student in two beds', () => {
    const taken = world([aarav]);
    expect(
      allocateRefusal(taken, input({ occupantKind: 'GUEST', guestName: 'Shobha Kale', guestMobile: '9822012345' })),
    ).toBe('Bed B1 of room VBH-101 is occupied by Aarav Deshmukh (HAL26-11/0001).');
    expect(allocateRefusal(taken, input({ bedId: 'VBH-101/B2' }))).toBe(
      'Aarav Deshmukh already holds bed B1 of room VBH-101 (HAL26-11/0001): transfer or vacate it first.',
    );
    // Nor in a bed of another hostel, even one he may live in.
    expect(allocateRefusal(taken, input({ bedId: 'GST-1/B1', packageCode: '' }))).toBe(
      'Aarav Deshmukh already holds bed B1 of room VBH-101 (HAL26-11/0001): transfer or vacate it first.',
    );
    expect(allocateRefusal(world(), input({ bedId: 'GST-1/B1', packageCode: '' }))).toBeNull();
    // A back-dated allocation may not reach into a later holder's days.
    const left = vacated(aarav, { allocNo: aarav.allocNo, date: '2026-11-10', remarks: '' });
    expect(
      allocateRefusal(world([left]), input({ admissionNo: 'ADM-2', bedId: 'SGH-101/B1', fromDate: '2026-11-05' })),
    ).toBeNull();
    expect(
      allocateRefusal(
        world([left]),
        input({ occupantKind: 'GUEST', guestName: 'G', guestMobile: '9822012345', fromDate: '2026-11-05' }),
      ),
    ).toBe(
      'Bed B1 of room VBH-101 was held by Aarav Deshmukh (HAL26-11/0001) until 10-Nov-2026: give a date from then.',
    );
    expect(allocateRefusal(world([left]), input({ bedId: 'VBH-101/B2', fromDate: '2026-11-05' }))).toBe(
      'Aarav Deshmukh held bed B1 of room VBH-101 until 10-Nov-2026 (HAL26-11/0001): give a date from then.',
    );
    expect(allocateRefusal(world([left]), input({ fromDate: '2026-11-10' }))).toBeNull();
  });

  it('names every other problem', () => {
    expect(allocateRefusal(world(), input({ bedId: 'VBH-102/B1' }))).toBe(
      'Bed B1 of room VBH-102 is out of service (Broken cot).',
    );
    expect(allocateRefusal(world(), input({ bedId: 'VBH-105/B1' }))).toBe(
      'Package Standard boarding (PKG-STD) is for Twin sharing rooms; room VBH-105 is Dormitory (8 beds): choose a package for it, or the bed alone.',
    );
    expect(allocateRefusal(world(), input({ admissionNo: 'ADM-2' }))).toBe(
      'Vivekananda Boys Hostel is for boys; Ananya Patil is not a boy.',
    );
    expect(allocateRefusal(world(), input({ admissionNo: 'ADM-3' }))).toBe('Yash Joshi (ADM-3) is not on the roll.');
    expect(allocateRefusal(world(), input({ admissionNo: '' }))).toBe('Choose the student.');
    expect(allocateRefusal(world(), input({ fromDate: '2026-11-25' }))).toBe(
      'The date the bed is taken from cannot be after today (24-Nov-2026).',
    );
    expect(allocateRefusal(world(), input({ fromDate: '2026-02-30' }))).toBe('Give the date the bed is taken from.');
    expect(allocateRefusal(world(), input({ occupantKind: 'GUEST', guestName: ' ', guestMobile: '9822012345' }))).toBe(
      "Give the guest's name.",
    );
    expect(
      allocateRefusal(world(), input({ occupantKind: 'GUEST', guestName: 'Shobha Kale', guestMobile: '12345' })),
    ).toBe("Give the guest's 10-digit mobile number, e.g. 9822037164.");
  });

  it('transfers to another vacant bed, keeping the history; refuses a taken bed or a date before the stay', () => {
    const moved = transferred(world([aarav]), aarav, {
      allocNo: aarav.allocNo,
      bedId: 'VBH-105/B1',
      date: '2026-11-15',
      packageCode: '',
    });
    expect(moved.segments.map((one) => [one.bedId, one.from, one.to, one.monthlyRate])).toEqual([
      ['VBH-101/B1', '2026-11-01', '2026-11-15', 9000],
      ['VBH-105/B1', '2026-11-15', null, 4200],
    ]);
    const guest = newAllocation(
      world(),
      input({ bedId: 'VBH-101/B2', occupantKind: 'GUEST', guestName: 'Shobha Kale', guestMobile: '9822012345' }),
      'HAL26-11/0002',
      stamp,
    );
    const both = world([aarav, guest]);
    expect(
      transferRefusal(both, {
        allocNo: aarav.allocNo,
        bedId: 'VBH-101/B2',
        date: '2026-11-20',
        packageCode: 'PKG-STD',
      }),
    ).toBe('Bed B2 of room VBH-101 is occupied by Shobha Kale (HAL26-11/0002).');
    expect(
      transferRefusal(both, {
        allocNo: aarav.allocNo,
        bedId: 'VBH-101/B1',
        date: '2026-11-20',
        packageCode: 'PKG-STD',
      }),
    ).toBe('Aarav Deshmukh is already in bed B1 of room VBH-101.');
    expect(
      transferRefusal(both, { allocNo: aarav.allocNo, bedId: 'VBH-105/B1', date: '2026-10-20', packageCode: '' }),
    ).toBe('The transfer date cannot be before Aarav Deshmukh took bed B1 of room VBH-101 (01-Nov-2026).');
    expect(
      transferRefusal(both, { allocNo: aarav.allocNo, bedId: 'SGH-101/B1', date: '2026-11-20', packageCode: '' }),
    ).toBe('Sarojini Girls Hostel is for girls; Aarav Deshmukh is not a girl.');
    expect(
      transferRefusal(both, { allocNo: aarav.allocNo, bedId: 'VBH-105/B1', date: '2026-11-20', packageCode: '' }),
    ).toBeNull();
  });

  it('vacates from a date, once', () => {
    expect(vacateRefusal(world([aarav]), { allocNo: aarav.allocNo, date: '2026-10-31', remarks: '' })).toBe(
      'The bed cannot be vacated before Aarav Deshmukh took it (01-Nov-2026).',
    );
    const left = vacated(aarav, { allocNo: aarav.allocNo, date: '2026-11-20', remarks: 'Went home' });
    expect(left).toMatchObject({ status: 'VACATED', to: '2026-11-20', remarks: 'Went home' });
    expect(left.segments[0]!.to).toBe('2026-11-20');
    expect(vacateRefusal(world([left]), { allocNo: aarav.allocNo, date: '2026-11-21', remarks: '' })).toBe(
      'Aarav Deshmukh has already left (HAL26-11/0001, vacated on 20-Nov-2026).',
    );
  });
});
