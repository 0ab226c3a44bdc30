import { HttpResponse } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { can } from '../../../lib/permissions/can';
import { withTransaction, type TransactionName } from '../../../lib/permissions/permission-code';
import type { OnlineDesk } from '../../../modules/pos/online/domain/order-status';
import { licenceRefusal } from '../../core/company/licence-store';
import { requireSession, type DemoSession } from '../../core/sessions/auth';
import { NOT_AUTHORISED, READ_FORBIDDEN } from '../../core/sessions/authorise';
import { refusal } from '../../core/billing/billing-access';

/** Each desk's screen: Orders (/pos/pos-billing-fancy), Dispatches and Billing (their own codes). */
const SCREENS: Record<OnlineDesk, typeof POS.posBillingFancy> = {
  orders: POS.posBillingFancy,
  dispatches: POS.posOnlineDispatches,
  billing: POS.posOnlineBilling,
};

export const mayOnline = (session: DemoSession, desk: OnlineDesk, transaction: TransactionName): boolean =>
  can({ usr: { rCode: session.user.rCode }, roles: session.roles }, withTransaction(SCREENS[desk].code!, transaction));

/** The session when its user may open any of the three screens (the list they share), else 403. */
export async function readerSession(request: Request): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  if ((['orders', 'dispatches', 'billing'] as const).some((desk) => mayOnline(session, desk, 'view'))) return session;
  return HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
}

/**
 * The session when its user may do `transaction` on the desk's screen (refused in `result`, as every write); none after
 * the licence's expiry.
 */
export async function writerSession(
  request: Request,
  desk: OnlineDesk,
  transaction: TransactionName,
): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  if (!mayOnline(session, desk, transaction)) return refusal(NOT_AUTHORISED);
  const expired = await licenceRefusal(session.companyCode);
  return expired ? refusal(expired) : session;
}
