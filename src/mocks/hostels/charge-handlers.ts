import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { fromPaise, toPaise } from '../../lib/money/money';
import { multiplyByQuantity } from '../../lib/money/money-arithmetic';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { isMonth, monthName, monthOf } from '../../modules/hostels/domain/hostel-dates';
import { nextHostelNumber } from '../../modules/hostels/domain/hostel-numbers';
import { type HostelBill } from '../../modules/hostels/domain/hostel-bill-types';
import { type ChargeRequirements, type PostedCharge } from '../../modules/hostels/domain/charge-types';
import { type HostelAllocation } from '../../modules/hostels/domain/allocation-types';
import { HOSTEL_ENDPOINTS as API } from '../../modules/hostels/domain/hostel-endpoints';
import { chargedSegments, daysHeld, daysInside } from '../../modules/hostels/domain/proration';
import { readJson } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { chargeLine, serviceLine } from './charge-lines';
import { headerOf, logHostel, text } from './hostel-common';
import { packagesOf, postChargeHeadsOf, servicesOf } from './hostel-masters';
import { hostelSession, hostelToday, hostelWrite, refusal } from './hostel-session';
import { allocationsOf, billsOf, chargesOf, writeCharge } from './hostel-store';

const SCREEN = HOSTELS.hostelChargeEntry;

/** The occupant's stretches that held a bed in the month (the latest last). */
const heldIn = (allocation: HostelAllocation, month: string) =>
  chargedSegments(allocation).filter((segment) => daysInside(segment.from, segment.to, month).count > 0);

/** Each charge with the live bill it is on (a cancelled bill frees it). */
export function withBillNos(charges: readonly PostedCharge[], bills: readonly HostelBill[]): PostedCharge[] {
  const onBill = new Map<string, string>();
  for (const bill of bills)
    if (bill.status === 'OPEN') for (const line of bill.lines) onBill.set(line.item, bill.billNo);
  return charges.map((charge) => ({
    ...charge,
    billNo: onBill.get(`${charge.kind === 'SERVICE' ? 'SUB' : 'CHG'}|${charge.id}`) ?? '',
  }));
}

async function requirements(companyCode: number, month: string): Promise<ChargeRequirements> {
  const [allocations, packages, heads, services] = await Promise.all([
    allocationsOf(companyCode),
    packagesOf(companyCode),
    postChargeHeadsOf(companyCode),
    servicesOf(companyCode),
  ]);
  const included = new Map(packages.map((pack) => [pack.code, pack.services]));
  const occupants = allocations
    .filter((allocation) => daysHeld(allocation, month) > 0)
    .map((allocation) => {
      const held = heldIn(allocation, month);
      const last = held.at(-1)!;
      return {
        allocNo: allocation.allocNo,
        key: allocation.occupant.key,
        name: allocation.occupant.name,
        kind: allocation.occupant.kind,
        bedId: last.bedId,
        active: allocation.status === 'ACTIVE',
        packageCode: last.packageCode,
        included: [...new Set(held.flatMap((segment) => included.get(segment.packageCode) ?? []))],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    month,
    currentMonth: monthOf(hostelToday()),
    occupants,
    heads: heads
      .filter((head) => head.active)
      .map(({ code, name, amount, taxPercent }) => ({ code, name, amount, taxPercent })),
    services: [...services.values()]
      .filter((service) => service.active)
      .map(({ code, name, rate, per, taxPercent, optional }) => ({ code, name, rate, per, taxPercent, optional })),
  };
}

async function post(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const today = hostelToday();
  const kind = header.kind === 'SERVICE' ? 'SERVICE' : 'CHARGE';
  const month = text(header.month);
  if (!isMonth(month)) return refusal('Choose the month.');
  if (month > monthOf(today))
    return refusal(`${monthName(month)} has not begun: post for ${monthName(monthOf(today))} or an earlier month.`);
  const allocation = (await allocationsOf(companyCode)).find((one) => one.allocNo === text(header.allocNo));
  if (!allocation) return refusal('Choose the occupant.');
  const held = heldIn(allocation, month);
  if (held.length === 0) return refusal(`${allocation.occupant.name} did not hold a bed in ${monthName(month)}.`);
  const charges = await chargesOf(companyCode);
  const base = {
    month,
    date: today,
    allocNo: allocation.allocNo,
    occupantKey: allocation.occupant.key,
    occupantName: allocation.occupant.name,
    remarks: text(header.remarks).slice(0, 100),
    billNo: '',
    status: 'OPEN' as const,
    by: session.userName,
  };
  const line =
    kind === 'SERVICE'
      ? await serviceLine(companyCode, header, allocation, month, held, charges)
      : await chargeLine(companyCode, header);
  if (typeof line === 'string') return refusal(line);
  const id = nextHostelNumber(
    kind === 'SERVICE' ? 'subscription' : 'charge',
    today,
    charges.map((one) => one.id),
  );
  const charge: PostedCharge = { ...base, id, kind, ...line };
  await writeCharge(companyCode, charge);
  await logHostel(
    session,
    kind === 'SERVICE' ? 'Subscribe' : 'Post charge',
    kind === 'SERVICE' ? 'Hostel service' : 'Hostel charge',
    charge.id,
    `${charge.name} for ${allocation.occupant.name}, ${monthName(month)}`,
    kind === 'CHARGE' ? fromPaise(multiplyByQuantity(toPaise(charge.rate), charge.quantity)) : null,
  );
  return HttpResponse.json({ result: 'OK', seq: charge.id });
}

async function withdraw(session: DemoSession, id: string): Promise<Response> {
  const [charges, bills] = await Promise.all([chargesOf(session.companyCode), billsOf(session.companyCode)]);
  const charge = withBillNos(charges, bills).find((one) => one.id === id);
  if (!charge) return refusal(`There is no charge or subscription ${id}.`);
  if (charge.status !== 'OPEN') return refusal(`${id} is already withdrawn.`);
  if (charge.billNo) return refusal(`${id} is on bill ${charge.billNo}: cancel the bill first.`);
  await writeCharge(session.companyCode, { ...charges.find((one) => one.id === id)!, status: 'WITHDRAWN' });
  await logHostel(
    session,
    'Withdraw',
    charge.kind === 'SERVICE' ? 'Hostel service' : 'Hostel charge',
    id,
    `${charge.name} for ${charge.occupantName}`,
  );
  return HttpResponse.json({ result: 'OK', seq: id });
}

/**
 * The charge entry's routes (api/HostelCharges/*): read with the screen's right; post (1) and withdraw (3) once per
 * key, in the queue.
 */
export const chargeHandlers = [
  http.post(`*/${API.chargeRequirements}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const asked = text((await readJson(request)).detail);
    return HttpResponse.json(await requirements(session.companyCode, isMonth(asked) ? asked : monthOf(hostelToday())));
  }),
  http.post(`*/${API.charges}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const month = text((await readJson(request)).detail);
    const [charges, bills] = await Promise.all([chargesOf(session.companyCode), billsOf(session.companyCode)]);
    return HttpResponse.json(
      withBillNos(
        charges.filter((charge) => charge.month === month),
        bills,
      ).sort((a, b) => b.id.localeCompare(a.id)),
    );
  }),
  http.post(`*/${API.saveCharge}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck ?? body.tracheck);
    if (traCheck !== 1 && traCheck !== 3) return refusal('Say what to do: traCheck 1 posts, 3 withdraws.');
    const session = await hostelSession(
      request,
      SCREEN,
      traCheck === 1 ? TRANSACTION.create : TRANSACTION.delete,
      'write',
    );
    if (session instanceof Response) return session;
    return hostelWrite(request, session, () =>
      traCheck === 1 ? post(session, headerOf(body)) : withdraw(session, text(body.recordId)),
    );
  }),
];
