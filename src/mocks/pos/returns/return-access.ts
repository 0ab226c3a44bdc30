import { code, TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { answerOnce } from '../../core/idempotency';
import { authorise, type Access } from '../../core/sessions/authorise';
import type { DemoSession } from '../../core/sessions/auth';
import { oneAtATime } from '../../core/write-queue';
import { wireDate } from '../../core/server-dates';
import { posOneAtATime } from '../../core/billing/billing-store';

/**
 * The session when the user holds `transaction` on the screen (its own code: view 0, create 1, cancel 3, print 7,
 * reprint 8); else the refusal.
 */
export function screenCheck(screen: ScreenDeclaration) {
  const own = screen.code!;
  return (request: Request, transaction: number, access: Access) =>
    authorise(request, code(own.moduleCode, own.menuCode, own.screenCode, transaction), access);
}

export const PRINT = { first: TRANSACTION.print, again: TRANSACTION.reprint } as const;

/**
 * A write of this area: once per Idempotency-Key, then one at a time per company in the billing store's queue
 * (bills are read) and the core's write queue (stock, the customers' ledger, the number series), in that order,
 * as a settlement takes them.
 */
export const writeOnce = (request: Request, session: DemoSession, work: () => Promise<Response>) =>
  answerOnce(request, session, () => posOneAtATime(session.companyCode, () => oneAtATime(session.companyCode, work)));

/** A list's period (`frmDate`, `toDate`; one day when only frmDate is sent, every day when neither). */
export function periodOf(body: Record<string, unknown>): { from: string; to: string } {
  const from = wireDate(body.frmDate);
  const to = wireDate(body.toDate) ?? from;
  return { from: from ?? '0000-01-01', to: to ?? '9999-12-31' };
}
