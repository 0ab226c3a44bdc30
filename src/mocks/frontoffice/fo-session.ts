import { HttpResponse } from 'msw';
import { code, type TRANSACTION } from '../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { answerOnce } from '../core/idempotency';
import type { DemoSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { oneAtATime } from '../core/write-queue';

/** The family's refusal answer: `{ result: <the message> }` with status 200, as the real server answers. */
export const refusal = (result: string) => HttpResponse.json({ result });

/** The session when the user has `transaction` on `screen` (a refused write answers NOT_AUTHORISED, a read 403). */
export function foSession(request: Request, screen: ScreenDeclaration, transaction: (typeof TRANSACTION)[keyof typeof TRANSACTION], access: Access) {
  const { moduleCode, menuCode, screenCode } = screen.code!;
  return authorise(request, code(moduleCode, menuCode, screenCode, transaction), access);
}

/**
 * A front office write: once per Idempotency-Key (a double click saves once), and one at a time per company in
 * the core's one write queue (stays, folios, room states, number series and the accounts are read then changed).
 */
export function foWrite(request: Request, session: DemoSession, work: () => Promise<Response>): Promise<Response> {
  return answerOnce(request, session, () => oneAtATime(session.companyCode, work));
}

export { nowStamp } from '../core/now-stamp';
