import { HttpResponse } from 'msw';
import { can, canVendorScreen, isAdministrator } from '../../../lib/permissions/can';
import type { PermissionCode } from '../../../lib/permissions/permission-code';
import { licenceRefusal } from '../company/licence-store';
import { requireSession, type DemoSession } from './auth';

/** The customer's server's answer to a write its permission check refuses (backend contract). */
export const NOT_AUTHORISED = 'You are not authorised for this transaction';
export const READ_FORBIDDEN = 'You are not permitted to view this screen';

export type Access = 'read' | 'write';

/**
 * The demo backend's own permission check, the same `can` the client uses, against the user's
 * roles as stored in the demo database (not what the client sends): a refused write answers
 * `{result: NOT_AUTHORISED}` (status 200, the server's convention), a refused read 403. After the
 * licence's expiry every write is refused with the reason; reads go on.
 */
export async function authorise(
  request: Request,
  code: PermissionCode,
  access: Access,
  vendorScreen = false,
): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const holder = { usr: { rCode: session.user.rCode }, roles: session.roles };
  const allowed = vendorScreen && access === 'read' ? canVendorScreen(holder, code.screenCode) : can(holder, code);
  if (!allowed)
    return access === 'write'
      ? HttpResponse.json({ result: NOT_AUTHORISED })
      : HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  const expired = access === 'write' ? await licenceRefusal(session.companyCode) : null;
  return expired ? HttpResponse.json({ result: expired }) : session;
}

/**
 * The administration screens: only an administrator, for reading and writing (writes also need a valid licence unless
 * `licenceExempt`).
 */
export async function authoriseAdministrator(
  request: Request,
  access: Access,
  licenceExempt = false,
): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  if (!isAdministrator({ usr: { rCode: session.user.rCode }, roles: session.roles })) {
    return access === 'write'
      ? HttpResponse.json({ result: NOT_AUTHORISED })
      : HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  }
  const expired = access === 'write' && !licenceExempt ? await licenceRefusal(session.companyCode) : null;
  return expired ? HttpResponse.json({ result: expired }) : session;
}
