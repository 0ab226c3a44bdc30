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

/** The session when the user has `transaction` on the HR screen (a refused write answers NOT_AUTHORISED, a read 403). */
export function hrdSession(request: Request, screen: ScreenDeclaration, transaction: (typeof TRANSACTION)[keyof typeof TRANSACTION], access: Access) {
  const { moduleCode, menuCode, screenCode } = screen.code!;
  return authorise(request, code(moduleCode, menuCode, screenCode, transaction), access);
}

/** An HR write: once per Idempotency-Key (a double click saves once), one at a time per company (series, balances, months). */
export function hrdWrite(request: Request, session: DemoSession, work: () => Promise<Response>): Promise<Response> {
  return answerOnce(request, session, () => oneAtATime(session.companyCode, work));
}

/** The HR day: the server's calendar day (yyyy-MM-dd). */
export const hrdToday = () => serverToday();

export { nowStamp } from '../core/now-stamp';
