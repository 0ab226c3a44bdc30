import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { FRONT_OFFICE as FO } from '../../../menus/catalogue/front-office';
import { FO_REPORT_ENDPOINTS as E } from './domain/audit-types';

type Parameter = ReportDeclaration['parameters'][number];
const FROM: Parameter = { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' };
const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
const TODAY = [{ ...FROM, defaultValue: '@today' }, TO];
const PERIOD = [FROM, TO];

/** The financial years offered (April to March): the current one first, then the three before it. */
function financialYears(today = new Date()): Parameter {
  const current = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
  const years = [0, 1, 2, 3].map((back) => current - back);
  return {
    name: 'detail',
    label: 'Financial year',
    type: 'select',
    required: true,
    defaultValue: String(current),
    options: years.map((year) => ({ value: String(year), label: `April ${year} to March ${year + 1}` })),
  };
}

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const datetime = (name: string, label: string): ReportColumn => ({ name, label, type: 'datetime' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
/** Rates and averages: shown, never added up. */
const rate = (name: string, label: string): ReportColumn => ({ name, label, type: 'money' });

const OCCUPANCY = [
  count('available', 'Rooms in service'),
  count('occupied', 'Rooms occupied'),
  count('house', 'House guests'),
  count('sold', 'Rooms sold'),
  { name: 'occupancy', label: 'Occupancy', type: 'percent' } as ReportColumn,
  money('revenue', 'Room revenue'),
  rate('arr', 'ARR (average room rate)'),
];

const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `frontoffice.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

/**
 * The front office reports (menu 7), computed by the backend from the stays, folios, reservations, C-Forms and night
 * audits.
 */
export const FO_REPORTS: readonly ReportDeclaration[] = [
  report(
    FO.repArrivals,
    'arrivals',
    E.arrivals,
    TODAY,
    [
      text('kind', 'Arrivals'),
      date('dat', 'Arrival'),
      text('number', 'Reservation or stay'),
      text('room', 'Room'),
      text('guest', 'Guest'),
      count('adults', 'Adults'),
      count('children', 'Children'),
      date('departure', 'Departure'),
      text('status', 'Status'),
    ],
    'kind',
  ),
  report(
    FO.repDepartures,
    'departures',
    E.departures,
    TODAY,
    [
      text('kind', 'Departures'),
      date('dat', 'Departure'),
      text('number', 'Stay'),
      text('room', 'Room'),
      text('guest', 'Guest'),
      date('arrival', 'Arrival'),
      count('nights', 'Nights'),
      money('billed', 'Billed'),
      text('status', 'Status'),
      text('finalBill', 'Final bill'),
    ],
    'kind',
  ),
  report(
    FO.repInHouse,
    'in-house',
    E.inHouse,
    [],
    [
      text('room', 'Room'),
      text('number', 'Stay'),
      text('guest', 'Guest'),
      text('nationality', 'Nationality'),
      text('kind', 'Kind'),
      count('adults', 'Adults'),
      count('children', 'Children'),
      date('arrival', 'Arrival'),
      date('departure', 'Departure'),
      rate('tariff', 'Tariff a night'),
      money('balance', 'Balance'),
      text('status', 'Status'),
    ],
  ),
  report(FO.repOccupancyDay, 'occupancy-day', E.occupancyDay, PERIOD, [date('dat', 'Night'), ...OCCUPANCY]),
  report(
    FO.repOccupancyMonth,
    'occupancy-month',
    E.occupancyMonth,
    [financialYears()],
    [text('month', 'Month'), ...OCCUPANCY],
  ),
  report(FO.repRoomRevenue, 'room-revenue', E.roomRevenue, PERIOD, [
    text('room', 'Room'),
    text('category', 'Category'),
    count('nights', 'Nights sold'),
    money('tariff', 'Room tariff'),
    money('charges', 'Posted charges'),
    money('pos', 'Restaurant'),
    money('taxes', 'Taxes'),
    money('total', 'Total'),
  ]),
  report(
    FO.repCharges,
    'charges',
    E.charges,
    PERIOD,
    [
      text('head', 'Charge head'),
      date('dat', 'Date'),
      text('number', 'Stay'),
      text('room', 'Room'),
      text('description', 'Description'),
      text('reference', 'Reference'),
      money('amount', 'Amount'),
      money('cgst', 'CGST'),
      money('sgst', 'SGST'),
      money('total', 'Total'),
    ],
    'head',
  ),
  report(
    FO.repAdvances,
    'advances',
    E.advances,
    PERIOD,
    [
      text('stay', 'Stay'),
      date('dat', 'Date'),
      text('kind', 'Advance'),
      text('mode', 'Mode'),
      text('reference', 'Receipt or refund'),
      money('received', 'Received'),
      money('refunded', 'Refunded'),
      money('net', 'Net held'),
    ],
    'stay',
  ),
  report(
    FO.repCForms,
    'cforms',
    E.cforms,
    PERIOD,
    [
      text('status', 'C-Form'),
      text('number', 'C-Form number'),
      text('stayNo', 'Stay'),
      text('room', 'Room'),
      text('guest', 'Guest'),
      text('nationality', 'Nationality'),
      text('passport', 'Passport'),
      datetime('arrival', 'Arrival'),
      datetime('dueBy', 'Due by'),
      datetime('submittedAt', 'Submitted'),
      text('submissionRef', 'Submission reference'),
      { name: 'hoursLate', label: 'Hours late', type: 'number' },
    ],
    'status',
  ),
  report(FO.repNightAudits, 'night-audits', E.nightAudits, PERIOD, [
    date('dat', 'Night'),
    datetime('at', 'Run at'),
    text('user', 'By'),
    count('roomsPosted', 'Rooms posted'),
    money('roomRevenue', 'Room revenue'),
    money('taxes', 'Taxes'),
    count('noShows', 'No-shows'),
    count('dueOuts', 'Due out, not left'),
  ]),
];
