/** The front office's session and write plumbing: writes run once per Idempotency-Key and one at a time per company
 * (stays, folios, room states, number series and the accounts are read then changed). */
export { queuedWrite as foWrite, refusal, screenSession as foSession } from '../core/sessions/screen-session';

export { nowStamp } from '../core/now-stamp';
