import { HttpResponse } from 'msw';
import { can } from '../../../lib/permissions/can';
import type { PermissionCode } from '../../../lib/permissions/permission-code';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import {
  counterCodes,
  salesListCode,
  type CounterAction,
  type SalesListAction,
} from '../../../modules/pos/counter/domain/counter-rights';
import { COUNTER_OUTLET_TYPES } from '../../../modules/pos/counter/domain/counter-types';
import { licenceRefusal } from '../../core/company/licence-store';
import { requireSession, type DemoSession } from '../../core/sessions/auth';
import { NOT_AUTHORISED, READ_FORBIDDEN, type Access } from '../../core/sessions/authorise';
import { refusal } from '../../core/billing/billing-access';
import { userOutlets } from '../../core/billing/billing-masters';

const holder = (session: DemoSession) => ({ usr: { rCode: session.user.rCode }, roles: session.roles });
const mayAny = (session: DemoSession, codes: readonly PermissionCode[]) =>
  codes.some((code) => can(holder(session), code));

/** May the user do a counter billing action (on any counter screen's code)? */
export const mayCounter = (session: DemoSession, action: CounterAction): boolean =>
  mayAny(session, counterCodes(action));

/** May the user do a sales list action? */
export const mayList = (session: DemoSession, action: SalesListAction): boolean =>
  mayAny(session, [salesListCode(action)]);

/**
 * The session when one of `codes` grants the call (as authorise does for one code): a refused write answers
 * `{ result: NOT_AUTHORISED }`, a refused read 403; after the licence's expiry writes are refused.
 */
export async function counterSession(
  request: Request,
  codes: readonly PermissionCode[],
  access: Access,
): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  if (!mayAny(session, codes))
    return access === 'write'
      ? refusal(NOT_AUTHORISED)
      : HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  const expired = access === 'write' ? await licenceRefusal(session.companyCode) : null;
  return expired ? refusal(expired) : session;
}

/** The counters the user bills at: their outlets (billing-masters' rule) of a counter type. */
export async function counterOutlets(session: DemoSession): Promise<PosOutlet[]> {
  return (await userOutlets(session)).filter((outlet) => COUNTER_OUTLET_TYPES.includes(outlet.outletType));
}
