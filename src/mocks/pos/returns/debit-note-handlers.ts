import { http, HttpResponse } from 'msw';
import { POS } from '../../../menus/catalogue/pos';
import { nextReturnNumber } from '../../../modules/pos/returns/domain/return-numbers';
import { DEBIT_NOTE_ENDPOINTS as API } from '../../../modules/pos/returns/domain/returns-endpoints';
import { type DebitNoteAnswer } from '../../../modules/pos/returns/domain/debit-note-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { text } from '../../core/billing/billing-access';
import { readDebitNote } from './debit-note-input';
import { cancelDebitNote, saveDebitNote } from './debit-note-save';
import { customerSales, noteCustomers, noteTaxes, settledOf } from './debit-note-sources';
import { screenCheck } from './return-access';
import { returnReadHandlers } from './return-reads';
import { returnWriteHandlers } from './return-writes';
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
  ...returnReadHandlers<StoredDebitNote>({
    check,
    endpoints: API,
    all: debitNotesOf,
    find: debitNoteOf,
    answer: answerOf,
  }),
  ...returnWriteHandlers<StoredDebitNote>({
    screen: POS.posDebitNote,
    endpoints: API,
    noun: 'Debit note',
    find: debitNoteOf,
    store: storeDebitNote,
    create: (session, raw) => saveDebitNote(session, readDebitNote(raw), new Date().toISOString()),
    cancel: cancelDebitNote,
    printed: async (session, next) => ({ debitNote: await answerOf(session.companyCode, next) }),
  }),
];
