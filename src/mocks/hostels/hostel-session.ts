import { serverToday } from '../core/server-dates';

/** The hostels' session and write plumbing: writes run once per Idempotency-Key and one at a time per company (beds,
 * number series, bills, receipts and the accounts are read then changed). */
export { queuedWrite as hostelWrite, refusal, screenSession as hostelSession } from '../core/sessions/screen-session';

/** The hostels' day: the server's calendar day. */
export const hostelToday = () => serverToday();

export { nowStamp } from '../core/now-stamp';
