import type { DemoCompany } from '../../core/company/companies';
import { studentSeed } from '../../core/school/seeds/students';
import { HOSTEL_SEED } from './hostels';
import { baseRooms } from './room-layout';

/** A starting stay, before its dates: who, which bed, what package; `previousBed` for one moved in mid-term. */
export interface PlannedStay {
  kind: 'BOARDER' | 'LATE' | 'MOVED' | 'LEFT' | 'GUEST';
  student: ReturnType<typeof studentSeed>[number] | null;
  bedId: string;
  previousBed: string;
  previousPackage: string;
  packageCode: string;
}

const JUNIOR = new Set(['NUR', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V']);
/** The package a room category's boarders usually take ('' the bed alone). */
const PACKAGE_OF: Record<string, string> = {
  DRM: 'PKG-BAS',
  TRP: 'PKG-JR',
  TWN: 'PKG-STD',
  TAC: 'PKG-PRM',
  SGL: 'PKG-SGL',
  SAC: '',
};

/**
 * Which hostel a pupil boards in: juniors in the junior houses, seniors shared between the two senior houses of their
 * sex.
 */
function hostelFor(student: PlannedStay['student'] & object, index: number, hostels: ReadonlySet<string>): string {
  const boy = student.gender === 'M';
  const choices = JUNIOR.has(student.className) ? [boy ? 'AJB' : 'KJG'] : boy ? ['VBH', 'RSB'] : ['SGH', 'GSG'];
  const wanted = choices[Math.floor(index / 2) % choices.length]!;
  if (hostels.has(wanted)) return wanted;
  return boy ? 'VBH' : 'SGH';
}

/**
 * The starting stays of a company's hostels, worked out from the seeded pupils and rooms: four in five pupils
 * on the roll board (every fifth is a day scholar), each in the next free bed of their hostel, most on the
 * package of its room category, some with the bed alone; a few joined mid-term; one moved rooms mid-term, one
 * day scholar boarded until mid-term, and a parent stays as a guest.
 */
export function allocationPlan(company: DemoCompany): PlannedStay[] {
  const rooms = baseRooms(company).filter((room) => room.status !== 'MAINTENANCE');
  const hostels = new Set(rooms.map((room) => room.hostel));
  const free = new Map<string, Array<{ bedId: string; category: string }>>();
  for (const room of rooms) {
    const beds = Array.from({ length: room.beds }, (_, index) => ({
      bedId: `${room.code}/B${index + 1}`,
      category: room.category,
    }));
    free.set(room.hostel, [...(free.get(room.hostel) ?? []), ...beds]);
  }
  const take = (hostel: string, last = false) => (last ? free.get(hostel)?.pop() : free.get(hostel)?.shift());
  const students = studentSeed(company);
  const plan: PlannedStay[] = [];
  students.forEach((student, index) => {
    if (!student.active || index % 5 === 4) return;
    const bed = take(hostelFor(student, index, hostels));
    if (!bed) return;
    const packageCode =
      index % 7 === 3 ? '' : bed.category === 'TWN' && index % 3 === 0 ? 'PKG-NV' : (PACKAGE_OF[bed.category] ?? '');
    plan.push({
      kind: index % 6 === 5 ? 'LATE' : 'BOARDER',
      student,
      bedId: bed.bedId,
      previousBed: '',
      previousPackage: '',
      packageCode,
    });
  });
  const mover = plan.find((stay) => stay.kind === 'BOARDER' && stay.student && !JUNIOR.has(stay.student.className));
  const moverHostel = mover?.bedId.split('-')[0] ?? '';
  const previous = mover ? take(moverHostel, true) : undefined;
  if (mover && previous)
    Object.assign(mover, {
      kind: 'MOVED',
      previousBed: previous.bedId,
      previousPackage: PACKAGE_OF[previous.category] ?? '',
    });
  const scholar = students.find((student, index) => student.active && index % 5 === 4);
  const scholarBed = scholar ? take(hostelFor(scholar, students.indexOf(scholar), hostels), true) : undefined;
  if (scholar && scholarBed)
    plan.push({
      kind: 'LEFT',
      student: scholar,
      bedId: scholarBed.bedId,
      previousBed: '',
      previousPackage: '',
      packageCode: PACKAGE_OF[scholarBed.category] ?? '',
    });
  // A visiting mother stays in a single room of a girls' hostel where one is free.
  const girls = HOSTEL_SEED.filter((hostel) => hostel.gender === 'GIRLS' && hostels.has(hostel.code)).map(
    (hostel) => hostel.code,
  );
  const single = girls
    .map((hostel) => ({ hostel, at: free.get(hostel)?.findIndex((bed) => bed.category === 'SGL') ?? -1 }))
    .find((found) => found.at >= 0);
  const guestBed = single ? free.get(single.hostel)!.splice(single.at, 1)[0] : take(girls[0] ?? '', true);
  if (guestBed)
    plan.push({
      kind: 'GUEST',
      student: null,
      bedId: guestBed.bedId,
      previousBed: '',
      previousPackage: '',
      packageCode: guestBed.category === 'SGL' ? 'PKG-MON' : '',
    });
  return plan;
}

/** The beds held today by the starting stays. */
export function plannedBeds(company: DemoCompany): Set<string> {
  return new Set(
    allocationPlan(company)
      .filter((stay) => stay.kind !== 'LEFT')
      .map((stay) => stay.bedId),
  );
}
