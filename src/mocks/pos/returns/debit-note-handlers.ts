import { http, HttpResponse } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { nextReturnNumber } from '../../../modules/pos/returns/domain/return-numbers';
import { DEBIT_NOTE_ENDPOINTS as API } from '../../../modules/pos/returns/domain/returns-endpoints';
import { CANCELLED } from '../../../modules/pos/returns/domain/returns-types';
import { type DebitNoteAnswer } from '../../../modules/pos/returns/domain/debit-note-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { oneAtATime } from '../../core/write-queue';
import { posActivity, refusal, text } from '../../core/billing/billing-access';
import { readDebitNote } from './debit-note-input';
import { cancelDebitNote, saveDebitNote } from './debit-note-save';
import { customerSales, noteCustomers, noteTaxes, settledOf } from './debit-note-sources';
import { PRINT, periodOf, screenCheck, writeOnce } from './return-access';
import { debitNoteOf, debitNotesOf, storeDebitNote, type StoredDebitNote } from '../../core/billing/return-store';

const check = screenCheck(POS.posDebitNote);

const answerOf = async (companyCode: number, stored: StoredDebitNote): Promise<DebitNoteAnswer> => ({
  ...stored,
  settled: (await settledOf(companyCode, stored.header.seq)).amount,
});

/** Debit notes to customers (ours: `api/CRMDebitNotes/...`, in the family's convention). */
export const debitNoteHandlers = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const { companyCode } = session;
    const dat = serverToday();
    const [notes, customers, taxes] = await Promise.all([
      debitNotesOf(companyCode),
      noteCustomers(companyCode),
      noteTaxes(companyCode, dat),
    ]);
    return HttpResponse.json({
      seq: nextReturnNumber(
        'debitNote',
        dat,
        notes.map((value) => value.header.seq),
      ),
      dat,
      customers,
      taxes,
    });
  }),
  http.post(`*/${API.customerSales}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(
      await customerSales(session.companyCode, text((await readJson(request)).recordId), serverToday()),
    );
  }),
  http.post(`*/${API.list}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const { from, to } = periodOf(await readJson(request));
    const rows = (await debitNotesOf(session.companyCode))
      .map((value) => value.header)
      .filter((header) => header.dat >= from && header.dat <= to);
    return HttpResponse.json(rows.sort((a, b) => b.recordId - a.recordId));
  }),
  http.post(`*/${API.get}`, async ({ request }) => {
    const session = await check(request, 0, 'read');
    if (session instanceof Response) return session;
    const stored = await debitNoteOf(session.companyCode, Number((await readJson(request)).recordId));
    return HttpResponse.json(stored ? await answerOf(session.companyCode, stored) : null);
  }),
  http.post(`*/${API.save}`, async ({ request }) => {
    const raw = await readJson(request);
    if (Number(raw.traCheck ?? raw.tracheck) !== 1)
      return refusal('A debit note is only created (traCheck 1); cancel it to undo it.');
    const session = await check(request, 1, 'write');
    if (session instanceof Response) return session;
    return writeOnce(request, session, () => saveDebitNote(session, readDebitNote(raw), new Date().toISOString()));
  }),
  http.post(`*/${API.remove}`, async ({ request }) => {
    const session = await check(request, 3, 'write');
    if (session instanceof Response) return session;
    const recordId = Number((await readJson(request)).recordId);
    return writeOnce(request, session, async () => {
      const existing = await debitNoteOf(session.companyCode, recordId);
      return existing ? cancelDebitNote(session, existing) : refusal(`Debit note ${recordId} no longer exists.`);
    });
  }),
  http.post(`*/${API.print}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const recordId = Number((await readJson(request)).recordId);
    return oneAtATime(peek.companyCode, async () => {
      const stored = await debitNoteOf(peek.companyCode, recordId);
      if (!stored) return refusal(`Debit note ${recordId} no longer exists.`);
      const again = stored.header.printCount > 0;
      const session = await check(request, again ? PRINT.again : PRINT.first, 'write');
      if (session instanceof Response) return session;
      if (stored.header.pos === CANCELLED) return refusal(`Debit note ${stored.header.seq} is cancelled.`);
      const next = { ...stored, header: { ...stored.header, printCount: stored.header.printCount + 1 } };
      await storeDebitNote(session.companyCode, next);
      await posActivity(
        session,
        again ? 'Reprint' : 'Print',
        'Debit note',
        stored.header.seq,
        `Copy ${next.header.printCount}`,
      );
      return HttpResponse.json({ result: 'OK', debitNote: await answerOf(session.companyCode, next) });
    });
  }),
];
