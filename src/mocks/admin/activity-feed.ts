import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import { activities, type ActivityRow } from '../core/activity-log';
import { serverToday } from '../core/server-dates';
import { requireSession } from '../core/sessions/auth';

/** One entry of the feed, as the real server writes it from a `TransactionsAudit` row. */
export interface FeedActivity {
  title: string;
  /** HH:mm, the server's clock. */
  tim: string;
  description: string;
  /** 1 entry, 2 updation, 3 deletion (the audit's Tratype). */
  typ: 1 | 2 | 3;
  typdescr: 'Entry' | 'Updation' | 'Deletion';
}

export interface FeedModule {
  module: string;
  activities: FeedActivity[];
}

/** Our audit rows' module keys as the server names its modules. */
const MODULE_NAMES: Readonly<Record<string, string>> = {
  accounts: 'Accounts',
  admin: 'Admin',
  crm: 'CRM',
  frontoffice: 'Front office',
  hostels: 'Hostels',
  hrd: 'HRD',
  inventory: 'Inventory',
  pos: 'POS',
  procurement: 'Purchases',
  pur: 'Purchases',
  sal: 'Sales',
};
const moduleName = (key: string) =>
  MODULE_NAMES[key.toLowerCase()] ?? `${key.charAt(0).toUpperCase()}${key.slice(1).toLowerCase()}`;

const CREATES = /^(create|add|place|submit)/i;
const DELETES = /^(delete|cancel|void|remove)/i;

function feedActivity(row: ActivityRow): FeedActivity {
  const typ = CREATES.test(row.action) ? 1 : DELETES.test(row.action) ? 3 : 2;
  return {
    title: row.subject,
    tim: format(new Date(row.at), 'HH:mm'),
    description: row.detail || `${row.action} ${row.reference}`.trim(),
    typ,
    typdescr: typ === 1 ? 'Entry' : typ === 3 ? 'Deletion' : 'Updation',
  };
}

/** Today's rows of one user, newest first, grouped by module in the order their latest row came. */
export function activityFeed(rows: readonly ActivityRow[], userName: string, today: string): FeedModule[] {
  const user = userName.trim().toLowerCase();
  const byModule = new Map<string, FeedActivity[]>();
  for (const row of [...rows]
    .filter((one) => one.user.toLowerCase() === user && format(new Date(one.at), 'yyyy-MM-dd') === today)
    .sort((a, b) => b.id.localeCompare(a.id))) {
    const name = moduleName(row.module);
    byModule.set(name, [...(byModule.get(name) ?? []), feedActivity(row)]);
  }
  return [...byModule].map(([module, list]) => ({ module, activities: list }));
}

/**
 * `api/AdminTargets/getActivitiesListUserWise` (UserInfo, 08-login §4): the signed-in user's own activity of today by
 * module. Any signed-in user may read their own; the accounts activity log of a period is another, ours.
 */
export const activityFeedHandler = http.post(`*/${ADMIN_ENDPOINTS.activities}`, async ({ request }) => {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  return HttpResponse.json(activityFeed(await activities(session.companyCode), session.userName, serverToday()));
});
