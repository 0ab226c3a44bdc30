import { formatDate } from '../../../lib/format/date-format';
import { isDay } from './hostel-dates';
import { bedName } from './room-panel-types';
import type { AllocateInput, HostelAllocation, StaySegment, TransferInput, VacateInput } from './allocation-types';
import { holderFrom, holdsOn } from './occupancy';

export interface BedInfo {
  bedId: string;
  room: string;
  hostel: string;
  category: string;
  categoryName: string;
  /** The category's rent per bed a month, rupees. */
  monthlyRent: number;
  /** Why it is out of service; '' when in service. */
  outOfService: string;
}

export interface StudentInfo {
  admissionNo: string;
  name: string;
  gender: string;
  className: string;
  mobile: string;
  active: boolean;
}

export interface PackageInfo {
  code: string;
  name: string;
  roomCategory: string;
  monthlyRate: number;
  active: boolean;
}

export interface HostelInfo {
  code: string;
  name: string;
  gender: string;
}

/** What the allocation rules look at: today, every allocation, and the masters. */
export interface AllocationWorld {
  today: string;
  allocations: readonly HostelAllocation[];
  beds: ReadonlyMap<string, BedInfo>;
  students: ReadonlyMap<string, StudentInfo>;
  packages: ReadonlyMap<string, PackageInfo>;
  hostels: ReadonlyMap<string, HostelInfo>;
  categoryNames: ReadonlyMap<string, string>;
}

const MOBILE = /^[6-9]\d{9}$/;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function dateRefusal(date: string, what: string, today: string): string | null {
  if (!isDay(date)) return `Give the ${what}.`;
  if (date > today) return `The ${what} cannot be after today (${formatDate(today)}).`;
  return null;
}

/** Why the bed cannot be given from `date` (out of service, or held that day or later by someone else), or null. */
function bedRefusal(world: AllocationWorld, bed: BedInfo, date: string, except = ''): string | null {
  if (bed.outOfService) return `${capital(bedName(bed.bedId))} is out of service (${bed.outOfService}).`;
  const holder = holderFrom(world.allocations, bed.bedId, date, except);
  if (!holder) return null;
  const { allocation, segment } = holder;
  const who = `${allocation.occupant.name} (${allocation.allocNo})`;
  if (holdsOn(segment, world.today)) return `${capital(bedName(bed.bedId))} is occupied by ${who}.`;
  if (segment.from > date) return `${capital(bedName(bed.bedId))} is taken by ${who} from ${formatDate(segment.from)}.`;
  return `${capital(bedName(bed.bedId))} was held by ${who} until ${formatDate(segment.to)}: give a date from then.`;
}

/** A student placed in a hostel of the other sex: the refusal, or null. */
function genderRefusal(hostel: HostelInfo | undefined, student: StudentInfo): string | null {
  if (!hostel || hostel.gender === 'MIXED') return null;
  if (hostel.gender === 'BOYS' && student.gender !== 'M')
    return `${hostel.name} is for boys; ${student.name} is not a boy.`;
  if (hostel.gender === 'GIRLS' && student.gender !== 'F')
    return `${hostel.name} is for girls; ${student.name} is not a girl.`;
  return null;
}

/** A package that is not for the bed's room category: the refusal, or null ('' lets the bed alone). */
function packageRefusal(world: AllocationWorld, bed: BedInfo, packageCode: string): string | null {
  if (packageCode === '') return null;
  const pack = world.packages.get(packageCode);
  if (!pack || !pack.active) return `There is no package ${packageCode} in use.`;
  if (pack.roomCategory !== bed.category) {
    const wanted = world.categoryNames.get(pack.roomCategory) ?? pack.roomCategory;
    return `Package ${pack.name} (${pack.code}) is for ${wanted} rooms; room ${bed.room} is ${bed.categoryName}: choose a package for it, or the bed alone.`;
  }
  return null;
}

/**
 * The student's allocation that holds a bed on `date` or later (a student never holds two beds), other than `except`.
 */
export function studentHolding(
  allocations: readonly HostelAllocation[],
  admissionNo: string,
  date: string,
  except = '',
): HostelAllocation | undefined {
  return allocations.find(
    (one) =>
      one.allocNo !== except &&
      one.occupant.kind === 'STUDENT' &&
      one.occupant.admissionNo === admissionNo &&
      (one.to === null || one.to > date),
  );
}

/** Why a bed cannot be allocated as asked (the first problem, named), or null. */
export function allocateRefusal(world: AllocationWorld, input: AllocateInput): string | null {
  const bed = world.beds.get(input.bedId);
  if (!bed) return `There is no bed ${input.bedId}.`;
  const date = dateRefusal(input.fromDate, 'date the bed is taken from', world.today);
  if (date) return date;
  if (input.occupantKind === 'STUDENT') {
    const student = world.students.get(input.admissionNo);
    if (!input.admissionNo) return 'Choose the student.';
    if (!student) return `There is no student ${input.admissionNo}.`;
    if (!student.active) return `${student.name} (${student.admissionNo}) is not on the roll.`;
    const holding = studentHolding(world.allocations, student.admissionNo, input.fromDate);
    if (holding) {
      const last = holding.segments.at(-1)!;
      return holding.to === null
        ? `${student.name} already holds ${bedName(last.bedId)} (${holding.allocNo}): transfer or vacate it first.`
        : `${student.name} held ${bedName(last.bedId)} until ${formatDate(holding.to)} (${holding.allocNo}): give a date from then.`;
    }
    const gender = genderRefusal(world.hostels.get(bed.hostel), student);
    if (gender) return gender;
  } else if (input.occupantKind === 'GUEST') {
    if (input.guestName.trim() === '') return "Give the guest's name.";
    if (input.guestName.trim().length > 80) return "The guest's name is longer than 80 characters.";
    if (!MOBILE.test(input.guestMobile.trim())) return "Give the guest's 10-digit mobile number, e.g. 9822037164.";
  } else {
    return 'Choose a student or a guest.';
  }
  return bedRefusal(world, bed, input.fromDate) ?? packageRefusal(world, bed, input.packageCode);
}

/** Why an allocation cannot move to the bed as asked, or null. */
export function transferRefusal(world: AllocationWorld, input: TransferInput): string | null {
  const allocation = world.allocations.find((one) => one.allocNo === input.allocNo);
  if (!allocation) return `There is no allocation ${input.allocNo}.`;
  if (allocation.status !== 'ACTIVE')
    return `${allocation.occupant.name} has left (${allocation.allocNo} was vacated on ${formatDate(allocation.to)}).`;
  const current = allocation.segments.at(-1)!;
  const bed = world.beds.get(input.bedId);
  if (!bed) return `Choose the bed to move ${allocation.occupant.name} to.`;
  if (bed.bedId === current.bedId) return `${allocation.occupant.name} is already in ${bedName(bed.bedId)}.`;
  const date = dateRefusal(input.date, 'transfer date', world.today);
  if (date) return date;
  if (input.date < current.from)
    return `The transfer date cannot be before ${allocation.occupant.name} took ${bedName(current.bedId)} (${formatDate(current.from)}).`;
  const student =
    allocation.occupant.kind === 'STUDENT' ? world.students.get(allocation.occupant.admissionNo) : undefined;
  const gender = student ? genderRefusal(world.hostels.get(bed.hostel), student) : null;
  return (
    gender ?? bedRefusal(world, bed, input.date, allocation.allocNo) ?? packageRefusal(world, bed, input.packageCode)
  );
}

/** Why an allocation cannot be vacated on that day, or null. */
export function vacateRefusal(world: AllocationWorld, input: VacateInput): string | null {
  const allocation = world.allocations.find((one) => one.allocNo === input.allocNo);
  if (!allocation) return `There is no allocation ${input.allocNo}.`;
  if (allocation.status !== 'ACTIVE')
    return `${allocation.occupant.name} has already left (${allocation.allocNo}, vacated on ${formatDate(allocation.to)}).`;
  const date = dateRefusal(input.date, 'date the bed is vacated', world.today);
  if (date) return date;
  const current = allocation.segments.at(-1)!;
  if (input.date < current.from)
    return `The bed cannot be vacated before ${allocation.occupant.name} took it (${formatDate(current.from)}).`;
  return null;
}

/**
 * The stretch a bed is held from a day, with the package (or the bed alone at its category's rent) and its monthly rate
 * frozen.
 */
export function segmentFor(world: AllocationWorld, bed: BedInfo, from: string, packageCode: string): StaySegment {
  const pack = packageCode ? world.packages.get(packageCode) : undefined;
  return {
    hostel: bed.hostel,
    room: bed.room,
    bedId: bed.bedId,
    from,
    to: null,
    packageCode: pack?.code ?? '',
    packageName: pack?.name ?? `${bed.categoryName}, bed only`,
    monthlyRate: pack?.monthlyRate ?? bed.monthlyRent,
  };
}

/** The allocation a checked AllocateInput makes. */
export function newAllocation(
  world: AllocationWorld,
  input: AllocateInput,
  allocNo: string,
  stamp: { at: string; by: string },
): HostelAllocation {
  const bed = world.beds.get(input.bedId)!;
  const student = input.occupantKind === 'STUDENT' ? world.students.get(input.admissionNo)! : undefined;
  const occupant = student
    ? {
        kind: 'STUDENT' as const,
        key: `S:${student.admissionNo}`,
        name: student.name,
        admissionNo: student.admissionNo,
        mobile: student.mobile,
        className: student.className,
      }
    : {
        kind: 'GUEST' as const,
        key: `G:${allocNo}`,
        name: input.guestName.trim(),
        admissionNo: '',
        mobile: input.guestMobile.trim(),
        className: '',
      };
  return {
    allocNo,
    occupant,
    segments: [segmentFor(world, bed, input.fromDate, input.packageCode)],
    from: input.fromDate,
    to: null,
    status: 'ACTIVE',
    remarks: input.remarks.trim(),
    createdAt: stamp.at,
    createdBy: stamp.by,
  };
}

/** A checked transfer: the current stretch ends on the date, a new one begins in the other bed (the history kept). */
export function transferred(
  world: AllocationWorld,
  allocation: HostelAllocation,
  input: TransferInput,
): HostelAllocation {
  const bed = world.beds.get(input.bedId)!;
  const closed = allocation.segments.map((segment, index) =>
    index === allocation.segments.length - 1 ? { ...segment, to: input.date } : segment,
  );
  return { ...allocation, segments: [...closed, segmentFor(world, bed, input.date, input.packageCode)] };
}

/** A checked vacate: the bed is left on the date (free from that day). */
export function vacated(allocation: HostelAllocation, input: VacateInput): HostelAllocation {
  const segments = allocation.segments.map((segment, index) =>
    index === allocation.segments.length - 1 ? { ...segment, to: input.date } : segment,
  );
  const remarks = [allocation.remarks, input.remarks.trim()].filter(Boolean).join('; ');
  return { ...allocation, segments, to: input.date, status: 'VACATED', remarks };
}
