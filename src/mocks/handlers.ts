import { countriesHandler } from '../admin/countries';
import { calendarHandlers } from '../apps/calendar-handlers';
import { chatHandlers } from '../apps/chat-handlers';
import { dashboardDataHandlers } from '../apps/dashboard-data-handlers';
import { invoiceHandlers } from '../apps/invoice-handlers';
import { mailHandlers } from '../apps/mail-handlers';
import { peopleHandlers } from '../apps/people';
import { taskHandlers } from '../apps/task-handlers';
import { geographyHandlers } from '../admin/geography-handlers';
import { roleHandlers } from '../admin/role-handlers';
import { settingsHandlers } from '../admin/settings-handlers';
import { userHandlers } from '../admin/user-handlers';
import { brsHandlers } from '../accounts/brs-handlers';
import { accountsDashboardHandler } from '../accounts/dashboard-handler';
import { openingHandlers } from '../accounts/opening-handlers';
import { statementHandlers } from '../accounts/statement-handlers';
import { voucherHandlers } from '../accounts/voucher-handlers';
import { yearEndHandlers } from '../accounts/year-end-handlers';
import { dashboardHandlers } from './dashboards';
import { demoDirectoryHandler } from './demo-directory';
import { loginHandler } from './login';
import { productsHandler } from './products';
import { reportHandlers } from './reports';
import { resourceHandlers } from './resources';

/** Every request handler of the embedded demo backend. */
export const handlers = [loginHandler, productsHandler, demoDirectoryHandler, ...resourceHandlers, ...reportHandlers, ...dashboardHandlers, accountsDashboardHandler, ...voucherHandlers, ...statementHandlers, ...openingHandlers, ...brsHandlers, ...yearEndHandlers, countriesHandler, ...roleHandlers, ...userHandlers, ...settingsHandlers, ...geographyHandlers, ...invoiceHandlers, ...mailHandlers, ...taskHandlers, ...chatHandlers, ...calendarHandlers, ...dashboardDataHandlers, ...peopleHandlers];
