import { http, HttpResponse } from 'msw';
import type { DashboardData } from '../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../lib/money/money';
import { monthOf } from '../../modules/hostels/domain/hostel-dates';
import { HOSTEL_ENDPOINTS as API } from '../../modules/hostels/domain/hostel-endpoints';
import { occupancyOf } from '../../modules/hostels/domain/occupancy';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { authorise } from '../core/sessions/authorise';
import { billsAndDues } from './bill-dues';
import { roomPanel } from './panel-handlers';
import { hostelToday } from './hostel-session';
import { receiptsOf } from './hostel-store';

/** The hostels dashboard from the beds as they stand today, this month's bills and receipts, and what is owed. */
export const dashboardHandler = http.post(`*/${API.dashboard}`, async ({ request }) => {
  const session = await authorise(request, HOSTELS.hostelDashboard.code!, 'read');
  if (session instanceof Response) return session;
  const today = hostelToday();
  const month = monthOf(today);
  const [panel, bills, receipts] = await Promise.all([
    roomPanel(session.companyCode, today),
    billsAndDues(session.companyCode),
    receiptsOf(session.companyCode),
  ]);
  const states = panel.rooms.flatMap((room) => room.beds.map((bed) => bed.state));
  const figures = occupancyOf(states);
  const live = bills.filter((bill) => bill.status === 'OPEN');
  const money = (values: number[]) => fromPaise(sumPaise(values.map(toPaise)));
  const duesByHostel = panel.hostels.map((hostel) => ({
    label: hostel.name,
    value: money(live.filter((bill) => bill.hostel === hostel.hostel).map((bill) => bill.due)),
  }));
  const data: DashboardData = {
    cards: {
      beds: figures.beds,
      occupied: figures.occupied,
      vacant: figures.vacant,
      occupancy: figures.percent,
      billedThisMonth: money(live.filter((bill) => bill.month === month).map((bill) => bill.total)),
      receivedThisMonth: money(
        receipts
          .filter((receipt) => receipt.status === 'OPEN' && monthOf(receipt.date) === month)
          .map((receipt) => receipt.amount),
      ),
      dues: money(live.map((bill) => bill.due)),
    },
    charts: {
      occupancyByHostel: panel.hostels.map((hostel) => ({ label: hostel.name, value: hostel.occupied })),
      bedsByState: [
        { label: 'Occupied', value: figures.occupied },
        { label: 'Vacant', value: figures.vacant },
        { label: 'Out of service', value: figures.outOfService },
      ],
      duesByHostel: duesByHostel.filter((point) => point.value !== 0),
    },
  };
  return HttpResponse.json(data);
});
