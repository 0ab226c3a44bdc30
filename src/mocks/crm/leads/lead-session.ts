import { HttpResponse } from 'msw';
import type { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { logActivity } from '../../core/activity-log';
import { nowStamp } from '../../core/now-stamp';
import type { DemoSession } from '../../core/sessions/auth';
import { queuedWrite, screenSession } from '../../core/sessions/screen-session';

type Transaction = (typeof TRANSACTION)[keyof typeof TRANSACTION];

/** The contract's new-style refusal (05-crm §6): HTTP 400 with the text. */
export const dtoRefusal = (message: string) =>
  new HttpResponse(message, { status: 400, headers: { 'Content-Type': 'text/plain' } });
/** The new style's success: 200 OK, empty (ours: a small JSON body where the screen needs the new id). */
export const dtoOk = (body?: Record<string, unknown>) =>
  body ? HttpResponse.json(body) : new HttpResponse(null, { status: 200 });

/**
 * The session when the user has `transaction` on any of `screens` (the lead world's records are one store read from
 * several screens); a refused write answers the refusal's words as 400 text, a refused read 403.
 */
export async function leadSession(
  request: Request,
  screens: readonly ScreenDeclaration[],
  transaction: Transaction,
  access: 'read' | 'write',
): Promise<DemoSession | Response> {
  let refused: Response | undefined;
  for (const screen of screens) {
    const session = await screenSession(request, screen, transaction, access);
    if (!(session instanceof Response)) return session;
    refused ??= session;
    if (session.status === 401) return session;
  }
  if (access === 'write' && refused && refused.status === 200) {
    const body = (await refused.clone().json()) as { result?: string };
    return dtoRefusal(body.result ?? 'You are not authorised for this transaction');
  }
  return refused!;
}

/** A lead-world write: once per Idempotency-Key, one at a time per company. */
export const leadWrite = queuedWrite;

/** An audit-trail row of the CRM. */
export const leadActivity = (
  session: DemoSession,
  action: string,
  subject: string,
  reference: string,
  detail: string,
) => logActivity(session, { at: nowStamp(), module: 'crm', action, subject, reference, detail });

export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
export const num = (value: unknown): number => (typeof value === 'number' ? value : Number(str(value)) || 0);
