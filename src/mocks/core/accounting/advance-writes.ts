import { HttpResponse } from 'msw';
import type { TransactionName } from '../../../lib/permissions/permission-code';
import type { DemoSession } from '../sessions/auth';
import { queuedWrite, refusal } from '../sessions/screen-session';
import { oneAtATime } from '../write-queue';

/** What the shared writes need of a stored advance. */
interface StoredAdvance {
  recordId: number;
  seq: string;
  printCount: number;
  cancelled: boolean;
}

/** What one side of the advances table (suppliers' or customers') tells the save, cancel and print they share. */
export interface AdvanceSideWrites<A extends StoredAdvance> {
  /** The session when the user holds `right` on the side's screen, or the refusal. */
  session: (request: Request, right: TransactionName) => Promise<DemoSession | Response>;
  find: (companyCode: number, recordId: number) => Promise<A | undefined>;
  store: (companyCode: number, advance: A) => Promise<unknown>;
  /** Saves a new advance from what the form sent; an OK answer carries it as `advance`. */
  create: (session: DemoSession, input: Record<string, unknown>) => Promise<Response>;
  /** Cancels a stored advance; an OK answer carries it as `advance`. */
  cancel: (companyCode: number, advance: A) => Promise<Response>;
  logSaved: (session: DemoSession, action: 'Created' | 'Cancelled', advance: A) => Promise<unknown>;
  logPrinted: (session: DemoSession, action: 'Print' | 'Reprint', advance: A, copy: number) => Promise<unknown>;
  /** The refusal of a print whose advance went away before the write queue reached it. */
  printGone: (advance: A) => string;
}

/**
 * The save of an advance (`{ tracheck, advance }`): 1 creates, 3 cancels (an advance is never modified), each behind
 * its right, once per Idempotency-Key and in the write queue; a save that went through is logged.
 */
export async function saveOrCancelAdvance<A extends StoredAdvance>(
  request: Request,
  raw: Record<string, unknown>,
  side: AdvanceSideWrites<A>,
): Promise<Response> {
  const tracheck = Number(raw.tracheck ?? raw.traCheck);
  if (tracheck !== 1 && tracheck !== 3)
    return refusal('tracheck must be 1 (create) or 3 (cancel): an advance is not modified.');
  const session = await side.session(request, tracheck === 1 ? 'create' : 'delete');
  if (session instanceof Response) return session;
  const input = (typeof raw.advance === 'object' && raw.advance !== null ? raw.advance : {}) as Record<string, unknown>;
  return queuedWrite(request, session, async () => {
    const existing = tracheck === 3 ? await side.find(session.companyCode, Number(input.recordId)) : undefined;
    if (tracheck === 3 && !existing) return refusal(`Advance ${String(input.recordId)} no longer exists.`);
    const answer = existing ? await side.cancel(session.companyCode, existing) : await side.create(session, input);
    const saved = (await answer
      .clone()
      .json()
      .catch(() => null)) as { result?: string; advance?: A } | null;
    if (saved?.result === 'OK' && saved.advance)
      await side.logSaved(session, existing ? 'Cancelled' : 'Created', saved.advance);
    return answer;
  });
}

/**
 * A print of a stored advance: 7 the first time, 8 (reprint) after, counted and logged. The count is read again and
 * written in the write queue, so a print beside a cancel never writes the advance back uncancelled.
 */
export async function printAdvance<A extends StoredAdvance>(
  request: Request,
  advance: A,
  side: AdvanceSideWrites<A>,
): Promise<Response> {
  const session = await side.session(request, advance.printCount > 0 ? 'reprint' : 'print');
  if (session instanceof Response) return session;
  return oneAtATime(session.companyCode, async () => {
    const current = await side.find(session.companyCode, advance.recordId);
    if (!current) return refusal(side.printGone(advance));
    if (current.cancelled) return refusal(`Advance ${current.seq} is cancelled.`);
    const printCount = current.printCount + 1;
    await side.store(session.companyCode, { ...current, printCount });
    await side.logPrinted(session, printCount > 1 ? 'Reprint' : 'Print', current, printCount);
    return HttpResponse.json({ result: 'OK', fname: `${current.seq.replace(/\W/g, '_')}.pdf` });
  });
}
