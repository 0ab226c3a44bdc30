import { http, HttpResponse } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { fromPaise, toPaise } from '../../lib/money/money';
import { monthOf } from '../../modules/hostels/domain/hostel-dates';
import { type HostelBill } from '../../modules/hostels/domain/hostel-bill-types';
import { bedName, type BedState } from '../../modules/hostels/domain/room-panel-types';
import { HOSTEL_ENDPOINTS as API } from '../../modules/hostels/domain/hostel-endpoints';
import { holdersOn, occupancyOf } from '../../modules/hostels/domain/occupancy';
import { HOSTELS_REPORTS } from '../../modules/hostels/hostels-reports';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { reportDate } from '../core/server-dates';
import { billsAndDues } from './bill-dues';
import { text } from './hostel-common';
import { bedsOf, hostelsOf } from './hostel-masters';
import { hostelToday } from './hostel-session';
import { allocationsOf } from './hostel-store';

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });
const report = (endpoint: string) => HOSTELS_REPORTS.find((one) => one.endpoint === endpoint)!;

/** Each hostel's beds on a day: occupied from the allocations then, out of service as the beds stand now. */
async function occupancyRows(companyCode: number, date: string): Promise<ReportRow[]> {
  const [beds, allocations, hostels] = await Promise.all([
    bedsOf(companyCode),
    allocationsOf(companyCode),
    hostelsOf(companyCode),
  ]);
  const holders = holdersOn(allocations, date);
  return hostels
    .filter((hostel) => beds.some((bed) => bed.hostel === hostel.code))
    .map((hostel) => {
      const states = beds
        .filter((bed) => bed.hostel === hostel.code)
        .map((bed): BedState => (holders.has(bed.bedId) ? 'OCCUPIED' : bed.outOfService ? 'OUT_OF_SERVICE' : 'VACANT'));
      return { hostel: hostel.name, ...occupancyOf(states) };
    });
}

/** Per occupant: the live bills of the months asked, what was received on them and what is due. */
function billRows(bills: readonly HostelBill[], hostelNames: ReadonlyMap<string, string>): ReportRow[] {
  const rows = new Map<
    string,
    {
      hostel: string;
      occupant: string;
      kind: string;
      admissionNo: string;
      bed: string;
      bills: number;
      billed: number;
      received: number;
      due: number;
    }
  >();
  for (const bill of [...bills].sort((a, b) => a.billNo.localeCompare(b.billNo))) {
    const key = `${bill.hostel}|${bill.occupant.key}`;
    const known = rows.get(key);
    const add = (a: number | undefined, b: number) => fromPaise(toPaise(a ?? 0) + toPaise(b));
    rows.set(key, {
      hostel: hostelNames.get(bill.hostel) ?? bill.hostel,
      occupant: bill.occupant.name,
      kind: bill.occupant.kind === 'STUDENT' ? 'Student' : 'Guest',
      admissionNo: bill.occupant.admissionNo,
      bed: bedName(bill.bedId),
      bills: (known?.bills ?? 0) + 1,
      billed: add(known?.billed, bill.total),
      received: add(known?.received, bill.received),
      due: add(known?.due, bill.due),
    });
  }
  return [...rows.values()].sort((a, b) => a.hostel.localeCompare(b.hostel) || a.occupant.localeCompare(b.occupant));
}

function reportHandler(
  declaration: ReportDeclaration,
  rows: (companyCode: number, body: Record<string, unknown>) => Promise<ReportRow[] | string>,
) {
  return http.post(`*/${declaration.endpoint}`, async ({ request }) => {
    const session = await authorise(request, declaration.screen.code!, 'read');
    if (session instanceof Response) return session;
    const answer = await rows(session.companyCode, await readJson(request));
    if (typeof answer === 'string') return refuse(answer);
    return HttpResponse.json(totalReport(declaration.columns, answer, declaration.groupBy));
  });
}

/** The hostels' reports, computed from the stored allocations, beds, bills and receipts. */
export const reportHandlers = [
  reportHandler(report(API.occupancyReport), async (companyCode, body) => {
    const date = reportDate(body.frmDate) ?? hostelToday();
    return occupancyRows(companyCode, date);
  }),
  reportHandler(report(API.billsReport), async (companyCode, body) => {
    const from = reportDate(body.frmDate);
    const to = reportDate(body.toDate);
    if (!from || !to) return 'Give the first and last months of the report.';
    if (from > to) return 'The report cannot start after it ends.';
    const hostel = text(body.detail);
    const names = new Map((await hostelsOf(companyCode)).map((one) => [one.code, one.name]));
    const bills = (await billsAndDues(companyCode)).filter(
      (bill) =>
        bill.status === 'OPEN' &&
        bill.month >= monthOf(from) &&
        bill.month <= monthOf(to) &&
        (!hostel || bill.hostel === hostel),
    );
    return billRows(bills, names);
  }),
];
