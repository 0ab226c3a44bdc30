import { screen } from '../../lib/screens/screen-declaration';

/** The common and edition dashboards and the header user menu's pages: open to every signed-in user. */
export const DASHBOARD = {
  dashboardmain: screen('dashboard/dashboardmain', 'Dashboard'),
  dashboardUsine: screen('dashboard/dashboardUsine', 'Manufacturing dashboard'),
  dashboardReal: screen('dashboard/dashboardReal', 'Real estate dashboard'),
  dashboardshiksha: screen('dashboard/dashboardshiksha', 'School dashboard'),
  v2: screen('dashboard/v2', 'Dashboard version 2'),
  v3: screen('dashboard/v3', 'Dashboard version 3'),
  v4: screen('dashboard/v4', 'Dashboard version 4'),
  mismessages: screen('dashboard/mismessages', 'Messages'),
  misinbox: screen('dashboard/misinbox', 'Mails'),
  mistasks: screen('dashboard/mistasks', 'Tasks'),
  mistickets: screen('dashboard/mistickets', 'Tickets'),
  misprofile: screen('dashboard/misprofile', 'Profile'),
} as const;
