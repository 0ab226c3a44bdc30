import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { CREDIT_NOTE_ENDPOINTS } from '../../modules/procurement/credit-notes/credit-note-endpoints';
import type { CreditNoteInput, CreditNoteRow } from '../../modules/procurement/credit-notes/credit-note-types';
import { logActivities } from '../core/activity-log';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { pendingReceiptBills, supplierMobiles } from './credit-note-bills';
import { cancelCreditNote, saveCreditNote } from './credit-note-save';
import { creditNoteOf, creditNotesOf, storeCreditNote } from '../core/inward/return-store';
import { oneAtATime } from '../core/write-queue';
import { wireDate } from '../core/server-dates';

// The server checks (2,3,3,t); here the screen's own code, PROCUREMENT.purCreditNotes (2.3.777): view 0, create 1,
// cancel 3, print 7, reprint 8.
const screen = PROCUREMENT.purCreditNotes.code!;
const check = (request: Request, transaction: number, access: Access) =>
  authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);

function readNote(raw: Record<string, unknown>): CreditNoteInput {
  const note = (typeof raw.note === 'object' && raw.note !== null ? raw.note : {}) as Record<string, unknown>;
  return {
    dat: wireDate(note.dat) ?? String(note.dat ?? ''),
    transactionId: String(note.transactionId ?? ''),
    transactionType: 'PCR',
    amt: note.amt === '' || note.amt === null || note.amt === undefined ? Number.NaN : Number(note.amt),
    descriptio: String(note.descriptio ?? ''),
  };
}

/** After a write that went through, its activity row. */
async function logged(
  answer: Response,
  companyCode: number,
  user: string,
  action: 'Created' | 'Cancelled',
): Promise<Response> {
  const saved = (await answer
    .clone()
    .json()
    .catch(() => null)) as { result?: string; recordId?: number } | null;
  const note: CreditNoteRow | undefined =
    saved?.result === 'OK' ? await creditNoteOf(companyCode, Number(saved.recordId)) : undefined;
  if (note) {
    const [before, after] = action === 'Created' ? [null, note.amt] : [note.amt, null];
    await logActivities(companyCode, [
      {
        at: new Date().toISOString(),
        user,
        module: 'procurement',
        action,
        subject: 'Credit note',
        reference: note.seq,
        before,
        after,
        detail: `${note.seq} of ${note.vendorname} against MIR ${note.refmir}`,
      },
    ]);
  }
  return answer;
}

export const creditNoteHandlers = [
  http.post(`*/${CREDIT_NOTE_ENDPOINTS.list}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = wireDate(body.frmDate) ?? '0000-01-01';
    const to = wireDate(body.toDate) ?? '9999-12-31';
    const rows = (await creditNotesOf(session.companyCode)).filter((row) => row.dat >= from && row.dat <= to);
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(`*/${CREDIT_NOTE_ENDPOINTS.pendingBills}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(
      await pendingReceiptBills(session.companyCode, String((await readJson(request)).detail ?? '')),
    );
  }),
  http.post(`*/${CREDIT_NOTE_ENDPOINTS.save}`, async ({ request }) => {
    const session = await check(request, 1, 'write');
    if (session instanceof Response) return session;
    const note = readNote(await readJson(request));
    return answerOnce(request, session, () =>
      oneAtATime(session.companyCode, async () => {
        const mobiles = await supplierMobiles(session.companyCode);
        return logged(
          await saveCreditNote(session.companyCode, note, (vendorid) => mobiles.get(vendorid) ?? ''),
          session.companyCode,
          session.userName,
          'Created',
        );
      }),
    );
  }),
  http.post(`*/${CREDIT_NOTE_ENDPOINTS.remove}`, async ({ request }) => {
    const session = await check(request, 3, 'write');
    if (session instanceof Response) return session;
    const recordId = Number((await readJson(request)).recordId);
    return answerOnce(request, session, () =>
      oneAtATime(session.companyCode, async () => {
        const existing = await creditNoteOf(session.companyCode, recordId);
        if (!existing) return HttpResponse.json({ result: `Credit note ${recordId} no longer exists.` });
        return logged(
          await cancelCreditNote(session.companyCode, existing),
          session.companyCode,
          session.userName,
          'Cancelled',
        );
      }),
    );
  }),
  http.post(`*/${CREDIT_NOTE_ENDPOINTS.print}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const recordId = Number((await readJson(request)).recordId);
    return oneAtATime(peek.companyCode, async () => {
      const stored = await creditNoteOf(peek.companyCode, recordId);
      if (!stored) return HttpResponse.json({ result: `Credit note ${recordId} no longer exists.` });
      const reprint = stored.printCount > 0;
      const session = await check(request, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
      if (session instanceof Response) return session;
      if (stored.pos === CANCELLED) return HttpResponse.json({ result: `Credit note ${stored.seq} is cancelled.` });
      const printCount = stored.printCount + 1;
      await storeCreditNote(session.companyCode, { ...stored, printCount });
      await logActivities(session.companyCode, [
        {
          at: new Date().toISOString(),
          user: session.userName,
          module: 'procurement',
          action: reprint ? 'Reprint' : 'Print',
          subject: 'Credit note',
          reference: stored.seq,
          before: null,
          after: null,
          detail: `Copy ${printCount}`,
        },
      ]);
      return HttpResponse.json({ result: 'OK', filename: `${stored.seq.replace(/\W/g, '_')}.pdf` });
    });
  }),
];
