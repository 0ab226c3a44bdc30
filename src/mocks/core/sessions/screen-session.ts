import { HttpResponse } from 'msw';
import { code, type TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { answerOnce } from '../idempotency';
import { oneAtATime } from '../write-queue';
import type { DemoSession } from './auth';
import { authorise, type Access } from './authorise';

/**
 * The transaction handlers' session and write plumbing, one copy for every module's demo backend (front office,
 * hostels, HR, the school desks each name it after themselves in their own session file).
 */

/** The family's refusal: `{ result: <the message> }`, status 200, as the real server answers. */
export const refusal = (result: string) => HttpResponse.json({ result });

/** The session when the user has `transaction` on `screen` (a refused write answers NOT_AUTHORISED, a read 403). */
export function screenSession(
  request: Request,
  screen: ScreenDeclaration,
  transaction: (typeof TRANSACTION)[keyof typeof TRANSACTION],
  access: Access,
) {
  const { moduleCode, menuCode, screenCode } = screen.code!;
  return authorise(request, code(moduleCode, menuCode, screenCode, transaction), access);
}

/**
 * A write: once per Idempotency-Key (a double click saves once), and one at a time per company in the core's one
 * write queue (number series, balances, stock and the accounts are read and then changed).
 */
export function queuedWrite(request: Request, session: DemoSession, work: () => Promise<Response>): Promise<Response> {
  return answerOnce(request, session, () => oneAtATime(session.companyCode, work));
}
