import { fromPaise, toPaise } from '../../lib/money/money';
import type {
  AllocationWorld,
  BedInfo,
  HostelInfo,
  PackageInfo,
  StudentInfo,
} from '../../modules/hostels/domain/allocation-rules';
import type { ServiceInfo } from '../../modules/hostels/domain/billing-rules';
import type { PackagePeriod } from '../../modules/hostels/domain/allocation-types';
import { monthlyRatePaise } from '../../modules/hostels/domain/proration';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { allocationsOf, bedStatesOf } from './hostel-store';

type Row = Record<string, unknown>;

export const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
export const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;
const active = (row: Row) => row.active !== false;

/** The masters the hostels read: their own, and the school's students (the front desk's admission register). */
export const MASTER = {
  hostels: 'hostels.hostels',
  categories: 'hostels.room-categories',
  rooms: 'hostels.rooms',
  postCharges: 'hostels.post-charges',
  services: 'hostels.services',
  packages: 'hostels.packages',
  students: 'frontdesk.students',
} as const;

/** A company's stored records of a master (seeded on first use). */
export async function rowsOf(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

export interface RoomRow {
  code: string;
  roomNo: string;
  hostel: string;
  category: string;
  floor: number;
  beds: number;
  status: string;
  active: boolean;
}

export async function roomsOf(companyCode: number): Promise<RoomRow[]> {
  return (await rowsOf(MASTER.rooms, companyCode))
    .map((row) => ({
      code: str(row.code),
      roomNo: str(row.roomNo),
      hostel: str(row.hostel),
      category: str(row.category),
      floor: num(row.floor),
      beds: num(row.beds),
      status: str(row.status),
      active: active(row),
    }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}

export async function hostelsOf(companyCode: number): Promise<Array<HostelInfo & { active: boolean }>> {
  return (await rowsOf(MASTER.hostels, companyCode))
    .map((row) => ({ code: str(row.code), name: str(row.name), gender: str(row.gender), active: active(row) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function categoriesOf(companyCode: number) {
  return (await rowsOf(MASTER.categories, companyCode)).map((row) => ({
    code: str(row.code),
    name: str(row.name),
    monthlyRent: num(row.monthlyRent),
    active: active(row),
  }));
}

export async function packagesOf(companyCode: number) {
  return (await rowsOf(MASTER.packages, companyCode)).map((row) => {
    const period = (['MONTH', 'TERM', 'YEAR'].includes(str(row.period)) ? str(row.period) : 'MONTH') as PackagePeriod;
    const lines = Array.isArray(row.services) ? (row.services as Row[]) : [];
    return {
      code: str(row.code),
      name: str(row.name),
      roomCategory: str(row.roomCategory),
      period,
      price: num(row.price),
      monthlyRate: fromPaise(monthlyRatePaise(toPaise(num(row.price)), period)),
      services: lines.map((line) => str(line.service)),
      active: active(row),
    };
  });
}

export async function servicesOf(companyCode: number): Promise<Map<string, ServiceInfo>> {
  const rows = await rowsOf(MASTER.services, companyCode);
  return new Map(
    rows.map((row) => [
      str(row.code),
      {
        code: str(row.code),
        name: str(row.name),
        rate: num(row.rate),
        per: str(row.per) || 'MONTH',
        taxPercent: num(row.taxPercent),
        optional: row.optional !== false,
        active: active(row),
      },
    ]),
  );
}

export async function postChargeHeadsOf(companyCode: number) {
  return (await rowsOf(MASTER.postCharges, companyCode)).map((row) => ({
    code: str(row.code),
    name: str(row.name),
    amount: row.amount === null || row.amount === undefined || row.amount === '' ? null : num(row.amount),
    taxPercent: num(row.taxPercent),
    account: str(row.account) || 'Hostel sundry income',
    active: active(row),
  }));
}

export async function studentsOf(companyCode: number): Promise<StudentInfo[]> {
  return (await rowsOf(MASTER.students, companyCode)).map((row) => ({
    admissionNo: str(row.admissionNo),
    name: str(row.name),
    gender: str(row.gender),
    className: `${str(row.className)} ${str(row.section)}`.trim(),
    mobile: str(row.phone),
    active: active(row),
  }));
}

/** Every bed of the active rooms: B1..Bn of each, out of service with its room under maintenance or on its own. */
export async function bedsOf(companyCode: number): Promise<BedInfo[]> {
  const [rooms, categories, states] = await Promise.all([
    roomsOf(companyCode),
    categoriesOf(companyCode),
    bedStatesOf(companyCode),
  ]);
  const categoryOf = new Map(categories.map((category) => [category.code, category]));
  const own = new Map(states.map((state) => [state.bedId, state.reason]));
  return rooms
    .filter((room) => room.active)
    .flatMap((room) =>
      Array.from({ length: room.beds }, (_, index) => {
        const bedId = `${room.code}/B${index + 1}`;
        const category = categoryOf.get(room.category);
        return {
          bedId,
          room: room.code,
          hostel: room.hostel,
          category: room.category,
          categoryName: category?.name ?? room.category,
          monthlyRent: category?.monthlyRent ?? 0,
          outOfService: room.status === 'MAINTENANCE' ? 'room under maintenance' : (own.get(bedId) ?? ''),
        };
      }),
    );
}

/** What the allocation rules look at, read now. */
export async function allocationWorld(companyCode: number, today: string): Promise<AllocationWorld> {
  const [allocations, beds, students, packages, hostels, categories] = await Promise.all([
    allocationsOf(companyCode),
    bedsOf(companyCode),
    studentsOf(companyCode),
    packagesOf(companyCode),
    hostelsOf(companyCode),
    categoriesOf(companyCode),
  ]);
  return {
    today,
    allocations,
    beds: new Map(beds.map((bed) => [bed.bedId, bed])),
    students: new Map(students.map((student) => [student.admissionNo, student])),
    packages: new Map(packages.map((pack): [string, PackageInfo] => [pack.code, pack])),
    hostels: new Map(hostels.map((hostel) => [hostel.code, hostel])),
    categoryNames: new Map(categories.map((category) => [category.code, category.name])),
  };
}
