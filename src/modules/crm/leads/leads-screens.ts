import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { CRM } from '../../../menus/catalogue/crm';

const LeadsScreen = lazy(() => import('./leads-screen').then((m) => ({ default: m.LeadsScreen })));
const SubmissionsScreen = lazy(() => import('./submissions-screen').then((m) => ({ default: m.SubmissionsScreen })));
const CustomersScreen = lazy(() => import('./customers-screen').then((m) => ({ default: m.CustomersScreen })));
const ContactsScreen = lazy(() => import('./contacts-screen').then((m) => ({ default: m.ContactsScreen })));
const PipelineReport = lazy(() => import('./pipeline-report').then((m) => ({ default: m.PipelineReport })));

/**
 * Leads with the pipeline board and follow-ups, contact submissions, the lead-world customers,
 * contacts (all on the contract's new-style routes) and the pipeline report. Customers and contacts replace the
 * round-one master screens on the same routes.
 */
export const leadsScreens: ScreenMap = {
  [CRM.crmLeads.path]: LeadsScreen,
  [CRM.crmContactSubmissions.path]: SubmissionsScreen,
  [CRM.crmCustomers.path]: CustomersScreen,
  [CRM.crmContacts.path]: ContactsScreen,
  [CRM.crmRepPipeline.path]: PipelineReport,
};
