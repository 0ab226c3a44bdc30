import { HttpResponse } from 'msw';
import { code, type TRANSACTION } from '../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { serverToday } from '../accounts/ledger-seeding';
import { answerOnce } from '../core/idempotency';
import type { DemoSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { oneAtATime } from '../core/write-queue';

/** The family's refusal: `{ result: <the message> }`, status 200, as the real server answers. */
export const refusal = (result: string) => HttpResponse.json({ result });

/** The session when the user has `transaction` on the hostel screen (a refused write answers NOT_AUTHORISED, a read 403). */
export function hostelSession(request: Request, screen: ScreenDeclaration, transaction: (typeof TRANSACTION)[keyof typeof TRANSACTION], access: Access) {
  const { moduleCode, menuCode, screenCode } = screen.code!;
  return authorise(request, code(moduleCode, menuCode, screenCode, transaction), access);
}

/**
 * A hostel write: once per Idempotency-Key (a double click saves once), and one at a time per company in the
 * core's write queue (beds, number series, bills, receipts and the accounts are read then changed).
 */
export function hostelWrite(request: Request, session: DemoSession, work: () => Promise<Response>): Promise<Response> {
  return answerOnce(request, session, () => oneAtATime(session.companyCode, work));
}

/** The hostels' day: the server's calendar day. */
export const hostelToday = () => serverToday();

export { nowStamp } from '../core/now-stamp';
