import { differenceInMinutes, parseISO } from 'date-fns';
import { formatDateTime } from '../../lib/format/date-format';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';
import type { CForm } from '../../modules/frontoffice/domain/stay-types';
import type { NoticeRule, RaisedNotice } from '../core/notices/notice-rule';
import { cformQueue } from './checkin/cform-store';

/** A C-Form is worth a notice from this many hours before it falls due (and while it is overdue). */
export const CFORM_NOTICE_HOURS = 24;

/** Is the form due within 24 hours of `now` (or overdue)? `dueBy` is the hotel's local yyyy-MM-ddTHH:mm. */
export const dueWithinNoticeHours = (dueBy: string, now: Date): boolean =>
  differenceInMinutes(parseISO(dueBy), now) <= CFORM_NOTICE_HOURS * 60;

/** One notice per foreign guest's C-Form still due and due within 24 hours: overdue ones as a danger. */
export function cformNotices(forms: readonly CForm[], now: Date): RaisedNotice[] {
  return forms
    .filter((form) => form.status === 'DUE' && dueWithinNoticeHours(form.dueBy, now))
    .map((form) => {
      const overdue = parseISO(form.dueBy) < now;
      const due = overdue ? 'was due' : 'due';
      return {
        id: form.cformNo,
        title: overdue ? 'C-Form overdue' : 'C-Form due',
        text: `${form.guestName} (${form.nationality}), room ${form.room}: ${due} by ${formatDateTime(form.dueBy)}`,
        at: form.arrival,
        tone: overdue ? 'danger' : 'warning',
      };
    });
}

/** Foreign guests' C-Forms to submit to the FRRO, for those who may submit them (modify on the C-Form screens). */
export const FRONT_OFFICE_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'frontoffice.cform-due',
    icon: 'passport',
    screens: [FRONT_OFFICE.cformQueue, FRONT_OFFICE.cform],
    transaction: 'modify',
    raise: async ({ companyCode, now }) => cformNotices(await cformQueue(companyCode), now),
  },
];
