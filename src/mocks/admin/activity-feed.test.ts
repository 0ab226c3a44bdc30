import { format } from 'date-fns';
import type { ActivityRow } from '../core/activity-log';
import { activityFeed } from './activity-feed';

const at = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
let serial = 0;
function row(user: string, module: string, action: string, when: string, detail = `${action} by ${user}`): ActivityRow {
  serial += 1;
  return {
    id: `${when}#${String(serial).padStart(6, '0')}`,
    at: when,
    user,
    module,
    action,
    subject: 'Payment',
    reference: `REF-${serial}`,
    before: null,
    after: null,
    detail,
  };
}

describe('the activity feed (getActivitiesListUserWise)', () => {
  const today = '2026-03-05';
  const rows = [
    row('admin', 'accounts', 'Create', at(today, '09:15:00')),
    row('admin', 'procurement', 'Cancel', at(today, '10:30:00')),
    row('Admin', 'accounts', 'Modify', at(today, '11:45:00')),
    row('staff', 'accounts', 'Create', at(today, '12:00:00')),
    row('admin', 'accounts', 'Delete', at('2026-03-04', '18:00:00')),
    row('admin', 'hrd', 'Print', at(today, '08:00:00'), ''),
  ];

  it("gives only the user's rows of today, newest first, grouped by module as the server names them", () => {
    const feed = activityFeed(rows, 'ADMIN', today);
    expect(feed.map((group) => [group.module, group.activities.map((one) => one.tim)])).toEqual([
      ['Accounts', ['11:45', '09:15']],
      ['Purchases', ['10:30']],
      ['HRD', ['08:00']],
    ]);
  });

  it('marks an entry, an updation and a deletion, and describes a row without detail by its action', () => {
    const feed = activityFeed(rows, 'admin', today);
    const all = feed.flatMap((group) => group.activities);
    expect(all.map((one) => [one.typ, one.typdescr])).toEqual([
      [2, 'Updation'],
      [1, 'Entry'],
      [3, 'Deletion'],
      [2, 'Updation'],
    ]);
    expect(all.at(-1)).toMatchObject({ title: 'Payment', description: 'Print REF-6' });
  });

  it('is empty for a user with nothing today', () => {
    expect(activityFeed(rows, 'cashier1', today)).toEqual([]);
    expect(activityFeed(rows, 'admin', format(new Date(2026, 2, 6), 'yyyy-MM-dd'))).toEqual([]);
  });
});
