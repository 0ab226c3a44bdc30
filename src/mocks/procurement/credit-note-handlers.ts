import { http, HttpResponse } from 'msw';
import { code } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { CREDIT_NOTE_ENDPOINTS } from '../../modules/procurement/credit-notes/credit-note-endpoints';
import type { CreditNoteInput, CreditNoteRow } from '../../modules/procurement/credit-notes/credit-note-types';
import { logActivity } from '../core/activity-log';
import { readJson } from '../core/read-json';
import { createdOnlyHandlers } from '../core/registers/created-only-handlers';
import { pdfFileName, rowPrinting } from '../core/registers/document-printing';
import { savedRecordId } from '../core/registers/saved-record';
import type { DemoSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { pendingReceiptBills, supplierMobiles } from './credit-note-bills';
import { cancelCreditNote, saveCreditNote } from './credit-note-save';
import { creditNoteOf, creditNotesOf, storeCreditNote } from '../core/inward/return-store';
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
async function logged(answer: Response, session: DemoSession, action: 'Created' | 'Cancelled'): Promise<Response> {
  const { companyCode } = session;
  const recordId = await savedRecordId(answer);
  const note = recordId === undefined ? undefined : await creditNoteOf(companyCode, recordId);
  if (note) {
    const [before, after] = action === 'Created' ? [null, note.amt] : [note.amt, null];
    await logActivity(session, {
      module: 'procurement',
      action,
      subject: 'Credit note',
      reference: note.seq,
      before,
      after,
      detail: `${note.seq} of ${note.vendorname} against MIR ${note.refmir}`,
    });
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
  ...createdOnlyHandlers<CreditNoteRow>({
    screen: PROCUREMENT.purCreditNotes,
    endpoints: CREDIT_NOTE_ENDPOINTS,
    noun: 'Credit note',
    module: 'procurement',
    createOnly: false,
    find: creditNoteOf,
    store: storeCreditNote,
    create: async (session, raw) => {
      const mobiles = await supplierMobiles(session.companyCode);
      const note = readNote(raw);
      return logged(
        await saveCreditNote(session.companyCode, note, (vendorid) => mobiles.get(vendorid) ?? ''),
        session,
        'Created',
      );
    },
    cancel: async (session, existing) =>
      logged(await cancelCreditNote(session.companyCode, existing), session, 'Cancelled'),
    printing: rowPrinting(CANCELLED),
    printed: (_session, note) => ({ filename: pdfFileName(note.seq) }),
  }),
];
