import type { HttpHandler } from 'msw';
import { advancesHandlers } from './advances/advances-handlers';
import { attendanceHandlers } from './attendance/attendance-handlers';
import './hrd-seeders';
import { inoutHandlers } from './inout/inout-handlers';
import { leaveHandlers } from './leave/leave-handlers';
import { mastersHandlers } from './masters/masters-handlers';
import { paymentsHandlers } from './payments/payments-handlers';
import { peopleHandlers } from './people/people-handlers';
import { recruitmentHandlers } from './recruitment/recruitment-handlers';
import { reportsHandlers } from './reports/reports-handlers';
import { salaryHandlers } from './salary/salary-handlers';

/** The demo backend's HR transactions, recruitment, reports and dashboard, before the generic handlers. */
export const hrdHandlers: HttpHandler[] = [
  ...mastersHandlers,
  ...inoutHandlers,
  ...attendanceHandlers,
  ...leaveHandlers,
  ...advancesHandlers,
  ...salaryHandlers,
  ...paymentsHandlers,
  ...recruitmentHandlers,
  ...peopleHandlers,
  ...reportsHandlers,
];
