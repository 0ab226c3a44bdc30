import { HttpResponse } from 'msw';
import { can, isAdministrator } from '../../../lib/permissions/can';
import { RESTAURANT_BOOK } from '../../../kits/billing/domain/billing-book';
import { billingCodes, type BillingAction } from '../../../kits/billing/domain/billing-rights';
import { logActivity } from '../activity-log';
import { licenceRefusal } from '../company/licence-store';
import { requireSession, type DemoSession } from '../sessions/auth';
import type { BillingSession, ServerBillingBook } from './billing-book';
import { NOT_AUTHORISED, READ_FORBIDDEN, type Access } from '../sessions/authorise';

/** The server's answer to a refused write: status 200, the reason in `result`. */
export const refusal = (result: string) => HttpResponse.json({ result });

const holder = (session: DemoSession) => ({ usr: { rCode: session.user.rCode }, roles: session.roles });

/** May the session's user do a billing action? Any of the book's billing screens' codes grants it (billing-rights). */
export const mayBill = (session: BillingSession, action: BillingAction): boolean =>
  billingCodes(action, session.book ?? RESTAURANT_BOOK).some((code) => can(holder(session), code));

/** How the audit trail and narrations name a bill of the session's book ('Restaurant bill'). */
export const billWordOf = (session: BillingSession): string => (session.book ?? RESTAURANT_BOOK).billWord;

/** The book's day in the audit trail ('Restaurant day', 'Take-away day'): its bill word without 'bill'. */
export const dayWordOf = (session: BillingSession): string => `${billWordOf(session).replace(/ bill$/, '')} day`;

/** What the book bills, in messages: 'table' (the restaurant's), 'order' (a counter's). */
export const tableWordOf = (session: BillingSession): string => (session.book ?? RESTAURANT_BOOK).tableWord;

export const isAdmin = (session: DemoSession): boolean => isAdministrator(holder(session));

/**
 * The session, with the book it bills in, when the user may do every one of `actions` in that book (as authorise
 * does for one code): a refused write answers `{ result: NOT_AUTHORISED }`, a refused read 403; after the
 * licence's expiry writes are refused. No book: the restaurant's.
 */
export async function billingSession(
  request: Request,
  actions: readonly BillingAction[],
  access: Access,
  book?: ServerBillingBook,
): Promise<BillingSession | Response> {
  const signedIn = await requireSession(request);
  if (signedIn instanceof Response) return signedIn;
  const session: BillingSession = book ? { ...signedIn, book } : signedIn;
  if (!actions.every((action) => mayBill(session, action))) {
    return access === 'write'
      ? refusal(NOT_AUTHORISED)
      : HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  }
  const expired = access === 'write' ? await licenceRefusal(session.companyCode) : null;
  return expired ? refusal(expired) : session;
}

/** One row of the audit trail for a billing action. */
export const posActivity = (
  session: DemoSession,
  action: string,
  subject: string,
  reference: string,
  detail: string,
  before: number | null = null,
  after: number | null = null,
) => logActivity(session, { module: 'pos', action, subject, reference, before, after, detail });

/** A text field of a request body ('' when absent). */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
