import { http, HttpResponse } from 'msw';
import { type PanelBed, type PanelRoom, type RoomPanel } from '../../modules/hostels/domain/room-panel-types';
import { type AllocationRequirements } from '../../modules/hostels/domain/allocation-types';
import { HOSTEL_ENDPOINTS as API } from '../../modules/hostels/domain/hostel-endpoints';
import { holdersOn, occupancyOf } from '../../modules/hostels/domain/occupancy';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { readJson } from '../core/read-json';
import { saveAllocation, saveBedStatus } from './allocation-save';
import { allocationsOf, bedStatesOf } from './hostel-store';
import { bedsOf, categoriesOf, hostelsOf, packagesOf, roomsOf, servicesOf, studentsOf } from './hostel-masters';
import { hostelSession, hostelToday } from './hostel-session';

const SCREEN = HOSTELS.hostelRoomPanel;

/** The panel: every active room with its beds as they stand today, and each hostel's occupancy. */
export async function roomPanel(companyCode: number, today: string): Promise<RoomPanel> {
  const [rooms, beds, allocations, hostels, categories, states] = await Promise.all([
    roomsOf(companyCode),
    bedsOf(companyCode),
    allocationsOf(companyCode),
    hostelsOf(companyCode),
    categoriesOf(companyCode),
    bedStatesOf(companyCode),
  ]);
  const holders = holdersOn(allocations, today);
  const own = new Set(states.map((state) => state.bedId));
  const categoryName = new Map(categories.map((category) => [category.code, category.name]));
  const bedsByRoom = new Map<string, PanelBed[]>();
  for (const bed of beds) {
    const holder = holders.get(bed.bedId);
    const occupant = holder && {
      allocNo: holder.allocation.allocNo,
      kind: holder.allocation.occupant.kind,
      name: holder.allocation.occupant.name,
      admissionNo: holder.allocation.occupant.admissionNo,
      mobile: holder.allocation.occupant.mobile,
      since: holder.segment.from,
      packageCode: holder.segment.packageCode,
      packageName: holder.segment.packageName,
      monthlyRate: holder.segment.monthlyRate,
    };
    const state = occupant ? 'OCCUPIED' : bed.outOfService ? 'OUT_OF_SERVICE' : 'VACANT';
    const panelBed: PanelBed = {
      bedId: bed.bedId,
      label: bed.bedId.split('/')[1]!,
      state,
      occupant: occupant ?? null,
      reason: occupant ? '' : bed.outOfService,
      ownStatus: own.has(bed.bedId),
    };
    bedsByRoom.set(bed.room, [...(bedsByRoom.get(bed.room) ?? []), panelBed]);
  }
  const panelRooms: PanelRoom[] = rooms
    .filter((room) => room.active)
    .map((room) => ({
      code: room.code,
      roomNo: room.roomNo,
      hostel: room.hostel,
      floor: room.floor,
      category: room.category,
      categoryName: categoryName.get(room.category) ?? room.category,
      beds: bedsByRoom.get(room.code) ?? [],
    }));
  const occupancy = hostels
    .filter((hostel) => panelRooms.some((room) => room.hostel === hostel.code))
    .map((hostel) => ({
      hostel: hostel.code,
      name: hostel.name,
      gender: hostel.gender,
      ...occupancyOf(
        panelRooms.filter((room) => room.hostel === hostel.code).flatMap((room) => room.beds.map((bed) => bed.state)),
      ),
    }));
  return { today, hostels: occupancy, rooms: panelRooms };
}

/**
 * The room panel's routes (api/HostelRoomPanel/*): read with the screen's right, allocate (1), transfer (2), vacate
 * (3), bed status (2).
 */
export const panelHandlers = [
  http.post(`*/${API.panel}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await roomPanel(session.companyCode, hostelToday()));
  }),
  http.post(`*/${API.allocationRequirements}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = hostelToday();
    const [students, packages, categories, allocations, services] = await Promise.all([
      studentsOf(session.companyCode),
      packagesOf(session.companyCode),
      categoriesOf(session.companyCode),
      allocationsOf(session.companyCode),
      servicesOf(session.companyCode),
    ]);
    const holders = holdersOn(allocations, today);
    const bedOf = new Map(
      [...holders.values()]
        .filter((holder) => holder.allocation.occupant.kind === 'STUDENT')
        .map((holder) => [holder.allocation.occupant.admissionNo, holder.segment.bedId]),
    );
    const answer: AllocationRequirements = {
      today,
      students: students
        .filter((student) => student.active)
        .map((student) => ({
          admissionNo: student.admissionNo,
          name: student.name,
          className: student.className,
          gender: student.gender,
          bedId: bedOf.get(student.admissionNo) ?? '',
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      packages: packages
        .filter((pack) => pack.active)
        .map((pack) => ({
          code: pack.code,
          name: pack.name,
          roomCategory: pack.roomCategory,
          period: pack.period,
          price: pack.price,
          monthlyRate: pack.monthlyRate,
          services: pack.services.map((code) => services.get(code)?.name ?? code),
        })),
      categories: categories
        .filter((category) => category.active)
        .map((category) => ({ code: category.code, name: category.name, monthlyRent: category.monthlyRent })),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.allocation}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const allocNo = String((await readJson(request)).recordId ?? '');
    return HttpResponse.json((await allocationsOf(session.companyCode)).find((one) => one.allocNo === allocNo) ?? null);
  }),
  http.post(`*/${API.saveAllocation}`, ({ request }) => saveAllocation(request)),
  http.post(`*/${API.bedStatus}`, ({ request }) => saveBedStatus(request)),
];
