import { HttpResponse } from 'msw';
import { can, canVendorScreen } from '../../lib/permissions/can';
import type { PermissionCode } from '../../lib/permissions/permission-code';
import { requireSession, type DemoSession } from './auth';

/** The customer's server's answer to a write its permission check refuses (backend contract). */
export const NOT_AUTHORISED = 'You are not authorised for this transaction';
export const READ_FORBIDDEN = 'You are not permitted to view this screen';

export type Access = 'read' | 'write';

/**
 * The demo backend's own permission check, the same `can` the client uses, against the user's
 * roles as stored in the demo database (not what the client sends): a refused write answers
 * `{result: NOT_AUTHORISED}` (status 200, the server's convention), a refused read 403.
 */
export async function authorise(request: Request, code: PermissionCode, access: Access, vendorScreen = false): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const holder = { usr: { rCode: session.user.rCode }, roles: session.user.roles };
  const allowed = vendorScreen && access === 'read' ? canVendorScreen(holder, code.screenCode) : can(holder, code);
  if (allowed) return session;
  return access === 'write' ? HttpResponse.json({ result: NOT_AUTHORISED }) : HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
}
