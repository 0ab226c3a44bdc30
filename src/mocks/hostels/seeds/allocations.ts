import { fromPaise, toPaise } from '../../../lib/money/money';
import { addDays, daysBetween } from '../../../modules/hostels/domain/hostel-dates';
import { nextHostelNumber } from '../../../modules/hostels/domain/hostel-numbers';
import type {
  HostelAllocation,
  Occupant,
  PackagePeriod,
  StaySegment,
} from '../../../modules/hostels/domain/allocation-types';
import { monthlyRatePaise } from '../../../modules/hostels/domain/proration';
import type { DemoCompany } from '../../core/company/companies';
import { allocationPlan, type PlannedStay } from './allocation-plan';
import { HOSTEL_PACKAGE_SEED } from './packages';
import { HOSTEL_ROOM_CATEGORY_SEED } from './room-categories';
import { baseRooms } from './room-layout';

/** The latest 15 June on or before today: the academic year's boarding began then. */
function termStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-06-15`;
  return thisYear <= today ? thisYear : `${year - 1}-06-15`;
}

/** The company's starting allocations, dated from the academic year's start up to today (seeded on first read). */
export function startingAllocations(company: DemoCompany, today: string): HostelAllocation[] {
  const start = termStart(today);
  const mid = addDays(start, Math.floor(daysBetween(start, today) / 2));
  const rooms = new Map(baseRooms(company).map((room) => [room.code, room]));
  const categories = new Map(HOSTEL_ROOM_CATEGORY_SEED.map((category) => [category.code, category]));
  const packages = new Map(HOSTEL_PACKAGE_SEED.map((pack) => [pack.code, pack]));
  const segment = (bedId: string, packageCode: string, from: string, to: string | null): StaySegment => {
    const room = rooms.get(bedId.split('/')[0]!)!;
    const category = categories.get(room.category)!;
    const pack = packages.get(packageCode);
    return {
      hostel: room.hostel,
      room: room.code,
      bedId,
      from,
      to,
      packageCode: pack?.code ?? '',
      packageName: pack?.name ?? `${category.name}, bed only`,
      monthlyRate: pack
        ? fromPaise(monthlyRatePaise(toPaise(pack.price), pack.period as PackagePeriod))
        : category.monthlyRent,
    };
  };
  const numbers: string[] = [];
  const occupantOf = (stay: PlannedStay, allocNo: string): Occupant =>
    stay.student
      ? {
          kind: 'STUDENT',
          key: `S:${stay.student.admissionNo}`,
          name: stay.student.name,
          admissionNo: stay.student.admissionNo,
          mobile: stay.student.phone,
          className: `${stay.student.className} ${stay.student.section}`,
        }
      : {
          kind: 'GUEST',
          key: `G:${allocNo}`,
          name: 'Mrs. Shobha Kale',
          admissionNo: '',
          mobile: '9822045123',
          className: '',
        };
  const dated = allocationPlan(company).map((stay) => {
    const from =
      stay.kind === 'LATE' ? mid : stay.kind === 'GUEST' ? [start, addDays(today, -2)].sort().at(-1)! : start;
    const segments =
      stay.kind === 'MOVED'
        ? [
            segment(stay.previousBed, stay.previousPackage, start, mid),
            segment(stay.bedId, stay.packageCode, mid, null),
          ]
        : stay.kind === 'LEFT'
          ? [segment(stay.bedId, stay.packageCode, start, mid)]
          : [segment(stay.bedId, stay.packageCode, from, null)];
    return { stay, from, segments };
  });
  dated.sort((a, b) => a.from.localeCompare(b.from));
  return dated.map(({ stay, from, segments }) => {
    const allocNo = nextHostelNumber('allocation', from, numbers);
    numbers.push(allocNo);
    const left = stay.kind === 'LEFT';
    return {
      allocNo,
      occupant: occupantOf(stay, allocNo),
      segments,
      from,
      to: left ? mid : null,
      status: left ? 'VACATED' : 'ACTIVE',
      remarks:
        stay.kind === 'GUEST'
          ? 'Parent visiting for the annual day'
          : left
            ? 'Became a day scholar'
            : stay.kind === 'MOVED'
              ? 'Moved rooms mid-term'
              : '',
      createdAt: `${from}T09:00:00`,
      createdBy: 'admin',
    };
  });
}
