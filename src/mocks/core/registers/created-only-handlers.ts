import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { logActivity } from '../activity-log';
import { readJson } from '../read-json';
import { requireSession, type DemoSession } from '../sessions/auth';
import { queuedWrite, refusal, screenSession } from '../sessions/screen-session';
import { oneAtATime } from '../write-queue';
import type { Printing } from './document-printing';

type Write = (request: Request, session: DemoSession, work: () => Promise<Response>) => Promise<Response>;

/** What a module tells the handlers of a document that is only created, then cancelled or printed. */
export interface CreatedOnlyBackend<D> {
  /** The screen whose rights guard it: create 1, cancel 3, print 7 the first time, reprint 8 after. */
  screen: ScreenDeclaration;
  endpoints: { save: string; remove: string; print: string };
  /** How refusals and the audit trail name one document ('Debit note'). */
  noun: string;
  /** The audit trail's module of the print rows ('pos'). */
  module: string;
  /** A save that does not send traCheck 1 is refused (the document is never modified, only cancelled). */
  createOnly: boolean;
  /** The write's once-per-key and queueing (default: the core's one write queue). */
  write?: Write;
  find: (companyCode: number, recordId: number) => Promise<D | undefined>;
  store: (companyCode: number, document: D) => Promise<unknown>;
  /** Saves what the form sent (inside the write); its answer is the save's. */
  create: (session: DemoSession, raw: Record<string, unknown>) => Promise<Response>;
  /** Cancels a stored document (inside the write); its answer is the cancel's. */
  cancel: (session: DemoSession, document: D) => Promise<Response>;
  printing: Printing<D>;
  /** What the print's answer carries beside `result: 'OK'`, from the document with its copy counted. */
  printed: (session: DemoSession, document: D) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/**
 * The save, cancel and print handlers of a document that is only created: a save once per Idempotency-Key, a cancel
 * of one still stored, and a print that counts its copies (reprint right after the first) and logs each copy.
 */
export function createdOnlyHandlers<D>(backend: CreatedOnlyBackend<D>) {
  const { screen, endpoints, noun, printing } = backend;
  const write = backend.write ?? queuedWrite;
  const gone = (recordId: number) => refusal(`${noun} ${recordId} no longer exists.`);
  return [
    http.post(`*/${endpoints.save}`, async ({ request }) => {
      const raw = await readJson(request);
      if (backend.createOnly && Number(raw.traCheck ?? raw.tracheck) !== 1)
        return refusal(`A ${noun.toLowerCase()} is only created (traCheck 1); cancel it to undo it.`);
      const session = await screenSession(request, screen, TRANSACTION.create, 'write');
      if (session instanceof Response) return session;
      return write(request, session, () => backend.create(session, raw));
    }),
    http.post(`*/${endpoints.remove}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.delete, 'write');
      if (session instanceof Response) return session;
      const recordId = Number((await readJson(request)).recordId);
      return write(request, session, async () => {
        const existing = await backend.find(session.companyCode, recordId);
        return existing ? backend.cancel(session, existing) : gone(recordId);
      });
    }),
    http.post(`*/${endpoints.print}`, async ({ request }) => {
      const peek = await requireSession(request);
      if (peek instanceof Response) return peek;
      const recordId = Number((await readJson(request)).recordId);
      return oneAtATime(peek.companyCode, async () => {
        const stored = await backend.find(peek.companyCode, recordId);
        if (!stored) return gone(recordId);
        const { seq, printCount, cancelled } = printing.state(stored);
        const again = printCount > 0;
        const session = await screenSession(request, screen, again ? TRANSACTION.reprint : TRANSACTION.print, 'write');
        if (session instanceof Response) return session;
        if (cancelled) return refusal(`${noun} ${seq} is cancelled.`);
        const next = printing.counted(stored, printCount + 1);
        await backend.store(session.companyCode, next);
        await logActivity(session, {
          module: backend.module,
          action: again ? 'Reprint' : 'Print',
          subject: noun,
          reference: seq,
          detail: `Copy ${printCount + 1}`,
        });
        return HttpResponse.json({ result: 'OK', ...(await backend.printed(session, next)) });
      });
    }),
  ];
}
