import { differenceInCalendarDays, format, parseISO, subDays } from 'date-fns';
import { formatDate } from '../../lib/format/date-format';
import { ADMIN } from '../../menus/catalogue/admin';
import { licenceOf, WARN_DAYS, type DemoLicence } from '../core/company/licence-store';
import type { NoticeRule, RaisedNotice } from '../core/notices/notice-rule';

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/**
 * The licence's notice: from WARN_DAYS (30) days before its last valid day, and once it has expired; none before.
 * Its key is the expiry date, so a renewal that still ends within 30 days is news again.
 */
export function licenceNotices(licence: Pick<DemoLicence, 'expiresOn'>, today: string): RaisedNotice[] {
  const left = differenceInCalendarDays(parseISO(licence.expiresOn), parseISO(today));
  if (left > WARN_DAYS) return [];
  const expired = left < 0;
  return [
    {
      id: licence.expiresOn,
      title: expired ? 'Licence expired' : 'Licence expiring',
      text: expired
        ? `It expired on ${formatDate(licence.expiresOn)}: nothing can be saved until it is renewed`
        : `It ends on ${formatDate(licence.expiresOn)}, ${left === 0 ? 'today' : `in ${days(left)}`}: renew it`,
      at: expired ? licence.expiresOn : format(subDays(parseISO(licence.expiresOn), WARN_DAYS), 'yyyy-MM-dd'),
      tone: expired ? 'danger' : 'warning',
    },
  ];
}

/** The company's licence running out, for the administrators who renew it (the admin menu's licence screen). */
export const ADMIN_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'admin.licence',
    icon: 'licence',
    screens: [ADMIN.license],
    raise: async ({ companyCode, today }) => licenceNotices(await licenceOf(companyCode), today),
  },
];
