import type { ModuleManifest } from '../../engine/module-manifest';

export const dashboardManifest: ModuleManifest = {
  name: 'dashboard',
  title: 'Dashboard',
  area: 'admin',
  screens: [
    { path: 'dashboard/dashboardmain', title: 'Dashboard' },
    { path: 'dashboard/dashboardUsine', title: 'Manufacturing dashboard' },
    { path: 'dashboard/dashboardReal', title: 'Real estate dashboard' },
    { path: 'dashboard/dashboardshiksha', title: 'School dashboard' },
    { path: 'dashboard/v2', title: 'Dashboard version 2' },
    { path: 'dashboard/v3', title: 'Dashboard version 3' },
    { path: 'dashboard/v4', title: 'Dashboard version 4' },
    { path: 'dashboard/mismessages', title: 'Messages' },
    { path: 'dashboard/misinbox', title: 'Mails' },
    { path: 'dashboard/mistasks', title: 'Tasks' },
    { path: 'dashboard/mistickets', title: 'Tickets' },
    { path: 'dashboard/misprofile', title: 'Profile' },
  ],
  load: () => import('./screens'),
};
