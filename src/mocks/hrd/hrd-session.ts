import { serverToday } from '../core/server-dates';

/**
 * HR's session and write plumbing: writes run once per Idempotency-Key and one at a time per company (series, balances,
 * months).
 */
export { queuedWrite as hrdWrite, refusal, screenSession as hrdSession } from '../core/sessions/screen-session';

/** The HR day: the server's calendar day (yyyy-MM-dd). */
export const hrdToday = () => serverToday();

export { nowStamp } from '../core/now-stamp';
