import type { ReportColumn, ReportDeclaration } from '../../engine/report/report';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { HOSTEL_ENDPOINTS } from './domain/hostel-endpoints';
import { HOSTELS as HOSTEL_MASTER } from './resources/hostels';

type Parameter = ReportDeclaration['parameters'][number];
const HOSTEL: Parameter = {
  name: 'detail',
  label: 'Hostel',
  type: 'reference',
  reference: { resource: HOSTEL_MASTER.name, endpoint: HOSTEL_MASTER.endpoints.list, key: 'code', label: 'name' },
};
const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

/**
 * The hostels' reports, computed by the backend from the allocations, bills and receipts
 * (src/mocks/hostels/report-handlers.ts).
 */
export const HOSTELS_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'hostels.report.occupancy',
    title: HOSTELS.hostelRepOccupancy.title,
    screen: HOSTELS.hostelRepOccupancy,
    endpoint: HOSTEL_ENDPOINTS.occupancyReport,
    parameters: [{ name: 'frmDate', label: 'As on', type: 'date', required: true, defaultValue: '@today' }],
    // Occupancy is of the beds in service; out of service is as the beds stand today (no history is kept of it).
    columns: [
      text('hostel', 'Hostel'),
      count('beds', 'Beds'),
      count('occupied', 'Occupied'),
      count('outOfService', 'Out of service'),
      count('vacant', 'Vacant'),
      { name: 'percent', label: 'Occupancy', type: 'percent' },
    ],
  },
  {
    name: 'hostels.report.bills-dues',
    title: HOSTELS.hostelRepBills.title,
    screen: HOSTELS.hostelRepBills,
    endpoint: HOSTEL_ENDPOINTS.billsReport,
    parameters: [
      { name: 'frmDate', label: 'Bills for months from', type: 'date', required: true, defaultValue: '@fy-start' },
      { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
      HOSTEL,
    ],
    columns: [
      text('hostel', 'Hostel'),
      text('occupant', 'Occupant'),
      text('kind', 'Student or guest'),
      text('admissionNo', 'Admission number'),
      text('bed', 'Bed'),
      count('bills', 'Bills'),
      money('billed', 'Billed'),
      money('received', 'Received'),
      money('due', 'Due'),
    ],
    groupBy: 'hostel',
  },
];
