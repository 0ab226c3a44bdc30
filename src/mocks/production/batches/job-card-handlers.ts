import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { BATCH_ROUTES } from '../../../modules/production/domain/batch-routes';
import type { JobCardRow, PendingProcess } from '../../../modules/production/domain/batch-wire';
import { deleteRefusal, jobCardNumber, jobCardRefusal } from '../../../modules/production/domain/job-card-rules';
import { queueId, type JobCard, type QueueRow } from '../../../kits/production/ppc-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import {
  batchesOf,
  deleteJobCard,
  jobCardsOf,
  nextRecordId,
  queueOf,
  writeJobCard,
} from '../../core/production/ppc-store';
import { completeQueuedStep, reopenQueuedStep } from '../../core/production/work-queue';
import { day, readJobCardBody, recordIdOf, traCheckOf } from './batch-body';
import { queueByBatch } from './batch-reads';

const SCREEN = PRODUCTION.proprocesswiseproduction;
const read = (request: Request) => screenSession(request, SCREEN, TRANSACTION.view, 'read');

/** The steps waiting (Pos 1) of the running batches, in batch and step order. */
export async function pendingProcesses(companyCode: number): Promise<PendingProcess[]> {
  const [batches, rows] = await Promise.all([batchesOf(companyCode), queueOf(companyCode)]);
  const running = new Map(batches.filter((batch) => batch.pos === 1).map((batch) => [batch.recordId, batch]));
  return rows
    .filter((row) => row.pos === 1 && running.has(row.batchId))
    .sort((a, b) => a.batchId - b.batchId || a.lineId - b.lineId)
    .map((row) => {
      const batch = running.get(row.batchId)!;
      const step = batch.processes.find((process) => process.sno === row.lineId);
      return {
        recordid: queueId(row.batchId, row.lineId),
        batchid: row.batchId,
        batchno: row.batchNo,
        sno: row.lineId,
        processid: row.processId,
        processname: row.processName,
        productionincharge: step?.processIncharge ?? batch.productionIncharge,
        itemid: batch.itemId,
        itemname: batch.itemName,
        qty: row.qty,
        um: batch.um,
      };
    });
}

const pendingHandler = http.post(`*/${BATCH_ROUTES.pending}`, async ({ request }) => {
  const session = await read(request);
  if (session instanceof Response) return session;
  return HttpResponse.json(await pendingProcesses(session.companyCode));
});

const listHandler = http.post(`*/${BATCH_ROUTES.jobCards}`, async ({ request }) => {
  const session = await read(request);
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const from = day(body.frmDate) || '0000-01-01';
  const to = day(body.toDate) || '9999-12-31';
  const rows: JobCardRow[] = (await jobCardsOf(session.companyCode))
    .filter((card) => card.dat >= from && card.dat <= to)
    .sort((a, b) => b.recordId - a.recordId)
    .map((card) => ({
      recordid: card.recordId,
      jobcardno: card.jobCardNo,
      dat: card.dat,
      processname: card.processName,
      processincharge: card.processIncharge,
      qty: card.qty,
      batches: card.lines.map((line) => `${line.batchNo} step ${line.lineId}`).join(', '),
    }));
  return HttpResponse.json(rows);
});

const getHandler = http.post(`*/${BATCH_ROUTES.jobCard}`, async ({ request }) => {
  const session = await read(request);
  if (session instanceof Response) return session;
  const recordId = recordIdOf(await readJson(request));
  const card = (await jobCardsOf(session.companyCode)).find((candidate) => candidate.recordId === recordId);
  if (!card) return HttpResponse.json(null);
  const byBatch = queueByBatch(await queueOf(session.companyCode));
  return HttpResponse.json({ ...card, result: deleteRefusal(card, (batchId) => byBatch.get(batchId) ?? []) ?? 'OK' });
});

/** Create a job card (traCheck 1: completes its steps) or delete one (3: re-opens them). */
const saveHandler = http.post(`*/${BATCH_ROUTES.saveJobCard}`, async ({ request }) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  const session = await screenSession(
    request,
    SCREEN,
    traCheck === 3 ? TRANSACTION.delete : TRANSACTION.create,
    'write',
  );
  if (session instanceof Response) return session;
  const company = session.companyCode;
  return queuedWrite(request, session, async () => {
    const input = readJobCardBody(body);
    const [cards, batches, rows] = await Promise.all([jobCardsOf(company), batchesOf(company), queueOf(company)]);
    const byBatch = queueByBatch(rows);
    if (traCheck === 3) {
      const card = cards.find((candidate) => candidate.recordId === (input.header.recordId ?? recordIdOf(body)));
      if (!card) return refusal('That job card is not there any more');
      const refused = deleteRefusal(card, (batchId) => byBatch.get(batchId) ?? []);
      if (refused) return refusal(refused);
      for (const line of card.lines) {
        const row = byBatch.get(line.batchId)?.find((candidate) => candidate.lineId === line.lineId);
        if (row) await reopenQueuedStep(company, row);
      }
      await deleteJobCard(company, card.recordId);
      return HttpResponse.json({ recordId: card.recordId, result: 'OK' });
    }
    if (traCheck !== 1) return refusal('A job card is created (traCheck 1) or deleted (3)');
    const running = batches.filter((batch) => batch.pos === 1);
    const rowOf = (batchno: string, lineId: number): QueueRow | undefined => {
      const batch = running.find((candidate) => candidate.batchNo === batchno);
      return batch ? byBatch.get(batch.recordId)?.find((row) => row.lineId === lineId) : undefined;
    };
    const refused = jobCardRefusal(input.header, input.lines, rowOf);
    if (refused) return refusal(refused);
    const today = serverToday();
    const first = rowOf(input.lines[0]!.batchno, input.lines[0]!.lineId)!;
    const card: JobCard = {
      recordId: nextRecordId(cards),
      jobCardNo: jobCardNumber(today, cards),
      dat: today,
      processId: input.header.processId,
      processName: first.processName,
      processIncharge: input.header.processIncharge,
      qty: input.header.qty,
      lines: input.lines.map((line) => ({
        batchId: rowOf(line.batchno, line.lineId)!.batchId,
        batchNo: line.batchno,
        lineId: line.lineId,
      })),
      usr: session.userName,
    };
    await writeJobCard(company, card);
    for (const line of card.lines) {
      const batch = running.find((candidate) => candidate.recordId === line.batchId)!;
      await completeQueuedStep(company, batch, rowOf(line.batchNo, line.lineId)!, card.qty, today, {
        jobCardNo: card.jobCardNo,
      });
    }
    return HttpResponse.json({ recordId: card.recordId, jobCardNo: card.jobCardNo, result: 'OK' });
  });
});

export const jobCardHandlers: HttpHandler[] = [pendingHandler, listHandler, getHandler, saveHandler];
