import { HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { HOSTELS } from '../../menus/catalogue/hostels';
import {
  allocateRefusal,
  newAllocation,
  transferRefusal,
  transferred,
  vacated,
  vacateRefusal,
} from '../../modules/hostels/domain/allocation-rules';
import { nextHostelNumber } from '../../modules/hostels/domain/hostel-numbers';
import { bedName } from '../../modules/hostels/domain/room-panel-types';
import {
  type AllocateInput,
  type HostelAllocation,
  type TransferInput,
  type VacateInput,
} from '../../modules/hostels/domain/allocation-types';
import { holderFrom } from '../../modules/hostels/domain/occupancy';
import { readJson } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { headerOf, logHostel, syncRoomStatus, text } from './hostel-common';
import { allocationWorld, bedsOf } from './hostel-masters';
import { hostelSession, hostelToday, hostelWrite, nowStamp, refusal } from './hostel-session';
import { allocationsOf, writeAllocation, writeBedState } from './hostel-store';

const SCREEN = HOSTELS.hostelRoomPanel;
const TRANSACTIONS = { 1: TRANSACTION.create, 2: TRANSACTION.modify, 3: TRANSACTION.delete } as const;
const roomsOfAllocation = (allocation: HostelAllocation) => allocation.segments.map((segment) => segment.room);

/**
 * Stores an allocation (new, or in place of the one with its number), brings its rooms' status in line with the
 * allocations as they now stand, logs what was done and answers its number.
 */
async function store(
  session: DemoSession,
  world: { allocations: readonly HostelAllocation[]; today: string },
  saved: HostelAllocation,
  action: string,
  detail: string,
): Promise<Response> {
  await writeAllocation(session.companyCode, saved);
  const replaced = world.allocations.some((one) => one.allocNo === saved.allocNo);
  await syncRoomStatus(
    session.companyCode,
    roomsOfAllocation(saved),
    replaced
      ? world.allocations.map((one) => (one.allocNo === saved.allocNo ? saved : one))
      : [...world.allocations, saved],
    world.today,
  );
  await logHostel(session, action, 'Hostel bed', saved.allocNo, detail);
  return HttpResponse.json({ result: 'OK', seq: saved.allocNo });
}

async function allocate(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const input: AllocateInput = {
    bedId: text(header.bedId),
    occupantKind:
      header.occupantKind === 'GUEST'
        ? 'GUEST'
        : header.occupantKind === 'STUDENT'
          ? 'STUDENT'
          : ('' as AllocateInput['occupantKind']),
    admissionNo: text(header.admissionNo),
    guestName: text(header.guestName),
    guestMobile: text(header.guestMobile),
    packageCode: text(header.packageCode),
    fromDate: text(header.fromDate),
    remarks: text(header.remarks).slice(0, 200),
  };
  const world = await allocationWorld(session.companyCode, hostelToday());
  const refused = allocateRefusal(world, input);
  if (refused) return refusal(refused);
  const allocNo = nextHostelNumber(
    'allocation',
    input.fromDate,
    world.allocations.map((one) => one.allocNo),
  );
  const allocation = newAllocation(world, input, allocNo, { at: nowStamp(), by: session.userName });
  return store(
    session,
    world,
    allocation,
    'Allocate',
    `${allocation.occupant.name} to ${bedName(input.bedId)} from ${input.fromDate}`,
  );
}

async function transfer(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const input: TransferInput = {
    allocNo: text(header.allocNo),
    bedId: text(header.bedId),
    date: text(header.date),
    packageCode: text(header.packageCode),
  };
  const world = await allocationWorld(session.companyCode, hostelToday());
  const refused = transferRefusal(world, input);
  if (refused) return refusal(refused);
  const before = world.allocations.find((one) => one.allocNo === input.allocNo)!;
  const after = transferred(world, before, input);
  return store(
    session,
    world,
    after,
    'Transfer',
    `${after.occupant.name} from ${bedName(before.segments.at(-1)!.bedId)} to ${bedName(input.bedId)} on ${input.date}`,
  );
}

async function vacate(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const input: VacateInput = {
    allocNo: text(header.allocNo),
    date: text(header.date),
    remarks: text(header.remarks).slice(0, 200),
  };
  const world = await allocationWorld(session.companyCode, hostelToday());
  const refused = vacateRefusal(world, input);
  if (refused) return refusal(refused);
  const after = vacated(world.allocations.find((one) => one.allocNo === input.allocNo)!, input);
  return store(
    session,
    world,
    after,
    'Vacate',
    `${after.occupant.name} left ${bedName(after.segments.at(-1)!.bedId)} on ${input.date}`,
  );
}

/**
 * SetHostelAllocation `{ header, traCheck }`: 1 allocate, 2 transfer, 3 vacate; each with its right, once per key, in
 * the queue.
 */
export async function saveAllocation(request: Request): Promise<Response> {
  const body = await readJson(request);
  const traCheck = Number(body.traCheck ?? body.tracheck);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return refusal('Say what to do: traCheck 1 allocates, 2 transfers, 3 vacates.');
  const session = await hostelSession(request, SCREEN, TRANSACTIONS[traCheck], 'write');
  if (session instanceof Response) return session;
  const header = headerOf(body);
  return hostelWrite(request, session, () =>
    traCheck === 1 ? allocate(session, header) : traCheck === 2 ? transfer(session, header) : vacate(session, header),
  );
}

/**
 * SetHostelBedStatus `{ header: { bedId, outOfService, reason } }` (modify): a vacant bed out of service with a reason,
 * or back in service.
 */
export async function saveBedStatus(request: Request): Promise<Response> {
  const session = await hostelSession(request, SCREEN, TRANSACTION.modify, 'write');
  if (session instanceof Response) return session;
  const header = headerOf(await readJson(request));
  const bedId = text(header.bedId);
  const reason = text(header.reason).slice(0, 100);
  const out = header.outOfService === true;
  return hostelWrite(request, session, async () => {
    const today = hostelToday();
    const bed = (await bedsOf(session.companyCode)).find((one) => one.bedId === bedId);
    if (!bed) return refusal(`There is no bed ${bedId}.`);
    const name = bedName(bedId);
    if (bed.outOfService === 'room under maintenance')
      return refusal(`Room ${bed.room} is under maintenance: change its status under Hostels, Rooms.`);
    if (out) {
      if (!reason) return refusal(`Give the reason ${name} is out of service.`);
      const holder = holderFrom(await allocationsOf(session.companyCode), bedId, today);
      if (holder)
        return refusal(
          `${name.charAt(0).toUpperCase()}${name.slice(1)} is occupied by ${holder.allocation.occupant.name} (${holder.allocation.allocNo}): vacate or transfer first.`,
        );
      await writeBedState(session.companyCode, { bedId, reason, since: today, by: session.userName });
    } else {
      if (!bed.outOfService) return refusal(`${name.charAt(0).toUpperCase()}${name.slice(1)} is in service.`);
      await writeBedState(session.companyCode, {
        bedId,
        reason: '',
        since: today,
        by: session.userName,
        cleared: true,
      });
    }
    await logHostel(session, out ? 'Out of service' : 'Back in service', 'Hostel bed', bedId, reason);
    return HttpResponse.json({ result: 'OK' });
  });
}
