import { serverToday } from '../server-dates';
import { logActivity } from '../activity-log';
import { findDemoCompany, type DemoCompany } from '../company/companies';
import type { DemoSession } from '../sessions/auth';

/**
 * The school desks' session and write plumbing, shared by src/mocks/{frontdesk,students,library,vehicles}:
 * writes run once per Idempotency-Key and one at a time per company (number series, rolls, copies out, dues and the
 * accounts are read and then changed).
 */
export { queuedWrite as schoolWrite, refusal, screenSession as schoolSession } from '../sessions/screen-session';

/** The school's day: the server's calendar day (yyyy-MM-dd). */
export const schoolToday = () => serverToday();

/**
 * The company when it is the school edition (D-SHI): transactional seeds apply to it only, other companies start empty.
 */
export function schoolCompany(companyCode: number): DemoCompany | null {
  const company = findDemoCompany(companyCode);
  return company?.pCode === 'D-SHI' ? company : null;
}

/** The module an activity-log row is filed under. */
export type SchoolModule = 'frontdesk' | 'students' | 'library' | 'vehicles';

/** One activity-log row of a school desk (Accounts, Activity log shows them): what was done to which document. */
export function logSchool(
  session: DemoSession,
  module: SchoolModule,
  action: string,
  subject: string,
  reference: string,
  detail: string,
  amount: number | null = null,
) {
  return logActivity(session, { module, action, subject, reference, after: amount, detail });
}

/** The header object of a save (`{ header }`), or {}. */
export function headerOf(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.header === 'object' && body.header !== null && !Array.isArray(body.header)
    ? (body.header as Record<string, unknown>)
    : {};
}

/** The lines of a save (`{ lines }`): the objects among them, or []. */
export function linesOf(body: Record<string, unknown>): Array<Record<string, unknown>> {
  return Array.isArray(body.lines)
    ? body.lines.filter(
        (line): line is Record<string, unknown> => typeof line === 'object' && line !== null && !Array.isArray(line),
      )
    : [];
}

/** A body value as trimmed text ('' for null, undefined, objects). */
export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim() : '';

export { nowStamp } from '../now-stamp';
