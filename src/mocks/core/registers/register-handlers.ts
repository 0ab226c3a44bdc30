import { http, HttpResponse } from 'msw';
import type { RegisterDocument } from '../../../kits/registers/register-types';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { readJson } from '../read-json';
import { listRecords, readRecord, writeRecord } from '../record-store';
import { inPeriod, serverToday, wireDate } from '../server-dates';
import type { DemoSession } from '../sessions/auth';
import { queuedWrite, refusal, screenSession } from '../sessions/screen-session';
import { pdfFileName } from './document-printing';

type Dated = RegisterDocument & { dat: string };

/** What a module tells the generic register handlers about its documents; the rest is the same for every register. */
export interface RegisterBackend<D extends Dated> {
  /** The demo database's table of the documents (record id → document). */
  resource: string;
  /** The screen whose rights guard it: view to list, create, delete to cancel, print and reprint. */
  screen: ScreenDeclaration;
  endpoints: { list: string; save: string; print: string; cancel: string };
  /** The next number from the date and the numbers used. */
  nextNumber: (dat: string, used: readonly string[]) => string;
  /** A document of what the form sent, numbered (and posted, where it posts), or the refusal's text. */
  create: (session: DemoSession, input: Record<string, unknown>, numbered: Dated) => Promise<D | string>;
  /** Takes back what the document did (its postings) before it is marked cancelled; a text refuses the cancel. */
  reverse?: (session: DemoSession, document: D) => Promise<string | null>;
}

/**
 * The handlers of a register in the demo backend: the period's list (newest first), a save that numbers the document
 * (once per Idempotency-Key), a cancel that keeps it marked, and a print that counts the copies, each behind its right.
 */
export function registerHandlers<D extends Dated>(backend: RegisterBackend<D>) {
  const all = (companyCode: number) => listRecords<D>(backend.resource, companyCode);
  const one = (companyCode: number, recordId: unknown) =>
    readRecord<D>(backend.resource, companyCode, String(Number(recordId)));
  const store = (companyCode: number, document: D) =>
    writeRecord(backend.resource, companyCode, String(document.recordId), document);
  return [
    http.post(`*/${backend.endpoints.list}`, async ({ request }) => {
      const session = await screenSession(request, backend.screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const body = await readJson(request);
      const [from, to] = [wireDate(body.frmDate), wireDate(body.toDate)];
      const rows = (await all(session.companyCode)).filter((row) => inPeriod(row.dat, from, to));
      return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
    }),
    http.post(`*/${backend.endpoints.save}`, async ({ request }) => {
      const session = await screenSession(request, backend.screen, TRANSACTION.create, 'write');
      if (session instanceof Response) return session;
      const input = await readJson(request);
      return queuedWrite(request, session, async () => {
        const rows = await all(session.companyCode);
        const dat = serverToday();
        const numbered: Dated = {
          recordId: Math.max(0, ...rows.map((row) => row.recordId)) + 1,
          seq: backend.nextNumber(
            dat,
            rows.map((row) => row.seq),
          ),
          dat,
          cancelled: false,
          printCount: 0,
        };
        const made = await backend.create(session, input, numbered);
        if (typeof made === 'string') return refusal(made);
        await store(session.companyCode, made);
        return HttpResponse.json({ result: 'OK', recordId: made.recordId, seq: made.seq });
      });
    }),
    http.post(`*/${backend.endpoints.cancel}`, async ({ request }) => {
      const session = await screenSession(request, backend.screen, TRANSACTION.delete, 'write');
      if (session instanceof Response) return session;
      const { recordId } = await readJson(request);
      return queuedWrite(request, session, async () => {
        const document = await one(session.companyCode, recordId);
        if (!document) return refusal(`Document ${String(recordId)} no longer exists.`);
        if (document.cancelled) return refusal(`${document.seq} is already cancelled.`);
        const refused = backend.reverse ? await backend.reverse(session, document) : null;
        if (refused) return refusal(refused);
        await store(session.companyCode, { ...document, cancelled: true });
        return HttpResponse.json({ result: 'OK' });
      });
    }),
    http.post(`*/${backend.endpoints.print}`, async ({ request }) => {
      const { recordId } = await readJson(request);
      const peek = await screenSession(request, backend.screen, TRANSACTION.view, 'read');
      if (peek instanceof Response) return peek;
      const found = await one(peek.companyCode, recordId);
      if (!found) return refusal(`Document ${String(recordId)} no longer exists.`);
      const right = found.printCount > 0 ? TRANSACTION.reprint : TRANSACTION.print;
      const session = await screenSession(request, backend.screen, right, 'write');
      if (session instanceof Response) return session;
      return queuedWrite(request, session, async () => {
        // Read again in the write queue: a print beside a cancel must not write the document back uncancelled.
        const current = await one(session.companyCode, recordId);
        if (!current || current.cancelled) return refusal(`${found.seq} is cancelled.`);
        await store(session.companyCode, { ...current, printCount: current.printCount + 1 });
        return HttpResponse.json({ result: 'OK', fname: pdfFileName(current.seq) });
      });
    }),
  ];
}
