import { holderFrom } from '../../../modules/hostels/domain/occupancy';
import { findDemoCompany } from '../../core/company/companies';
import { studentSeed } from '../../core/school/seeds/students';
import { startingAllocations } from './allocations';
import { HOSTEL_SEED } from './hostels';
import { HOSTEL_PACKAGE_SEED } from './packages';
import { hostelRoomSeed } from './rooms';

describe('the starting hostel allocations', () => {
  for (const [code, today] of [
    [1004, '2026-11-24'],
    [1004, '2026-06-20'],
    [1001, '2026-03-02'],
  ] as const) {
    it(`are consistent for ${code} on ${today}: one occupant a bed, one bed a student, the right hostel and package`, () => {
      const company = findDemoCompany(code)!;
      const allocations = startingAllocations(company, today);
      const rooms = new Map(hostelRoomSeed(company).map((room) => [room.code, room]));
      const genders = new Map(HOSTEL_SEED.map((hostel) => [hostel.code, hostel.gender]));
      const students = new Map(studentSeed(company).map((student) => [student.admissionNo, student]));
      const packages = new Map(HOSTEL_PACKAGE_SEED.map((pack) => [pack.code, pack]));
      expect(allocations.length).toBeGreaterThan(code === 1004 ? 25 : 5);
      for (const allocation of allocations) {
        for (const segment of allocation.segments) {
          const room = rooms.get(segment.room)!;
          expect(room.status).not.toBe('MAINTENANCE');
          expect(segment.from <= today).toBe(true);
          if (segment.packageCode) expect(packages.get(segment.packageCode)!.roomCategory).toBe(room.category);
          // No other allocation holds the bed on any day of this one's.
          const others = allocations.filter((other) => other !== allocation);
          const clash = holderFrom(others, segment.bedId, segment.from);
          if (clash) expect(segment.to !== null && clash.segment.from >= segment.to).toBe(true);
          const student = students.get(allocation.occupant.admissionNo);
          if (student) expect(genders.get(segment.hostel)).toBe(student.gender === 'M' ? 'BOYS' : 'GIRLS');
        }
      }
      const studentKeys = allocations.filter((one) => one.occupant.kind === 'STUDENT').map((one) => one.occupant.key);
      expect(new Set(studentKeys).size).toBe(studentKeys.length);
      expect(new Set(allocations.map((one) => one.allocNo)).size).toBe(allocations.length);
      expect(allocations.some((one) => one.segments.length === 2)).toBe(true);
      expect(allocations.some((one) => one.status === 'VACATED')).toBe(true);
      expect(allocations.some((one) => one.occupant.kind === 'GUEST')).toBe(true);
    });
  }

  it('marks a room full only when the starting allocations hold every bed', () => {
    const company = findDemoCompany(1004)!;
    const held = new Set(
      startingAllocations(company, '2026-11-24')
        .filter((one) => one.status === 'ACTIVE')
        .map((one) => one.segments.at(-1)!.bedId),
    );
    for (const room of hostelRoomSeed(company)) {
      const beds = Array.from({ length: room.beds }, (_, index) => `${room.code}/B${index + 1}`);
      if (room.status !== 'MAINTENANCE')
        expect(room.status).toBe(beds.every((bed) => held.has(bed)) ? 'FULL' : 'AVAILABLE');
    }
  });
});
